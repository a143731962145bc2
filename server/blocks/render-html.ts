import { type BlockDocument, type BlockNode, callToActionDefault, textOf, videoPlayers } from "../../domain/blocks.ts";
import { responsiveImage } from "../../domain/images.ts";
import type { PictureWords } from "../../domain/picture-words.ts";
import { slugFrom } from "../../domain/slug-from-name.ts";

/** A heading of the document, for its table of contents. */
export type DocumentHeading = { level: number; id: string; text: string };
/** A question of an FAQ block, for the page's FAQPage JSON-LD. */
export type DocumentQuestion = { question: string; answer: string };

/** The HTML of a live block (a list of our own content), which the page that renders it supplies. */
export type LiveLists = (list: string, count: number) => string;

export type RenderedDocument = { html: string; headings: DocumentHeading[]; questions: DocumentQuestion[] };

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

const attrsOf = (attributes: Record<string, string | number | undefined>) =>
  Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("");

export const stringAttr = (node: BlockNode, name: string) => {
  const value = node.attrs?.[name];
  return typeof value === "string" ? value : "";
};
const numberAttr = (node: BlockNode, name: string, fallback: number) => {
  const value = node.attrs?.[name];
  return typeof value === "number" ? value : fallback;
};

/** The blocks that are only their children in one element, and that element (a page's and an e-mail's alike). */
const plainElements = {
  bulletList: "ul",
  orderedList: "ol",
  listItem: "li",
  blockquote: "blockquote",
  tableRow: "tr",
  tableHeader: "th",
  tableCell: "td",
} as const;

/** A plain block's HTML: its children's in its element. */
export const inElement = (type: keyof typeof plainElements, children: string) =>
  `<${plainElements[type]}>${children}</${plainElements[type]}>`;

const isOutside = (href: string) => /^https?:/.test(href);

/** A text node (or line break) as HTML, its marks applied; `link` wraps the words of a link mark. */
export function inlineHtml(node: BlockNode, link: (href: string, html: string) => string): string {
  if (node.type === "hardBreak") return "<br>";
  let html = escapeHtml(node.text ?? "");
  for (const mark of node.marks ?? []) {
    if (mark.type === "bold") html = `<strong>${html}</strong>`;
    else if (mark.type === "italic") html = `<em>${html}</em>`;
    else if (mark.type === "code") html = `<code>${html}</code>`;
    else if (mark.type === "link" && mark.attrs) html = link(mark.attrs.href, html);
  }
  return html;
}

const inline = (node: BlockNode) =>
  inlineHtml(node, (href, html) => {
    const outside = isOutside(href) ? { rel: "noopener noreferrer", target: "_blank" } : {};
    return `<a${attrsOf({ href, ...outside })}>${html}</a>`;
  });

/** The media library's words and sizes of the pictures a document shows, by address (ADR 0235). */
export type DocumentPictures = ReadonlyMap<string, PictureWords>;

/**
 * The alt text a block picture is shown with (ADR 0235): its own words for this use, else the
 * library's (none for a picture the library marks decorative).
 */
export function blockPictureAlt(own: string, words: PictureWords | undefined): string {
  if (own.trim() !== "") return own;
  if (!words || words.decorative) return "";
  return words.alt.trim();
}

type Picture = { src: string; alt: string };
const picturesOf = (node: BlockNode): Picture[] => {
  const pictures = node.attrs?.pictures;
  if (!Array.isArray(pictures)) return [];
  return pictures.flatMap((picture): Picture[] =>
    typeof picture?.src === "string" && typeof picture?.alt === "string"
      ? [{ src: picture.src, alt: picture.alt }]
      : [],
  );
};

const videoAddress = (provider: string, id: string) => {
  const player = provider === "vimeo" ? videoPlayers.vimeo : videoPlayers.youtube;
  return `${player.origin}${player.address(id)}`;
};

