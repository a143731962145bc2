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
