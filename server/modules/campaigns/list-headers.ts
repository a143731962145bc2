import { SITE_NAME } from "../../../domain/public-site.ts";

/** Where one message's recipient can leave: the one-click address, the page, and the mailto request. */
export type UnsubscribeAddresses = { oneClick: string; page: string; mailto: string };

/** The three unsubscribe addresses of a signed token (ADR 0261). */
export function unsubscribeAddresses(
  token: string,
  site: { publicUrl: string; bounceAddress: string },
): UnsubscribeAddresses {
  const query = `token=${encodeURIComponent(token)}`;
  return {
    oneClick: `${site.publicUrl}/api/v1/newsletter/unsubscribe?${query}`,
    page: `${site.publicUrl}/newsletter/unsubscribe?${query}`,
    mailto: `mailto:${site.bounceAddress}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  };
}

/**
 * The list headers of every newsletter message (RFC 2369, RFC 8058, RFC 2919): the https one-click
 * address and the mailto request, `List-Unsubscribe-Post` so mail programs POST instead of opening
 * the link, and the list's id (which Gmail uses to group and to offer its own unsubscribe button).
 */
export const listHeaders = (addresses: UnsubscribeAddresses, domain: string): Record<string, string> => ({
  "List-Unsubscribe": `<${addresses.oneClick}>, <${addresses.mailto}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  "List-Id": `${SITE_NAME} newsletter <newsletter.${domain}>`,
});
