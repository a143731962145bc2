import type { SearchSettings } from "../../../domain/search-settings.ts";
import type { Db } from "../../db/client.ts";

/**
 * One public page a kind's records make, as the sitemap lists it: its address, the day it last changed
 * and its search settings (a page hidden from search engines, or whose canonical address is another,
 * is left out). A page with no settings of its own (the blog's list, an author's page) is listed as is.
 */
export type PublicPage = {
  path: string;
  updatedAt?: string;
  seo?: SearchSettings;
  /** Its record's id: the sitemap looks up its translations (issue 74). */
  id?: string;
  /** Its address with a translation laid over the record (the English shape, the translation's slugs). */
  pathWith?: (overlay: <R extends object>(record: R) => R) => string;
};

/** Every public page of a kind with addresses: what its sitemap entries are made from. */
export type PublicPages = (db: Db) => Promise<readonly PublicPage[]>;

/** The pages of the records `list` reads, each at its `address`. */
export const pagesOf =
  <T extends { _id: string; updatedAt: string; seo: SearchSettings }>(
    list: (db: Db) => Promise<readonly T[]>,
    address: (record: T) => string,
  ): PublicPages =>
  async (db) =>
    (await list(db)).map((record) => ({
      path: address(record),
      updatedAt: record.updatedAt,
      seo: record.seo,
      id: record._id,
      pathWith: (overlay) => address(overlay(record)),
    }));
