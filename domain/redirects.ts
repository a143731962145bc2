import { z } from "zod";
import { blogPaths } from "./blog-feeds.ts";
import { contentRecordKinds } from "./content-kinds.ts";
import { isoTimestamp } from "./iso-timestamp.ts";
import { listPageQuery } from "./list-paging.ts";
import { pathInLocale, translatedLocales } from "./locales.ts";
import { type RedirectImportFormat, redirectImportFormatNames, redirectImportMessages } from "./redirect-import.ts";
import { multiLineText, mustBeOneOf, notFound, text, tooLong } from "./text-rules.ts";

/**
 * Redirects and the 404 log (docs/api.md "Addresses: slugs, redirects, 404 log, search settings",
 * ADR 0165): the shapes, the rules a redirect is saved by (a real page is never shadowed, chains
 * collapse to one hop, loops are refused) and the bounds of the log.
 */

export const redirectStatuses = [301, 302, 410] as const;
export type RedirectStatus = (typeof redirectStatuses)[number];

export const REDIRECT_PATH_MAX = 500;
export const REDIRECT_URL_MAX = 2000;
export const REDIRECT_NOTE_MAX = 500;
/** Lines one import may hold (an old site's addresses: hundreds, a few thousand at most). */
export const REDIRECT_IMPORT_LINES_MAX = 5000;
export const REDIRECT_IMPORT_BYTES_MAX = 1024 * 1024;

/** Distinct 404 addresses an instance records a day; any further one is counted under NOT_FOUND_OTHER. */
export const NOT_FOUND_PATHS_PER_DAY = 500;
export const NOT_FOUND_OTHER = "(other)";
/**
 * Days an address stays in the 404 log after it was last seen; then the daily retention job removes
 * it. An ignored address is kept: ignoring is a staff decision (ADR 0170).
 */
export const NOT_FOUND_RETENTION_DAYS = 90;

export const redirectMessages = {
  fromRequired: "From must be an address on this site, starting with /",
  fromMalformed:
    "From must be a path on this site: it starts with one /, without spaces or #, with at most one query word (/?p=12)",
  fromTooLong: tooLong("From", REDIRECT_PATH_MAX),
  fromRealPage: "From is a page of this site; a redirect would hide it",
  toRequired: "To is required for a 301 or 302",
  toMalformed: "To must be a path on this site starting with /, or a full http(s) address marked external",
  toTooLong: tooLong("To", REDIRECT_URL_MAX),
  toExternalUnmarked: "To is outside this site: tick “external” to redirect there",
  toExternalNotUrl: "An external target must be a full http:// or https:// address",
  toGone: "A 410 (gone) redirect has no target",
  toBoth: "Give either To or a record to redirect to, not both",
  recordNotFound: "The record to redirect to does not exist",
  statusInvalid: mustBeOneOf("Status", redirectStatuses),
  noteTooLong: tooLong("Note", REDIRECT_NOTE_MAX),
  loop: "This redirect would make a loop: its target leads back to where it starts",
  duplicate: "A redirect from this address already exists",
  notFound: notFound("Redirect"),
  created: "Redirect created",
  updated: "Redirect updated",
  deleted: "Redirect deleted",
  imported: "Import finished",
  importEmpty: "The CSV holds no redirects",
  importTooLarge: `An import may hold at most ${REDIRECT_IMPORT_LINES_MAX} lines`,
  importUnreadable: "The CSV could not be read: check its quotes",
  importStatus: redirectImportMessages.importStatus,
  ignored: "Addresses ignored",
  pathsRequired: "Give at least one address to ignore",
} as const;
const m = redirectMessages;

/**
 * Addresses a redirect may never start from: the pages app/routes.ts declares without a parameter
 * (tests/unit/redirect-pages.test.ts keeps this list equal to that file), and whole areas the
 * server answers itself. A path under a page with a parameter (`/career/<old id>`) may be
 * redirected: an old record's address is exactly what a redirect is for.
 */
