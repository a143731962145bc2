import type { PageDto } from "../../../domain/pages.ts";
import type { Db } from "../../db/client.ts";
import { recordReads } from "../record-reads.ts";
import { selectAdminPage, selectPage, selectPublishedPages, toAdminPageDto, toPageDto } from "./queries.ts";

/** The page with this id or slug (a published one, unless `includeInactive`), and as the back office reads it. */
export const { get: getPage, getAdmin: getAdminPage } = recordReads({
  select: selectPage,
  toDto: toPageDto,
  selectAdmin: selectAdminPage,
  toAdminDto: toAdminPageDto,
});

/** Every published page (the sitemap lists them). */
export async function listPublishedPages(db: Db): Promise<PageDto[]> {
  return (await selectPublishedPages(db)).map(toPageDto);
}
