export type Encoding = "br" | "gzip" | "identity";

const chosen = new Map<string, Encoding>();
/** Browsers send a handful of distinct headers; the answer for each is remembered, within a bound. */
const MAX_REMEMBERED = 64;

/** The q-value the header gives a coding: its own entry, else the `*` entry, else 0 (not acceptable). */
function qualityOf(header: string, coding: string): number {
  let wildcard = 0;
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    if (name !== coding && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    const quality = Number.isFinite(value) ? value : 0;
    if (name === coding) return quality;
    wildcard = quality;
  }
  return wildcard;
}

function negotiate(header: string): Encoding {
  const br = qualityOf(header, "br");
  const gzip = qualityOf(header, "gzip");
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** The content coding to send for an Accept-Encoding header (RFC 9110 §12.5.3): brotli when it is as welcome as gzip. */
export function preferredEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  const known = chosen.get(header);
  if (known) return known;
  const encoding = negotiate(header);
  if (chosen.size < MAX_REMEMBERED) chosen.set(header, encoding);
  return encoding;
}