const englishPages = [
  "/",
  "/about",
  "/services",
  "/projects",
  "/project-details",
  "/products",
  "/product-details",
  "/career",
  "/contact",
  "/privacy",
  "/newsletter",
  "/newsletter/confirm",
  "/newsletter/unsubscribe",
  "/blog",
  "/blog/rss.xml",
  "/blog/feed.json",
] as const;
export const builtInPages: readonly string[] = [
  ...englishPages,
  "/sitemap.xml",
  "/robots.txt",
  "/admin",
  // Every translated language has the same pages under its prefix (issue 74).
  ...translatedLocales.flatMap((locale) => englishPages.map((path) => pathInLocale(path, locale))),
];
export const reservedPrefixes = ["/admin/", "/api/", "/assets/", "/uploads/"] as const;

/**
 * A requested path as redirects and the 404 log key it: without its query, and without a trailing
 * slash (the router ignores one). Cheap on purpose: it runs on every public GET.
 */
export function pathKey(url: string): string {
  const query = url.indexOf("?");
  let path = query === -1 ? url : url.slice(0, query);
  const hash = path.indexOf("#");
  if (hash !== -1) path = path.slice(0, hash);
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

const BASE = "http://site.invalid";

/**
 * A path as a browser sends it: dot segments resolved, anything outside ASCII percent-encoded (in
 * capitals), no trailing slash; undefined when it is no path of this site (`//host`, a scheme, a query, spaces).
 */
export function normalizeSitePath(input: string): string | undefined {
  if (!input.startsWith("/") || input.startsWith("//") || /[\s?#\\]/.test(input)) return undefined;
  try {
    const url = new URL(input, BASE);
    if (url.origin !== BASE) return undefined;
    // Escapes in capitals, as browsers send them (WordPress writes %d8%a7, a browser asks for %D8%A7).
    return pathKey(url.pathname.replace(/%[0-9a-f]{2}/gi, (code) => code.toUpperCase()));
  } catch {
    return undefined;
  }
}

/** A site target: a path with an optional query, both percent-encoded as a browser sends them. */
export function normalizeSiteTarget(input: string): string | undefined {
  if (!input.startsWith("/") || input.startsWith("//") || /[\s#\\]/.test(input)) return undefined;
  try {
    const url = new URL(input, BASE);
    return url.origin === BASE ? pathKey(url.pathname) + url.search : undefined;
  } catch {
    return undefined;
  }
}

/** A full http(s) URL, percent-encoded as a Location header must carry it; undefined when it is none. */
export function normalizeExternalUrl(input: string): string | undefined {
  if (!/^https?:\/\/[^/\s]+/i.test(input)) return undefined;
  try {
    return new URL(input).href;
  } catch {
    return undefined;
  }
}

export const isExternalUrl = (value: string) => /^https?:\/\/[^/\s]+/i.test(value);

/**
 * The site's own redirects, answered before any stored one (issue 68, ADR 0248): where feed readers
 * and people look for a feed first, and where a WordPress site kept its own, lead to the blog's RSS.
 */
export const builtInRedirects: ReadonlyMap<string, string> = new Map([
  ...blogPaths.shortcuts.map((path): [string, string] => [path, blogPaths.rss]),
]);

/** The target of a built-in redirect for a requested URL, if it is one (cheap: most URLs fail the first test). */
export function builtInRedirectOf(url: string): string | undefined {
  if (!blogPaths.shortcuts.some((path) => url.startsWith(path))) return undefined;
  return builtInRedirects.get(pathKey(url));
}

/**
 * Where a redirect sends a request, its query carried (issue 68): a campaign's `utm_…` survives every
 * hop. The target's own query words stay and win; the request's others are added after them.
 * `dropped` names words the redirect consumed (the `id` of a spec address, `p` of `/?p=12`).
 */
export function withRequestQuery(location: string, url: string, dropped: readonly string[] = []): string {
  const at = url.indexOf("?");
  if (at === -1) return location;
  const hash = url.indexOf("#", at);
  const asked = new URLSearchParams(url.slice(at + 1, hash === -1 ? undefined : hash));
  for (const name of dropped) asked.delete(name);
  if (asked.size === 0) return location;
  const ownAt = location.indexOf("?");
  const own = new URLSearchParams(ownAt === -1 ? "" : location.slice(ownAt + 1));
  for (const [name, value] of asked) if (!own.has(name)) own.append(name, value);
  return `${ownAt === -1 ? location : location.slice(0, ownAt)}?${own.toString()}`;
}

export function isBuiltInPage(path: string): boolean {
  return builtInPages.includes(path) || builtInRedirects.has(path) || isReservedArea(path);
}

/** The areas the server answers itself, whatever the query: never a redirect's start. */
const isReservedArea = (path: string) =>
  path === "/admin" || reservedPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);

/** A query word a redirect may start from (`p` of `/?p=12`): WordPress's and other old sites' plain links. */
const queryWordPattern = /^[A-Za-z0-9_.-]{1,40}$/;
const QUERY_VALUE_MAX = 200;

/**
 * Where a redirect starts: a path as `normalizeSitePath` makes it, or a path with one query word
 * (`/?p=12`, an old site's plain link), its value percent-encoded as the redirect table looks it up.
 * Only that word of a request's query must match; any other word is carried to the target.
 */
export function normalizeRedirectFrom(input: string): string | undefined {
  const query = input.indexOf("?");
  if (query === -1) return normalizeSitePath(input);
  const path = normalizeSitePath(input.slice(0, query) || "/");
  const words = [...new URLSearchParams(input.slice(query + 1))];
  const [word] = words;
  if (path === undefined || words.length !== 1 || !word) return undefined;
  const [name, value] = word;
  if (!queryWordPattern.test(name) || value === "" || value.length > QUERY_VALUE_MAX || /[\s#]/.test(value))
    return undefined;
  return queryFrom(path, name, value);
}

/** One query word as a redirect names it (`p=12`), its value percent-encoded. */
export const queryWordKey = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;
/** The key of a redirect starting at `path` with one query word. */
export const queryFrom = (path: string, name: string, value: string) => `${path}?${queryWordKey(name, value)}`;

/** Whether a redirect may start at `from`: a page of the site may be, only for one query word of its address. */
export function isForbiddenFrom(from: string): boolean {
  const query = from.indexOf("?");
  return query === -1 ? isBuiltInPage(from) : isReservedArea(from.slice(0, query));
}

/**
 * Addresses only a scanner asks for (issue 68): a script or config file (`.php`, `.env`, `.git`, a
 * backup), WordPress's back office, log-in, core and plugin or theme folders, and the usual admin
 * tools. Never what a moving owner must redirect: `/wp-content/uploads/…` (their pictures), old
 * permalinks (`/2019/05/post/`, `/category/x/`, `/?p=12`) and feeds stay on the log.
 */
const probePatterns = [
  /\.(?:php\d?|phtml|asp|aspx|jsp|cgi|env|ini|sql|bak|old|swp|git|htaccess|ds_store)(?:$|[/?])/i,
  /(?:^|\/)\.(?:env|git|svn|hg|aws|ssh|vscode|idea)(?:$|[/?])/i,
  /^\/(?:wp-admin|wp-login|wp-includes|wp-json)(?:$|[/?.])/i,
  /^\/wp-content\/(?:plugins|themes|mu-plugins|upgrade|cache|debug\.log)(?:$|[/?])/i,
  /^\/(?:xmlrpc|phpmyadmin|pma|myadmin|cgi-bin|vendor|owa|ecp|autodiscover|boaform|actuator|solr|HNAP1|console)(?:$|[/?.])/i,
];

export function isProbePath(path: string): boolean {
  return probePatterns.some((pattern) => pattern.test(path));
}

const pathField = z
  .string({ error: m.fromRequired })
  .trim()
  .min(1, { error: m.fromRequired, abort: true })
  .max(REDIRECT_PATH_MAX, { error: m.fromTooLong, abort: true })
  .transform((value, ctx) => {
    const from = normalizeRedirectFrom(value);
    if (from === undefined) {
      ctx.addIssue({ code: "custom", message: m.fromMalformed });
      return z.NEVER;
    }
    return from;
  })
  .refine((from) => !isForbiddenFrom(from), { error: m.fromRealPage })
  .describe("the address to answer: a path of this site (`/old-page`), or one with one query word (`/?p=12`)");

export const redirectRecordKinds = contentRecordKinds;
export const redirectRecordSchema = z.object({
  kind: z.enum(redirectRecordKinds),
  id: z.uuid({ error: m.recordNotFound }),
});
export type RedirectRecord = z.infer<typeof redirectRecordSchema>;

const statusField = z.literal(redirectStatuses, { error: m.statusInvalid });

const redirectFields = {
  from: pathField,
  to: text(m.toMalformed)
    .max(REDIRECT_URL_MAX, m.toTooLong)
    .optional()
    .describe("a site path (`/new?x=1`) or, when external, a full URL"),
  toRecord: redirectRecordSchema.nullable().optional().describe("a record whose current public address is the target"),
  external: z.boolean().optional().describe("true to allow a target outside the site"),
  status: statusField.default(301),
  note: multiLineText(m.noteTooLong).max(REDIRECT_NOTE_MAX, m.noteTooLong).optional(),
};

export const redirectCreateSchema = z.object(redirectFields);
export type RedirectCreate = z.infer<typeof redirectCreateSchema>;
export const redirectUpdateSchema = z.object({ ...redirectFields, status: statusField.optional() }).partial();
export type RedirectUpdate = z.infer<typeof redirectUpdateSchema>;

export const redirectDtoSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string().nullable().describe("the site path or URL given; null for a record target or a 410"),
  toRecord: redirectRecordSchema.nullable(),
  external: z.boolean(),
  status: z.literal(redirectStatuses),
  /** Where the redirect sends a visitor today (a record's current address), null for a 410. */
  location: z.string().nullable(),
  note: z.string(),
  automatic: z
    .boolean()
    .describe(
      "made by a rename (ADR 0249): a record's former address (toRecord is the record) or an author's former page",
    ),
  chained: z.boolean().describe("its target is itself redirected: a chain of two hops the manager flags (ADR 0249)"),
  hits: z.number().int(),
  lastHitAt: isoTimestamp.nullable(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type RedirectDto = z.infer<typeof redirectDtoSchema>;

export const redirectSortFields = ["from", "hits", "lastHitAt", "createdAt"] as const;
export const redirectListQuery = listPageQuery(redirectSortFields, "-createdAt").extend({
  format: z.enum(["csv"]).optional().describe("csv: every matching redirect as a spreadsheet"),
});

/** An import's body: the CSV's text (tabs and line breaks kept; control characters refused as in any text). */
export const redirectImportSchema = z.object({
  csv: multiLineText(m.importEmpty).max(REDIRECT_IMPORT_BYTES_MAX, m.importTooLarge),
});

/** One line of an import as the answer reports it: line 1 is the file's first. */
export const importLineSchema = z.object({
  line: z.number().int(),
  from: z.string(),
  outcome: z.enum(["created", "updated", "skipped", "refused"]),
  message: z.string().optional(),
});
export type ImportLine = z.infer<typeof importLineSchema>;
export const importAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    format: z
      .enum(redirectImportFormatNames as [RedirectImportFormat, ...RedirectImportFormat[]])
      .describe("which file it was read as: ours, redirection (the Redirection plugin), yoast or rankMath"),
    taken: z.number().int().describe("lines created or updated"),
    skipped: z.number().int().describe("lines left out on purpose (disabled on the old site)"),
    refused: z.number().int(),
    lines: z.array(importLineSchema),
  }),
});

export type RedirectImportAnswer = z.infer<typeof importAnswerSchema>;

/** The columns of the export, which the import reads back (by header, or in this order without one). */
export const redirectCsvColumns = ["from", "to", "status", "external", "note", "record"] as const;

/* ------------------------------------------------------------------ the rules of a save */

/** A redirect as the rules see it: where it starts, where it sends, how. */
export type RedirectRule = {
  id?: string;
  from: string;
  to: string | null;
  toRecord: RedirectRecord | null;
  external: boolean;
  status: RedirectStatus;
  note: string;
  /** Made by a rename (ADR 0249); absent: a person's. */
  automatic?: boolean;
};

/** The path a rule's site target lands on (its query left off), or undefined when it lands elsewhere. */
export function targetPath(rule: Pick<RedirectRule, "to" | "external" | "status" | "toRecord">): string | undefined {
  if (rule.status === 410 || rule.external || rule.toRecord || rule.to === null) return undefined;
  return pathKey(rule.to);
}

export type SavePlan =
  | { ok: true; rule: RedirectRule; repointed: RedirectRule[] }
  | { ok: false; message: string; path: string };

/**
 * Checks a redirect against the others (`rules`, by `from`, already one hop each) and works out what
 * to store: the target normalised, a target that is itself redirected followed to its end (A→B with
 * B→C stores A→C), and the redirects that end at the new one's `from` re-pointed past it (X→A becomes
 * X→C). Refused: a loop, a missing or unmarked external target, a target on a 410.
 */
/**
 * The `from` of every rule by the path it lands on: `planSave` finds the rules ending where a new one
 * starts in it instead of reading every rule (an import of thousands of redirects planned each
 * against all the others: quadratic, minutes for a WordPress site's 26,000, issue 68).
 */
export class RulesByLanding {
  private readonly froms = new Map<string, Set<string>>();

  constructor(rules: Iterable<RedirectRule>) {
    for (const rule of rules) this.add(rule);
  }

  /** Keeps the index in step when `rule` takes the place of `before` (none: a new rule). */
  replace(before: RedirectRule | undefined, rule: RedirectRule): void {
    if (before) {
      const at = lands(before);
      if (at !== undefined) this.froms.get(at)?.delete(before.from);
    }
    this.add(rule);
  }

  landingAt(path: string): Iterable<string> {
    return this.froms.get(path) ?? [];
  }

  private add(rule: RedirectRule): void {
    const at = lands(rule);
    if (at === undefined) return;
    const froms = this.froms.get(at) ?? new Set<string>();
    froms.add(rule.from);
    this.froms.set(at, froms);
  }
}

export function planSave(
  rules: ReadonlyMap<string, RedirectRule>,
  input: RedirectRule,
  byLanding?: RulesByLanding,
): SavePlan {
  const refuse = (message: string, path = "to"): SavePlan => ({ ok: false, message, path });
  let rule: RedirectRule = { ...input };
  if (rule.status === 410) {
    if ((rule.to !== null && rule.to !== "") || rule.toRecord) return refuse(m.toGone);
    rule = { ...rule, to: null, toRecord: null, external: false };
  } else if (rule.toRecord) {
    if (rule.to !== null && rule.to !== "") return refuse(m.toBoth);
    rule = { ...rule, to: null, external: false };
  } else {
    const to = rule.to ?? "";
    if (to === "") return refuse(m.toRequired);
    if (rule.external) {
      const url = normalizeExternalUrl(to);
      if (url === undefined) return refuse(m.toExternalNotUrl);
      rule = { ...rule, to: url };
    } else {
      if (isExternalUrl(to) || to.startsWith("//")) return refuse(m.toExternalUnmarked);
      const target = normalizeSiteTarget(to);
      if (target === undefined) return refuse(m.toMalformed);
      rule = { ...rule, to: target };
    }
  }
  // Follow a target that is itself redirected: the rules are one hop each, so one step reaches the end.
  const next = lands(rule);
  if (next === rule.from) return refuse(m.loop);
  const onward = next === undefined ? undefined : rules.get(next);
  if (onward && onward.status !== 410) {
    rule = { ...rule, to: onward.to, toRecord: onward.toRecord, external: onward.external };
    if (lands(rule) === rule.from) return refuse(m.loop);
  }
  // Re-point the redirects that end where this one starts.
  const repointed: RedirectRule[] = [];
  if (rule.status !== 410) {
    const candidates = byLanding
      ? [...byLanding.landingAt(rule.from)].flatMap((from) => rules.get(from) ?? [])
      : rules.values();
    for (const other of candidates) {
      if (other.from === rule.from || lands(other) !== rule.from) continue;
      if (lands(rule) === other.from) return refuse(m.loop);
      repointed.push({ ...other, to: rule.to, toRecord: rule.toRecord, external: rule.external });
    }
  }
  return { ok: true, rule, repointed };
}

const lands = (rule: RedirectRule) => targetPath(rule);

/* ------------------------------------------------------------------ the 404 log */

/** Distinct query strings and referring pages the log keeps of one address (the first seen). */
export const NOT_FOUND_QUERIES_PER_ADDRESS = 10;
export const NOT_FOUND_REFERRERS_PER_ADDRESS = 10;
/** A query string or referring page longer than this is cut (the log shows them, it does not replay them). */
export const NOT_FOUND_DETAIL_MAX = 300;

/**
 * Query words that only say where a visitor came from (campaigns, ad clicks, newsletters): the same
 * missing address with and without them is one address of the log.
 */
const trackingWords = new Set([
  "fbclid",
  "gclid",
  "gbraid",
  "wbraid",
  "dclid",
  "msclkid",
  "yclid",
  "twclid",
  "ttclid",
  "li_fat_id",
  "mc_cid",
  "mc_eid",
  "_ga",
  "_gl",
  "igshid",
  "srsltid",
  "ref",
  "ref_src",
]);
export const isTrackingWord = (name: string) =>
  name.toLowerCase().startsWith("utm_") || trackingWords.has(name.toLowerCase());

/**
 * The address a 404 is logged under (issue 68): its path as redirects key it, with the query words
 * that change what is asked for (`/blog?page=2` is not `/blog`, which works), without those that
 * only track a visit (`/old?utm_source=x` is `/old`).
 */
export function notFoundAddress(url: string): string {
  const path = pathKey(url);
  const query = url.indexOf("?");
  if (query === -1) return path;
  const hash = url.indexOf("#", query);
  const words = new URLSearchParams(url.slice(query + 1, hash === -1 ? undefined : hash));
  for (const name of [...words.keys()]) if (isTrackingWord(name)) words.delete(name);
  const kept = words.toString();
  return kept === "" ? path : `${path}?${kept}`;
}

/** The page that linked to an address, as the log keeps it: its origin and path, never its query. */
export function referringPage(referer: string | undefined): string | null {
  if (referer === undefined || referer === "") return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return `${url.origin}${url.pathname}`.slice(0, NOT_FOUND_DETAIL_MAX);
  } catch {
    return null;
  }
}

export const notFoundRowSchema = z.object({
  path: z.string().describe("the address: its path, and the query words that change what is asked for"),
  hits: z.number().int(),
  firstSeen: isoTimestamp,
  lastSeen: isoTimestamp,
  referrerHost: z.string().nullable().describe("the host of the last page that linked here"),
  queries: z
    .array(z.object({ query: z.string(), hits: z.number().int() }))
    .describe(`the query strings it was asked with (the first ${NOT_FOUND_QUERIES_PER_ADDRESS}), most seen first`),
  referrers: z
    .array(z.object({ referrer: z.string(), hits: z.number().int() }))
    .describe(
      `the pages that linked here (origin and path, the first ${NOT_FOUND_REFERRERS_PER_ADDRESS}), most seen first`,
    ),
  probe: z.boolean().describe("an address only scanners ask for (/wp-admin, .php, .env …)"),
  ignored: z.boolean(),
});
export type NotFoundRow = z.infer<typeof notFoundRowSchema>;

const flag = (description: string) =>
  z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true"))
    .describe(description);

export const notFoundListQuery = listPageQuery(["hits", "lastSeen", "firstSeen", "path"], "-hits").extend({
  ignored: flag("true: only the ignored addresses; false (default): only those not ignored"),
  probes: flag("false: leave out scanners' addresses; true: only those; absent: both"),
});

export const ignorePathsSchema = z.object({
  paths: z
    .array(text(m.pathsRequired).max(REDIRECT_PATH_MAX * 2), { error: m.pathsRequired })
    .min(1, m.pathsRequired)
    .max(1000),
  ignored: z.boolean().default(true).describe("false brings the addresses back to the list"),
});
