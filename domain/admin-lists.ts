import { z } from "zod";
import { publicationStates } from "./drafts.ts";
import { listFormatQuery } from "./inbox.ts";
import { blankIsAbsent, listPageQuery, oneOfFilter } from "./list-paging.ts";
import { queryText } from "./text-rules.ts";

/**
 * The query strings of the back-office lists of content and staff (docs/api.md "Back-office lists
 * at scale"): paging, the search each screen's box promises, its filters and its sorts.
 */

const yesNo = (describe: string) => oneOfFilter(["true", "false"]).describe(describe);

/** The content lists' publication filter (ADR 0122): published, changed (an unpublished draft) or scheduled. */
const publicationFilter = (which: string) =>
  oneOfFilter(publicationStates).describe(
    `${which}: only published ones, ones with an unpublished draft (changed) or scheduled ones`,
  );

/** The Jobs screen searches titles. */
export const jobSortFields = ["createdAt", "title"] as const;
export const jobListQuery = listFormatQuery.extend(listPageQuery(jobSortFields, "-createdAt").shape).extend({
  all: z.enum(["true", "false"]).optional().describe("Admins only: include inactive jobs (and page, search, sort)"),
  isActive: yesNo("With all=true: only active (true) or inactive (false) jobs"),
  publication: publicationFilter("With all=true"),
});

/** The Pages list searches titles (issue 54). */
export const pageSortFields = ["title", "createdAt", "updatedAt"] as const;
export const pageListQuery = listPageQuery(pageSortFields, "title").extend({
  isActive: yesNo("Only published (true) or unpublished (false) pages"),
  publication: publicationFilter("Any list"),
});

/**
 * The Articles list (issue 54): signed in, every article searched by title and filtered; a visitor
 * gets the published ones, ten a page, newest first, by `tag` or `author` (the same query string).
 */
export const articleSortFields = ["publishedAt", "title", "createdAt", "updatedAt"] as const;
export const articleListQuery = listPageQuery(articleSortFields, "-createdAt").extend({
  isActive: yesNo("Signed in: only published (true) or unpublished (false) articles"),
  publication: publicationFilter("Signed in"),
  tag: z.preprocess(blankIsAbsent, queryText(40)).describe("Only articles with this tag"),
  author: z
    .preprocess(blankIsAbsent, z.uuid().optional())
    .describe("Only articles by this author (their profile's id)"),
});

/** The Users screen searches name, username and e-mail. */
export const userSortFields = ["createdAt", "username", "fullName", "email"] as const;
export const userListQuery = listPageQuery(userSortFields, "createdAt").extend({
  role: z.preprocess(blankIsAbsent, queryText(50)).describe("Only admins holding this role (its name)"),
});

/** The Privileges screen searches role names. */
export const privilegeSortFields = ["createdAt", "role"] as const;
export const privilegeListQuery = listPageQuery(privilegeSortFields, "createdAt");

/**
 * `/services` and `/category` are also the public site's reads: only a signed-in caller who sends
 * `page` or `limit` gets the paged answer; everyone else the whole list as before.
 */
export const serviceSortFields = ["name", "createdAt"] as const;
/** The Services screen searches the service's and its category's names. */
export const serviceListQuery = listPageQuery(serviceSortFields, "name").extend({
  categoryId: z
    .preprocess(blankIsAbsent, queryText(100))
    .describe("Signed-in paged list only: the services of this category"),
  publication: publicationFilter("Signed-in paged list only"),
});

export const categorySortFields = ["name", "createdAt"] as const;
/** The Categories screen searches names. */
export const categoryListQuery = listPageQuery(categorySortFields, "name").extend({
  publication: publicationFilter("Signed-in paged list only"),
});

/**
 * `/project` is the public site's read too and keeps its own `q` (name or project code), `type`,
 * `category` and `isActive`; a signed-in caller sending `page` or `limit` gets the paged answer.
 */
export const portfolioSortFields = ["createdAt", "name", "date"] as const;
const portfolioPaging = listPageQuery(portfolioSortFields, "-createdAt").shape;
export const portfolioPageQuery = z.object({
  page: portfolioPaging.page,
  limit: portfolioPaging.limit,
  sort: portfolioPaging.sort,
  publication: publicationFilter("Signed-in paged list only"),
});
