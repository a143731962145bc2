/** The authority and the rest of an absolute-form request target (`http://host/path?query`). */
const absoluteForm = /^https?:\/\/([^/?#]*)(.*)$/is;

/**
 * RFC 9112 §3.2.2 lets a client name the whole URL in the request line. One that names the host the
 * request is addressed to (its Host header) is answered as its path; any other target is left as it
 * came and refused as a bad target (we are no proxy; ADR 0061).
 */
export function originFormOf(target: string, host: string | undefined): string {
  const match = absoluteForm.exec(target);
  if (!match || !host || match[1].toLowerCase() !== host.toLowerCase()) return target;
  const rest = match[2];
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** Only an origin-form target (`/path?query`) names something this server can answer. */
export const isOriginForm = (target: string): boolean => target.startsWith("/");

/** A `%` not followed by two hex digits: read as itself in a query (ADR 0061), so it is no escape here. */
const strayPercent = /%(?![0-9A-Fa-f]{2})/g;

/**
 * Whether a target's path and query decode to text anything here can hold: UTF-8 without a NUL
 * (ADR 0265). PostgreSQL keeps no NUL in text, and bytes that are not UTF-8 are nothing a visitor
 * typed; such a target is refused once, here, before a lookup, a redirect or a log sees it. A target
 * without an escape is read as it came (Node's parser lets no raw NUL through), which keeps the
 * check off the cost of an ordinary request.
 */
export function isReadableTarget(target: string): boolean {
  if (!target.includes("%")) return !target.includes("\0");
  try {
    return !decodeURIComponent(target.replace(strayPercent, "%25")).includes("\0");
  } catch {
    // URIError: the escapes spell bytes that are not UTF-8 (`%FF`, a lone surrogate's `%ED%A0%80`).
    return false;
  }
}
