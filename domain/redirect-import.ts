/** The statuses a redirect answers with (domain/redirects.ts, which builds on this file). */
type RedirectStatus = 301 | 302 | 410;

/**
 * The redirect files an import reads (issue 68, ADR 0246): ours and the exports of the WordPress
 * plugins a moving owner has, each known by its header. What the import dialog says it takes, and
 * what the server reads, are this one list.
 */

export const redirectImportFormats = {
  ours: {
    name: "This site's export",
    header: "from,to,status",
    more: "external, note and record columns are read when present",
  },
  redirection: {
    name: "Redirection plugin (Tools › Redirection › Import/Export › CSV)",
    header: "source,target,regex,code,type,hits,title,status",
    more: "the title becomes the note; disabled redirects are skipped",
  },
  yoast: {
    name: "Yoast SEO Premium (SEO › Redirects › Export)",
    header: "Origin,Target,Type,Format",
    more: "plain redirects; regular expressions are refused",
  },
  rankMath: {
    name: "Rank Math (Redirections › Export › CSV)",
    header: "id,source,matching,destination,type,category,status,ignore",
    more: "exact matches; several sources in one row each become a redirect; inactive ones are skipped",
  },
} as const;
export type RedirectImportFormat = keyof typeof redirectImportFormats;
export const redirectImportFormatNames = Object.keys(redirectImportFormats) as RedirectImportFormat[];

export const redirectImportMessages = {
  unknownHeader: `The first line does not name the columns of a file we know. Accepted headers: ${Object.values(
    redirectImportFormats,
  )
    .map((format) => format.header)
    .join(" · ")}`,
  regex: "Regular expressions are not imported: add the addresses they matched one by one",
  notExact: (matching: string) => `Only exact addresses are imported (this one matches by “${matching}”)`,
  notFound: "A 404 needs no redirect: the address answers 404 without one",
  statusUnsupported: (code: string) =>
    `Status ${code || "(none)"} is not one we redirect with: 301, 302, 307, 308 or 410`,
  actionUnsupported: (type: string) => `Only redirects to an address are imported (this one is “${type}”)`,
  disabled: "Disabled on the old site: not imported",
  sourceMissing: "The line has no address to redirect from",
  importStatus: "Status must be 301, 302 or 410",
} as const;
const m = redirectImportMessages;

/** A line of a file read in its format: the redirect it asks for, a reason to skip it, or why it is refused. */
export type ReadLine =
  | {
      kind: "redirect";
      from: string;
      to: string;
      status: RedirectStatus;
      note: string;
      external?: boolean;
      record?: string;
    }
  | { kind: "skip"; from: string; message: string }
  | { kind: "refuse"; from: string; message: string };

type Cells = (column: string) => string;

/**
 * Which file a header names (its cells lowercased and trimmed), or undefined. Ours is checked first:
 * `from`/`to` are its words alone; the plugins' are told apart by their own.
 */
export function formatOfHeader(header: readonly string[]): RedirectImportFormat | undefined {
  const has = (...names: string[]) => names.every((name) => header.includes(name));
  if (has("from", "to")) return "ours";
  if (has("source", "target")) return "redirection";
  if (has("origin", "target")) return "yoast";
  if (has("source", "destination")) return "rankMath";
  return undefined;
}

/** A plugin's status code as ours: 308 is a 301, 303 and 307 are 302s; undefined for anything else. */
function statusOf(code: string): RedirectStatus | undefined {
  if (code === "" || code === "301" || code === "308") return 301;
  if (code === "302" || code === "303" || code === "307") return 302;
  if (code === "410") return 410;
  return undefined;
}

/**
 * A plugin's address as a path of this site: a full URL of the old site keeps its path and query
 * (the owner moves the same domain), a path without its leading slash gets one (Rank Math stores
 * them so).
 */
export function pluginPath(value: string): string {
  const trimmed = value.trim();
  if (trimmed === "") return "";
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      const url = new URL(trimmed);
      return `${url.pathname}${url.search}`;
    } catch {
      return trimmed;
    }
  }
  return trimmed.startsWith("/") ? trimmed : `/${trimmed}`;
}

