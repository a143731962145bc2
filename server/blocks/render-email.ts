import { type BlockDocument, type BlockNode, calloutTones, callToActionDefault, textOf } from "../../domain/blocks.ts";
import {
  blockPictureAlt,
  type DocumentPictures,
  escapeHtml,
  inElement,
  inlineHtml,
  stringAttr,
} from "./render-html.ts";

/**
 * How an e-mail's links leave: each address (already absolute) made into what the message carries
 * (a campaign's counted redirect, ADR 0264). The identity when nothing is counted.
 */
export type LinkMap = (absoluteHref: string) => string;

export type EmailContext = {
  /** PUBLIC_URL: a mail program has no page to resolve `/contact` or `/uploads/…` against. */
  publicUrl: string;
  link: LinkMap;
  /** The library's words of the document's pictures: a picture's alt text is its own, else the library's (ADR 0235). */
  pictures?: DocumentPictures;
};

/** Where a live list's readers go from a message: the page that lists them, since a message cannot run a query. */
const liveListPages: Record<string, { path: string; label: string }> = {
  services: { path: "/services", label: "See our services" },
  projects: { path: "/projects", label: "See our latest projects" },
  jobs: { path: "/career", label: "See our open jobs" },
  articles: { path: "/blog", label: "Read our latest articles" },
};

const videoPages = {
  youtube: (id: string) => `https://www.youtube.com/watch?v=${id}`,
  vimeo: (id: string) => `https://vimeo.com/${id}`,
} as const;

/** An address a mail program can open: the site's own paths made absolute, anchors dropped (a message has no sections to jump to). */
export function absoluteHref(href: string, publicUrl: string): string | null {
  if (href.startsWith("#")) return null;
  if (href.startsWith("/")) return `${publicUrl}${href}`;
  return href;
}

/**
 * A block document as e-mail HTML (issue 72): the same blocks as the page renderer, in markup mail
 * programs keep — plain tags whose look the layout's stylesheet gives (inlined by juice), tables for
 * callouts, galleries and buttons, absolute addresses, pictures at the column's width. What a mail
 * program cannot do is made a link: a video is its still (or a button) to the provider's page, a
 * live list a link to the page that lists it.
 */
export function renderEmailBlocks(document: BlockDocument, context: EmailContext): string {
  const href = (raw: string) => {
    const absolute = absoluteHref(raw, context.publicUrl);
    return absolute && /^(https?:|mailto:|tel:)/.test(absolute) ? context.link(absolute) : null;
  };
  const image = (src: string, own: string, width: number) => {
    const alt = blockPictureAlt(own, context.pictures?.get(src));
    return `<img src="${escapeHtml(absoluteHref(src, context.publicUrl) ?? src)}" alt="${escapeHtml(alt)}" width="${width}" class="picture">`;
  };
  const button = (target: string, label: string) =>
    `<table role="presentation" class="button"><tr><td><a href="${escapeHtml(target)}">${escapeHtml(label)}</a></td></tr></table>`;

  const inline = (node: BlockNode) =>
    inlineHtml(node, (raw, html) => {
      const target = href(raw);
      return target ? `<a href="${escapeHtml(target)}">${html}</a>` : html;
    });
  const inlines = (node: BlockNode) => (node.content ?? []).map(inline).join("");
  const children = (node: BlockNode) => (node.content ?? []).map(block).join("");

  function block(node: BlockNode): string {
    switch (node.type) {
      case "paragraph":
        return `<p>${inlines(node)}</p>`;
      case "heading": {
        const level = node.attrs?.level === 3 || node.attrs?.level === 4 ? node.attrs.level : 2;
        return `<h${level}>${inlines(node)}</h${level}>`;
      }
      case "bulletList":
      case "orderedList":
      case "listItem":
      case "blockquote":
      case "tableRow":
      case "tableHeader":
      case "tableCell":
        return inElement(node.type, children(node));
      case "codeBlock":
        return `<pre>${inlines(node)}</pre>`;
      case "horizontalRule":
        return "<hr>";
      case "callout": {
        const tone = stringAttr(node, "tone") || "info";
        const label = calloutTones[tone as keyof typeof calloutTones] ?? calloutTones.info;
        return `<table role="presentation" class="callout callout-${escapeHtml(tone)}"><tr><td><p class="callout-label">${escapeHtml(label)}</p>${children(node)}</td></tr></table>`;
      }
      case "table":
        return `<table class="data">${children(node)}</table>`;
      case "picture": {
        const caption = stringAttr(node, "caption");
        return `${image(stringAttr(node, "src"), stringAttr(node, "alt"), 560)}${caption ? `<p class="caption">${escapeHtml(caption)}</p>` : ""}`;
      }
      case "gallery": {
        const pictures = Array.isArray(node.attrs?.pictures) ? node.attrs.pictures : [];
        const cells = pictures.map(
          (picture: { src?: unknown; alt?: unknown }) =>
            `<td class="gallery-cell">${image(String(picture.src ?? ""), String(picture.alt ?? ""), 270)}</td>`,
        );
        const rows: string[] = [];
        for (let at = 0; at < cells.length; at += 2) rows.push(`<tr>${cells.slice(at, at + 2).join("")}</tr>`);
        return `<table role="presentation" class="gallery">${rows.join("")}</table>`;
      }
      case "video": {
        const provider = stringAttr(node, "provider") === "vimeo" ? "vimeo" : "youtube";
        const target = context.link(videoPages[provider](stringAttr(node, "id")));
        const title = stringAttr(node, "title") || "Watch the video";
        const poster = stringAttr(node, "poster");
        return poster
          ? `<a href="${escapeHtml(target)}">${image(poster, `Play video: ${title}`, 560)}</a>`
          : button(target, `▶ ${title}`);
      }
      case "callToAction": {
        const text = stringAttr(node, "text");
        const to = stringAttr(node, "href") || callToActionDefault;
        const target = href(to) ?? href(callToActionDefault) ?? `${context.publicUrl}${callToActionDefault}`;
        return `${text ? `<p>${escapeHtml(text)}</p>` : ""}${button(target, stringAttr(node, "label"))}`;
      }
      case "columns":
        // Mail programs are read on phones as often as not: the columns stand one under the other.
        return children(node);
      case "column":
        return children(node);
      case "faq":
        return children(node);
      case "faqItem":
        return `<p class="question">${escapeHtml(stringAttr(node, "question"))}</p>${children(node)}`;
      case "liveList": {
        const page = liveListPages[stringAttr(node, "list")];
        const target = page ? href(page.path) : null;
        return page && target ? `<p><a href="${escapeHtml(target)}">${escapeHtml(page.label)} →</a></p>` : "";
      }
      case "text":
      case "hardBreak":
        return inline(node);
    }
  }

  return document.content.map(block).join("");
}

