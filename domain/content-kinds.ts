import { blogOwnSegments, builtInFirstSegments } from "./built-in-addresses.ts";
import type { ContentArea } from "./roles.ts";
import type { TranslatableField } from "./translatable-fields.ts";

/**
 * The one list of the kinds of content staff edit and visitors see (issue 48, ADR 0150). Each kind
 * is declared once more on the server (`server/modules/<module>/<kind>.kind.ts`) with its table,
 * fields and behaviours; everything that names kinds — revisions, drafts, trash, webhooks, slugs,
 * media uses, the response cache, the back office's API paths — takes its list from here (issue 70:
 * every entry must say every fact, so a kind missing one does not compile).
 *
 * - `path`: the word of its API paths (`/api/v1/{path}/:id/draft`), as the spec's calls name it;
 * - `records`: the words its records go by in the trash, the audit log and webhook events (a
 *   portfolio item is a project or a product), none for one that is never deleted (a site part);
 *   each with its label and its back-office screen (`opens` a form over the list, `?edit=`, or a
 *   screen of its own, `/:id`), where a media use links to;
 * - `slug`: what a save refusing a slug another record of the kind has says, and the slugs that
 *   would name one of the site's own addresses instead of a record (a category called
 *   `sub-services` would be shadowed by the old `/services/sub-services/:id`, a job called `form` by
 *   the old `/career/form/:id`, a page called `about` by /about); null for a kind without slugs
 *   (`GET /slug-check/{kind}` checks the kinds that have one);
 * - `unpublishes`: whether its records can be taken off the site and put back (a job closed, a page
 *   unpublished): its drafts' `unpublish`, and the `content.unpublished` webhook event;
 * - `declaredScreen`: its back-office screen is made from the `screen` its app file declares
 *   (`app/kinds/<kind>.tsx`, ADR 0283), in this rights area: its route and sidebar entry follow from
 *   this list; null for a kind with screens of its own;
 * - `translates`: the fields its records' Urdu (or other) translation holds (ADR 0290, domain/translations.ts):
 *   titles, texts, block documents, the slug, the search settings; none for a kind nothing of which
 *   visitors read in words.
 */
type RecordFacts = { label: string; screen: `/admin/${string}`; opens: "form" | "screen" };
type SlugFacts = { taken: string; reserved: readonly string[] };
export type KindFacts = {
  path: string;
  records: Readonly<Record<string, RecordFacts>>;
  slug: SlugFacts | null;
  unpublishes: boolean;
  declaredScreen: { area: ContentArea } | null;
  translates: readonly TranslatableField[];
};

const line = (name: string, label: string): TranslatableField => ({ name, as: "line", label });
const prose = (name: string, label: string): TranslatableField => ({ name, as: "text", label });
const list = (name: string, label: string): TranslatableField => ({ name, as: "list", label });
const slugField: TranslatableField = { name: "slug", as: "slug", label: "Slug" };
const searchField: TranslatableField = { name: "seo", as: "search", label: "Search and sharing" };