/** A refused status: a 404 and a 451 say something else than "moved". */
const refusedStatus = (from: string, code: string): ReadLine =>
  ({ kind: "refuse", from, message: code === "404" ? m.notFound : m.statusUnsupported(code) }) as const;

/** A redirect, or a gone address (410), read from a plugin's cells. */
function redirectOf(from: string, to: string, code: string, note = ""): ReadLine {
  if (from === "") return { kind: "refuse", from, message: m.sourceMissing };
  const status = statusOf(code);
  if (status === undefined) return refusedStatus(from, code);
  return { kind: "redirect", from, to: status === 410 ? "" : to, status, note };
}

function redirectionLine(cell: Cells): ReadLine[] {
  const from = cell("source");
  if (cell("regex") === "1") return [{ kind: "refuse", from, message: m.regex }];
  const type = cell("type").toLowerCase();
  if (type !== "" && type !== "url" && type !== "error")
    return [{ kind: "refuse", from, message: m.actionUnsupported(type) }];
  if (cell("status").toLowerCase() === "disabled") return [{ kind: "skip", from, message: m.disabled }];
  return [redirectOf(pluginPath(from), cell("target"), cell("code"), cell("title"))];
}

function yoastLine(cell: Cells): ReadLine[] {
  const from = cell("origin");
  if (cell("format").toLowerCase() === "regex") return [{ kind: "refuse", from, message: m.regex }];
  return [redirectOf(pluginPath(from), cell("target"), cell("type"))];
}

/** Rank Math keeps one row per redirect, several sources as a JSON list of `{ pattern, comparison }`. */
function rankMathSources(cell: Cells): { pattern: string; comparison: string }[] {
  const source = cell("source");
  if (source.startsWith("[") && source.endsWith("]")) {
    try {
      const listed: unknown = JSON.parse(source);
      if (Array.isArray(listed)) {
        const sources = listed.flatMap((entry) =>
          typeof entry === "object" && entry !== null && "pattern" in entry && typeof entry.pattern === "string"
            ? [
                {
                  pattern: entry.pattern,
                  comparison:
                    "comparison" in entry && typeof entry.comparison === "string" ? entry.comparison : cell("matching"),
                },
              ]
            : [],
        );
        if (sources.length > 0) return sources;
      }
    } catch {
      // Not a list after all: the cell is one address.
    }
  }
  return [{ pattern: source, comparison: cell("matching") }];
}

function rankMathLines(cell: Cells): ReadLine[] {
  const inactive = !["", "active"].includes(cell("status").toLowerCase());
  return rankMathSources(cell).map(({ pattern, comparison }): ReadLine => {
    const matching = comparison.trim().toLowerCase();
    if (matching === "regex") return { kind: "refuse", from: pattern, message: m.regex };
    if (matching !== "" && matching !== "exact")
      return { kind: "refuse", from: pattern, message: m.notExact(matching) };
    if (inactive) return { kind: "skip", from: pattern, message: m.disabled };
    return redirectOf(pluginPath(pattern), cell("destination"), cell("type"));
  });
}

const ourStatuses = new Map<string, RedirectStatus>([
  ["", 301],
  ["301", 301],
  ["302", 302],
  ["410", 410],
]);

/** Our own file: the API's words, strictly (a path must start with /, a status be one we answer with). */
function ourLine(cell: Cells): ReadLine[] {
  const from = cell("from");
  const status = ourStatuses.get(cell("status"));
  if (status === undefined) return [{ kind: "refuse", from, message: m.importStatus }];
  return [
    {
      kind: "redirect",
      from,
      to: cell("to"),
      status,
      note: cell("note"),
      external: /^(?:true|yes|1)$/i.test(cell("external")),
      record: cell("record"),
    },
  ];
}

/** The redirects (or reasons) one record of a file asks for, read the way its format writes them. */
export const readLineOf: Record<RedirectImportFormat, (cell: Cells) => ReadLine[]> = {
  ours: ourLine,
  redirection: redirectionLine,
  yoast: yoastLine,
  rankMath: rankMathLines,
};