/** A video's own page at its provider, where a feed reader's link goes (no player runs in a reader). */
const videoPage = (provider: string, id: string) =>
  provider === "vimeo"
    ? `https://vimeo.com/${encodeURIComponent(id)}`
    : `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;

/**
 * Where a document is shown: a page of the site (a video is its still and a play button the page's
 * script turns into the player), or a feed read elsewhere, which runs no script (a video is a link
 * to it, with its still).
 */
export type RenderTarget = "page" | "feed";

/**
 * Renders a checked document to HTML on the server (ADR 0196): escaped text, headings with anchors
 * for the table of contents, an FAQ's questions for its JSON-LD, a video as its still and a play
 * button (the player's address waits in a data attribute: nothing is asked of the provider before
 * the click) — in a feed, a link to the video with its still. Every picture carries the library's
 * width and height, and its alt text (ADR 0235). Only what `checkDocument` answered may come in.
 */
export function renderDocument(
  document: BlockDocument,
  live: LiveLists = () => "",
  target: RenderTarget = "page",
  pictures: DocumentPictures = new Map(),
): RenderedDocument {
  const headings: DocumentHeading[] = [];
  const questions: DocumentQuestion[] = [];
  const taken = new Map<string, number>();
  const anchor = (text: string) => {
    const base = slugFrom(text, "section");
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };

  /** A library picture with its width and height (the browser keeps its place: no layout shift). */
  const pictureTag = (src: string, own: string | null, sizes: string) => {
    const { srcSet } = responsiveImage(src);
    const words = pictures.get(src);
    const alt = own === null ? "" : blockPictureAlt(own, words);
    const size = { width: words?.width ?? undefined, height: words?.height ?? undefined };
    return `<img${attrsOf({ src, srcset: srcSet, sizes, alt, ...size, loading: "lazy", decoding: "async" })}>`;
  };
  const children = (node: BlockNode) => (node.content ?? []).map(block).join("");
  const inlines = (node: BlockNode) => (node.content ?? []).map(inline).join("");

  function block(node: BlockNode): string {
    switch (node.type) {
      case "paragraph":
        return `<p>${inlines(node)}</p>`;
      case "heading": {
        const level = numberAttr(node, "level", 2);
        const text = textOf(node);
        const id = anchor(text);
        headings.push({ level, id, text });
        return `<h${level} id="${id}">${inlines(node)}</h${level}>`;
      }
      case "bulletList":
      case "listItem":
      case "blockquote":
      case "tableRow":
        return inElement(node.type, children(node));
      case "orderedList": {
        const start = numberAttr(node, "start", 1);
        return `<ol${attrsOf({ start: start === 1 ? undefined : start })}>${children(node)}</ol>`;
      }
      case "codeBlock": {
        const language = stringAttr(node, "language");
        return `<pre><code${attrsOf({ class: language ? `language-${language}` : undefined })}>${inlines(node)}</code></pre>`;
      }
      case "horizontalRule":
        return "<hr>";
      case "callout":
        return `<aside class="callout callout-${stringAttr(node, "tone") || "info"}" role="note">${children(node)}</aside>`;
      case "table":
        return `<div class="table-scroll"><table><tbody>${children(node)}</tbody></table></div>`;
      case "tableHeader":
      case "tableCell": {
        const tag = node.type === "tableHeader" ? "th" : "td";
        const colspan = numberAttr(node, "colspan", 1);
        const rowspan = numberAttr(node, "rowspan", 1);
        const spans = {
          colspan: colspan === 1 ? undefined : colspan,
          rowspan: rowspan === 1 ? undefined : rowspan,
          scope: tag === "th" ? "col" : undefined,
        };
        return `<${tag}${attrsOf(spans)}>${children(node)}</${tag}>`;
      }
      case "picture": {
        const caption = stringAttr(node, "caption");
        const image = pictureTag(stringAttr(node, "src"), stringAttr(node, "alt"), "(min-width: 768px) 46rem, 100vw");
        return `<figure>${image}${caption ? `<figcaption>${escapeHtml(caption)}</figcaption>` : ""}</figure>`;
      }
      case "gallery":
        return `<ul class="gallery">${picturesOf(node)
          .map((picture) => `<li>${pictureTag(picture.src, picture.alt, "(min-width: 768px) 23rem, 50vw")}</li>`)
          .join("")}</ul>`;
      case "video": {
        const title = stringAttr(node, "title");
        const poster = stringAttr(node, "poster");
        const player = videoAddress(stringAttr(node, "provider"), stringAttr(node, "id"));
        const still = poster ? pictureTag(poster, null, "(min-width: 768px) 46rem, 100vw") : "";
        if (target === "feed") {
          const words = title ? `Watch the video: ${escapeHtml(title)}` : "Watch the video";
          const page = videoPage(stringAttr(node, "provider"), stringAttr(node, "id"));
          return `<p class="video"><a${attrsOf({ href: page })}>${still ? `${still}<br>` : ""}${words}</a></p>`;
        }
        return `<div class="video" data-player="${escapeHtml(player)}"><button type="button"${attrsOf({
          "aria-label": title ? `Play video: ${title}` : "Play video",
        })}>${still}<span class="video-play" aria-hidden="true"></span></button></div>`;
      }
      case "callToAction": {
        const text = stringAttr(node, "text");
        const href = stringAttr(node, "href") || callToActionDefault;
        const outside = isOutside(href) ? { rel: "noopener noreferrer", target: "_blank" } : {};
        return `<div class="call-to-action">${text ? `<p>${escapeHtml(text)}</p>` : ""}<a${attrsOf({ class: "button", href, ...outside })}>${escapeHtml(stringAttr(node, "label"))}</a></div>`;
      }
      case "columns":
        return `<div class="columns columns-${node.content?.length ?? 2}">${children(node)}</div>`;
      case "column":
        return `<div class="column">${children(node)}</div>`;
      case "faq":
        return `<div class="faq">${children(node)}</div>`;
      case "faqItem": {
        const question = stringAttr(node, "question");
        questions.push({ question, answer: (node.content ?? []).map(textOf).join(" ") });
        return `<details><summary>${escapeHtml(question)}</summary>${children(node)}</details>`;
      }
      case "liveList":
        return live(stringAttr(node, "list"), numberAttr(node, "count", 3));
      case "text":
      case "hardBreak":
        return inline(node);
    }
  }

  return { html: document.content.map(block).join(""), headings, questions };
}