export const contentKindList = {
  category: {
    path: "category",
    records: { category: { label: "Category", screen: "/admin/category", opens: "form" } },
    slug: { taken: "Another category already has this slug", reserved: ["sub-services", "service-detail"] },
    unpublishes: false,
    declaredScreen: null,

    translates: [line("name", "Name"), slugField, prose("description", "Description"), searchField],
  },
  service: {
    path: "services",
    records: { service: { label: "Service", screen: "/admin/service", opens: "form" } },
    slug: { taken: "Another service already has this slug", reserved: [] },
    unpublishes: false,
    declaredScreen: null,

    translates: [
      line("name", "Name"),
      slugField,
      prose("description", "Description"),
      prose("approach", "Approach"),
      prose("benefits", "Benefits"),
      list("features", "Features"),
      list("topics", "Topics"),
      list("benefitTiles", "Benefit tiles"),
      searchField,
    ],
  },
  portfolio: {
    path: "project",
    records: {
      project: { label: "Project", screen: "/admin/projects", opens: "form" },
      product: { label: "Product", screen: "/admin/products", opens: "form" },
    },
    slug: { taken: "Another project or product already has this slug", reserved: [] },
    unpublishes: true,
    declaredScreen: null,

    translates: [
      line("name", "Name"),
      slugField,
      prose("description", "Description"),
      prose("approach", "Approach"),
      line("client", "Client"),
      line("technology", "Technology"),
      searchField,
    ],
  },
  job: {
    path: "job",
    records: { job: { label: "Job", screen: "/admin/jobs", opens: "form" } },
    slug: { taken: "Another job already has this slug", reserved: ["form"] },
    unpublishes: true,
    declaredScreen: null,

    translates: [
      line("title", "Title"),
      slugField,
      prose("description", "Description"),
      prose("companyOverview", "Company overview"),
      list("jobRole", "Job role"),
      list("requirements", "Requirements"),
      line("location", "Location"),
      line("salary", "Salary"),
      searchField,
    ],
  },
  // A page is served at `/<slug>`: none may take a built-in route's first segment (issue 54).
  page: {
    path: "pages",
    records: { page: { label: "Page", screen: "/admin/pages", opens: "screen" } },
    slug: { taken: "Another page already has this slug", reserved: builtInFirstSegments },
    unpublishes: true,
    declaredScreen: null,

    translates: [line("title", "Title"), slugField, { name: "blocks", as: "blocks", label: "Content" }, searchField],
  },
  // `/blog/tag/…` and `/blog/author/…` sit beside `/blog/<slug>`.
  article: {
    path: "articles",
    records: { article: { label: "Article", screen: "/admin/articles", opens: "screen" } },
    slug: { taken: "Another article already has this slug", reserved: blogOwnSegments },
    unpublishes: true,
    declaredScreen: null,

    translates: [
      line("title", "Title"),
      slugField,
      prose("summary", "Summary"),
      { name: "body", as: "blocks", label: "Body" },
      searchField,
    ],
  },
  // A client's quote (ADR 0283): no page of its own, shown on the home, service and project pages.
  testimonial: {
    path: "testimonials",
    records: { testimonial: { label: "Testimonial", screen: "/admin/testimonials", opens: "form" } },
    slug: null,
    unpublishes: true,
    declaredScreen: { area: "site" },

    translates: [prose("quote", "Quote"), line("role", "Role"), line("company", "Company")],
  },
  // The site's parts are one record, "site" (domain/translations.ts): each field names its part.
  site: {
    path: "site",
    records: {},
    slug: null,
    unpublishes: false,
    declaredScreen: null,
    translates: [
      line("home.headline", "Home: headline"),
      prose("home.subline", "Home: subline"),
      line("home.primaryButton", "Home: first button"),
      line("home.secondaryButton", "Home: second button"),
      list("home.offerings", "Home: offerings"),
      line("home.ideas.title", "Home: ideas title"),
      prose("home.ideas.text", "Home: ideas text"),
      line("home.callToAction.title", "Home: call to action title"),
      prose("home.callToAction.text", "Home: call to action text"),
      line("home.callToAction.button", "Home: call to action button"),
      prose("about.welcome", "About: welcome text"),
      prose("about.vision", "About: vision"),
      prose("about.mission", "About: mission"),
      list("about.values", "About: values"),
      line("careers.headline", "Careers: headline"),
      prose("careers.subline", "Careers: subline"),
      prose("careers.companyOverview", "Careers: company overview"),
      prose("privacy.markdown", "Privacy page"),
      line("seo.siteName", "Site name"),
      line("seo.titleTemplate", "Title template"),
      prose("seo.description", "Description"),
      line("seo.organisationName", "Organisation name"),
    ],
  },
} as const satisfies Record<string, KindFacts>;

type Kinds = typeof contentKindList;
export type ContentKind = keyof Kinds;

/** Every kind, in the order the back office lists them (the list's own order). */
export const contentKinds = Object.keys(contentKindList).filter((name): name is ContentKind => name in contentKindList);

/** A record's own word (trash, audit, webhooks): a category, service, project, product, job, page or article. */
export type ContentRecordKind = { [K in ContentKind]: keyof Kinds[K]["records"] }[ContentKind];

/** The words `kind`'s records go by, its first the one a record with no `type` takes. */
export const recordWordsOf = (kind: ContentKind): readonly ContentRecordKind[] =>
  Object.keys(contentKindList[kind].records).filter(
    (word): word is ContentRecordKind => word in contentKindList[kind].records,
  );

/**
 * A record's place in the back office, as its kind declares it: edited in a form over its list
 * (issue 67), `?edit=` opens it there; or on a screen of its own.
 */