/**
 * The plain-text part of the same document: what a mail program without HTML shows, and what
 * spam filters compare the HTML with. Links are written after their words, as `words (address)`.
 */
export function renderEmailText(document: BlockDocument, context: EmailContext): string {
  const href = (raw: string) => {
    const absolute = absoluteHref(raw, context.publicUrl);
    return absolute ? context.link(absolute) : null;
  };
  const inline = (node: BlockNode): string => {
    if (node.type === "hardBreak") return "\n";
    const text = node.text ?? "";
    const link = node.marks?.find((mark) => mark.type === "link")?.attrs?.href;
    const target = link ? href(link) : null;
    return target && target !== text ? `${text} (${target})` : text;
  };
  const inlines = (node: BlockNode) => (node.content ?? []).map(inline).join("");

  function block(node: BlockNode, prefix = ""): string {
    switch (node.type) {
      case "paragraph":
        return `${prefix}${inlines(node)}`;
      case "heading": {
        const words = inlines(node);
        return node.attrs?.level === 2 ? `${words}\n${"=".repeat(Math.min(words.length, 60))}` : words.toUpperCase();
      }
      case "bulletList":
        return (node.content ?? []).map((item) => block(item, "- ")).join("\n");
      case "orderedList":
        return (node.content ?? []).map((item, index) => block(item, `${index + 1}. `)).join("\n");
      case "listItem":
        return (node.content ?? []).map((child, index) => block(child, index === 0 ? prefix : "   ")).join("\n");
      case "blockquote":
        return (node.content ?? []).map((child) => block(child, "> ")).join("\n");
      case "callout":
        return (node.content ?? []).map((child) => block(child, "| ")).join("\n");
      case "codeBlock":
        return inlines(node);
      case "horizontalRule":
        return "----";
      case "table":
        return (node.content ?? [])
          .map((row) => (row.content ?? []).map((cell) => textOf(cell)).join(" | "))
          .join("\n");
      case "picture": {
        const alt = blockPictureAlt(stringAttr(node, "alt"), context.pictures?.get(stringAttr(node, "src")));
        return alt ? `[${alt}]` : "";
      }
      case "gallery":
        return "";
      case "video": {
        const provider = stringAttr(node, "provider") === "vimeo" ? "vimeo" : "youtube";
        return `${stringAttr(node, "title") || "Watch the video"}: ${context.link(videoPages[provider](stringAttr(node, "id")))}`;
      }
      case "callToAction":
        return [
          stringAttr(node, "text"),
          `${stringAttr(node, "label")}: ${href(stringAttr(node, "href") || callToActionDefault)}`,
        ]
          .filter(Boolean)
          .join("\n");
      case "faq":
      case "columns":
      case "column":
        return (node.content ?? []).map((child) => block(child)).join("\n\n");
      case "faqItem":
        return [stringAttr(node, "question"), ...(node.content ?? []).map((child) => block(child))].join("\n");
      case "liveList": {
        const page = liveListPages[stringAttr(node, "list")];
        return page ? `${page.label}: ${href(page.path)}` : "";
      }
      default:
        return textOf(node);
    }
  }

  return document.content
    .map((node) => block(node))
    .filter((part) => part !== "")
    .join("\n\n");
}
