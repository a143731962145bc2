/**
 * A body shown outside the site (a feed reader) with every address of the site made full: links,
 * pictures and each candidate of a `srcset` (issue 68). The HTML is the block renderer's own, whose
 * attributes are always double-quoted and escaped, so an attribute's value never holds a `"`.
 */
const addressAttributes = /(\s(?:href|src|poster|data-player)=")(\/(?!\/)[^"]*)"/g;
const srcsetAttribute = /(\ssrcset=")([^"]*)"/g;

const full = (origin: string, address: string) =>
  address.startsWith("/") && !address.startsWith("//") ? `${origin}${address}` : address;

export function withAbsoluteUrls(html: string, origin: string): string {
  return html
    .replace(addressAttributes, (_match, start: string, path: string) => `${start}${origin}${path}"`)
    .replace(srcsetAttribute, (_match, start: string, candidates: string) => {
      const made = candidates
        .split(",")
        .map((candidate) => {
          const [address = "", ...descriptor] = candidate.trim().split(/\s+/);
          return [full(origin, address), ...descriptor].join(" ");
        })
        .join(", ");
      return `${start}${made}"`;
    });
}
