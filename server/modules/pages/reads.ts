import type { AdminPageDto, PageDto } from "../../../domain/pages.ts";
import type { Db } from "../../db/client.ts";
import { recordKey } from "../../lib/record-key.ts";
import { isUuid } from "../../lib/uuid.ts";
import { selectAdminPage, selectPage, selectPublishedPages, toAdminPageDto, toPageDto } from "./queries.ts";

/** The page with this id or slug: a published one, unless `includeInactive`. */
export async function getPage(
  db: Db,
  idOrSlug: string,
  options: { includeInactive?: boolean } = {},
): Promise<PageDto | null> {
  const key = recordKey(idOrSlug);
  if (!key) return null;
  const [row] = await selectPage(db, key, !options.includeInactive);
  return row ? toPageDto(row) : null;
}

/** One page as the back office reads it: published or not, with its publication badge. */
export async function getAdminPage(db: Db, idOrSlug: string): Promise<AdminPageDto | null> {
  const id = isUuid(idOrSlug) ? idOrSlug : (await getPage(db, idOrSlug, { includeInactive: true }))?._id;
  if (!id) return null;
  const [row] = await selectAdminPage(db, id);
  return row ? toAdminPageDto(row) : null;
}

/** Every published page (the sitemap lists them). */
export async function listPublishedPages(db: Db): Promise<PageDto[]> {
  return (await selectPublishedPages(db)).map(toPageDto);
}