export function recordScreenOf(word: ContentRecordKind, id: string): string {
  const { screen, opens } = recordFactsOf(word);
  return opens === "form" ? `${screen}?edit=${id}` : `${screen}/${id}`;
}

/** A record word's label and back-office screen, as its kind says them. */
export function recordFactsOf(word: ContentRecordKind): RecordFacts {
  for (const kind of contentKinds) {
    const records: Readonly<Record<string, RecordFacts>> = contentKindList[kind].records;
    const facts = records[word];
    if (facts) return facts;
  }
  throw new Error(`No content kind has records called ${word}`);
}

/** A tuple, as an enum of the database and of zod takes it. */
function recordKindsOf(): [ContentRecordKind, ...ContentRecordKind[]] {
  const [first, ...rest] = contentKinds.flatMap(recordWordsOf);
  if (first === undefined) throw new Error("No content kind has records");
  return [first, ...rest];
}

export const contentRecordKinds = recordKindsOf();

/** The API path word of a kind's drafts, revisions and schedules. */
export type ContentPath = Kinds[ContentKind]["path"];

/** The kinds with slugs: their records have public addresses of their own. */
export type SluggedKind = { [K in ContentKind]: Kinds[K]["slug"] extends null ? never : K }[ContentKind];

export const isSluggedKind = (kind: ContentKind): kind is SluggedKind => contentKindList[kind].slug !== null;

export const sluggedKinds = contentKinds.filter(isSluggedKind);

/** A slugged kind's slug facts (what a refusal says, which slugs are the site's own). */
export const slugFactsOf = (kind: SluggedKind): SlugFacts => contentKindList[kind].slug;

/**
 * One value per kind's path word (the back office's calls of each kind): a kind added to the list
 * has them without naming it anywhere else.
 */
export function byPath<T>(make: (path: ContentPath) => T): Record<ContentPath, T>;
// TypeScript cannot follow a loop filling a mapped type; the signature above says what the loop makes.
export function byPath<T>(make: (path: ContentPath) => T): Partial<Record<ContentPath, T>> {
  const made: Partial<Record<ContentPath, T>> = {};
  for (const kind of contentKinds) {
    const { path } = contentKindList[kind];
    made[path] = make(path);
  }
  return made;
}

export const isContentKind = (value: string): value is ContentKind => contentKinds.some((kind) => kind === value);

/** The kind whose records go by `record` (a project or a product: the portfolio). */
export function kindOfRecord(record: ContentRecordKind): ContentKind {
  const kind = contentKinds.find((name) => recordWordsOf(name).includes(record));
  if (!kind) throw new Error(`No content kind has records called ${record}`);
  return kind;
}

/** The record words of the kinds whose records can be taken off the site (`content.unpublished`). */
export const unpublishingRecordKinds = contentKinds
  .filter((kind) => contentKindList[kind].unpublishes)
  .flatMap(recordWordsOf);

/** The kinds whose records go by no word of their own (the site's parts). */
export const recordlessKinds = contentKinds.filter((kind) => recordWordsOf(kind).length === 0);

/**
 * Words as a sentence lists them, `a, b or c` (`and`: all of them together), so a description naming
 * the kinds is written from the list and names a new kind by itself.
 */
export function inWords(words: readonly string[], last: "or" | "and"): string {
  const head = words.slice(0, -1);
  return head.length === 0 ? words.join("") : `${head.join(", ")} ${last} ${words[words.length - 1]}`;
}

/** A record word in the plural, as a description names all such records (categories, pages). */
export const pluralOf = (word: string): string => (word.endsWith("y") ? `${word.slice(0, -1)}ies` : `${word}s`);

/** Every kind of content in the plural: each record word's, then "the site's parts" for a recordless kind. */
export const contentInPlural: readonly string[] = contentKinds.flatMap((kind) =>
  recordWordsOf(kind).length > 0 ? recordWordsOf(kind).map(pluralOf) : [`the ${kind}'s parts`],
);

/** The screens made from a kind's declaration (ADR 0283): each record word's address, its sidebar label and area. */
export const declaredScreens = contentKinds.flatMap((kind) => {
  const declared = contentKindList[kind].declaredScreen;
  if (!declared) return [];
  return recordWordsOf(kind).map((word) => ({
    kind,
    area: declared.area,
    screen: recordFactsOf(word).screen,
    label: pluralOf(recordFactsOf(word).label),
  }));
});
