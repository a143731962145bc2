import { createHash } from "node:crypto";
import { videoPlayers } from "../../domain/blocks.ts";
import { MAP_TILES } from "../../domain/public-site.ts";

/**
 * A page's bytes read one character per byte. Its markup is ASCII, so it is found and rewritten as
 * in the decoded text, without decoding the UTF-8 of a 150 KB page (about 1 ms) and encoding it again;
 * `pageBytes` gives back the very same bytes, and a hash of a part is the hash of its UTF-8.
 */
export const pageMarkup = (bytes: Buffer): string => bytes.toString("latin1");
export const pageBytes = (markup: string): Buffer => Buffer.from(markup, "latin1");

/**
 * Hashes already computed, by the markup hashed. A page's inline parts are nearly all the same on
 * every render (its 60 KB stylesheet above all), so each is hashed once per process rather than
 * once per render. Bounded: emptied when it holds more than this many.
 */
const knownHashes = new Map<string, string>();
const KNOWN_HASHES_LIMIT = 1000;

function sha256(markup: string): string {
  let known = knownHashes.get(markup);
  if (known === undefined) {
    if (knownHashes.size >= KNOWN_HASHES_LIMIT) knownHashes.clear();
    known = `'sha256-${createHash("sha256").update(markup, "latin1").digest("base64")}'`;
    knownHashes.set(markup, known);
  }
  return known;
}

/** Script types a browser runs; other types (JSON-LD, the hydration JSON) are data, not code. */
const runnableScript = /^(?:|module|text\/javascript|application\/javascript)$/i;

const inlineScripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const inlineStyles = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const styleAttributes = /\sstyle="([^"]*)"/g;

/** React writes attribute values with these five escapes; the browser hashes what they stand for. */
const unescapeAttribute = (value: string) =>
  value.replace(
    /&(amp|quot|#x27|lt|gt);/g,
    (_, name: string) => ({ amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" })[name] ?? "",
  );

function typeOf(attributes: string): string {
  return /\stype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1] ?? /\stype\s*=\s*'([^']*)'/i.exec(attributes)?.[1] ?? "";
}

/** The hashes of everything inline a page (`pageMarkup`) needs: its scripts, style blocks and style attributes. */
export function inlineHashes(html: string) {
  const scripts = new Set<string>();
  for (const [, attributes, body] of html.matchAll(inlineScripts)) {
    if (/\ssrc\s*=/i.test(attributes) || !runnableScript.test(typeOf(attributes))) continue;
    scripts.add(sha256(body));
  }
  const styles = new Set([...html.matchAll(inlineStyles)].map(([, body]) => sha256(body)));
  const attributes = new Set([...html.matchAll(styleAttributes)].map(([, value]) => sha256(unescapeAttribute(value))));
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...attributes] };
}

/** The video players a page's video blocks load when pressed (server/blocks/render-html.ts): its only frames. */
const playersOf = (html: string) =>
  Object.values(videoPlayers)
    .map((player) => player.origin)
    .filter((origin) => html.includes(`data-player="${origin}/`));

/**
 * The Content-Security-Policy of one rendered page (docs/decisions/0055). Inline code runs only if
 * this very page rendered it: each inline script, style block and style attribute is allowed by its
 * hash, computed when the page is rendered and stored with it, so a cached page keeps a policy that
 * matches its bytes. Everything else comes from this origin, but the map's tiles. `html` is the
 * page's `pageMarkup`.
 */
export function pageSecurityPolicy(html: string, options: { https: boolean; backOffice?: boolean }): string {
  const { scripts, styles, styleAttributes: attributes } = inlineHashes(html);
  const attributeHashes = attributes.length > 0 ? ["'unsafe-hashes'", ...attributes] : [];
  const players = playersOf(html);
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...scripts],
    ["script-src-attr", "'none'"],
    // Browsers without the -elem/-attr directives fall back to this one, which allows both lists.
    ["style-src", "'self'", ...styles, ...attributeHashes],
    ["style-src-elem", "'self'", ...styles],
    ["style-src-attr", ...(attributes.length > 0 ? attributeHashes : ["'none'"])],
    ["img-src", "'self'", "data:", "blob:", MAP_TILES.origin],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    ["media-src", "'self'"],
    ["manifest-src", "'self'"],
    ["worker-src", "'none'"],
    // The back office frames this origin's own answers (a campaign's e-mail preview, ADR 0278).
    [
      "frame-src",
      ...(options.backOffice ? ["'self'"] : []),
      ...(players.length > 0 || options.backOffice ? players : ["'none'"]),
    ],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
  ];
  if (options.https) directives.push(["upgrade-insecure-requests"]);
  return directives.map((directive) => directive.join(" ")).join("; ");
}
