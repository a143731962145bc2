import { getSchema } from "@tiptap/core";
import { DOMParser as SchemaParser } from "@tiptap/pm/model";
import { type Element, type HTMLElement, Window } from "happy-dom";
import { blockSchemaExtensions } from "../../../domain/block-schema.ts";
import { type BlockDocument, blockLimits, checkDocument, videoFromAddress } from "../../../domain/blocks.ts";
import { autop } from "./autop.ts";
import { blockAttributes, hasBlocks, markBlocks } from "./block-markers.ts";
import { replaceShortcodes, type Shortcode } from "./shortcodes.ts";
import { tidyDocument } from "./tidy-document.ts";

/**
 * A post's or page's content as WordPress stored it — classic HTML without paragraphs, or the block
 * editor's markup — made into the editor's block document (ADR 0196) through the blocks' own schema
 * (domain/block-schema.ts, ADR 0240): a DOM is built on the server (happy-dom, with scripts and
 * loading off), WordPress's pictures, captions, galleries and embeds are rewritten as our blocks,
 * links to the old site as its new addresses, and ProseMirror parses the rest the way the editor
 * parses a paste, so whatever has no block of ours becomes text. The result is checked as any
 * document the API takes; what could not be kept is reported, never silently dropped.
 */

/** A picture of the media library an attachment became: its address and words. */
export type LibraryPicture = { src: string; alt: string; caption: string };

export type ContentContext = {
  /** The post the content is of (a gallery without ids shows its attachments). */
  postId: string;
  /** The picture an attachment became, by its WordPress id; `shownAt`: the address (of a size of it) a post showed. */
  pictureOf(attachmentId: string, shownAt?: string): LibraryPicture | undefined;
  /** The picture at an address of the old site (any of its sizes). */
  pictureAt(url: string): LibraryPicture | undefined;
  /** The pictures attached to a post, in their order. */
  attachedTo(postId: string): LibraryPicture[];
  /** Where an address of the old site lives now (a post, a page, a category, a file), if it is ours. */
  addressOf(url: string): string | undefined;
  /** Something that could not be kept as it was. */
  problem(reason: string): void;
};

/** While a content is rewritten: blocks WordPress drew from its own data (latest posts, a search form) are named once. */
type RewriteContext = ContentContext & { drawnByWordPress(name: string): void };

/** Shortcodes that draw nothing worth keeping once WordPress is gone: dropped without a word. */
const droppedShortcodes = new Set(["more", "nextpage", "wp_caption_end"]);
/** Blocks with nothing to keep (page breaks, spacing). */
const droppedBlocks = new Set(["core/more", "core/nextpage", "core/spacer"]);
/** Video and audio services a bare address or an embed may name; only YouTube and Vimeo become players. */
const embedShortcodes = new Set(["embed", "youtube", "vimeo", "video", "wpvideo"]);

const windowSettings = {
  disableJavaScriptEvaluation: true,
  disableJavaScriptFileLoading: true,
  disableCSSFileLoading: true,
  disableIframePageLoading: true,
  disableComputedStyleRendering: true,
  navigation: { disableMainFrameNavigation: true, disableChildFrameNavigation: true, disableChildPageNavigation: true },
};

/** The text without C0 controls (but tab and line ends) and DEL: the document check refuses them. */
function withoutControls(text: string): string {
  let kept = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 0x7f || (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d)) continue;
    kept += char;
  }
  return kept;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const fileNameOf = (url: string) => {
  try {
    return decodeURIComponent(new URL(url, "http://x.invalid").pathname.split("/").pop() ?? url);
  } catch {
    return url;
  }
};

export class ContentConverter {
  readonly #window = new Window({ settings: windowSettings });
  readonly #parser = SchemaParser.fromSchema(getSchema(blockSchemaExtensions));

  /** Throws the document check's UnsupportedContent when what is left still cannot be stored. */
  convert(raw: string, context: ContentContext): BlockDocument {
    const container = this.#parse(this.#markup(withoutControls(raw), context));
    const drawn = new Set<string>();
    this.#rewrite(container, { ...context, drawnByWordPress: (name) => drawn.add(name) });
    if (drawn.size > 0)
      context.problem(
        `Left out, as WordPress drew them from its own data: the ${[...drawn].sort().join(", ")} block${drawn.size === 1 ? "" : "s"}`,
      );
    const root: unknown = container;
    if (!isDomNode(root)) throw new Error("the converter's DOM is not one ProseMirror reads");
    const parsed: unknown = this.#parser.parse(root).toJSON();
    container.remove();
    return checkDocument(tidyDocument(parsed));
  }

  /** Text of a piece of HTML (an excerpt, a title): tags dropped, entities read, spaces collapsed. */
  plainText(html: string): string {
    const container = this.#parse(withoutControls(html));
    const text = (container.textContent ?? "").replace(/\s+/g, " ").trim();
    container.remove();
    return text;
  }

  close(): void {
    void this.#window.happyDOM.close();
  }

  #parse(html: string): HTMLElement {
    const container = this.#window.document.createElement("div");
    container.innerHTML = html;
    return container;
  }

  /** The content as HTML an HTML parser reads as WordPress showed it: blocks marked, shortcodes drawn, paragraphs made. */
  #markup(content: string, context: ContentContext): string {
    const blocks = hasBlocks(content);
    const unknown = new Set<string>();
    let html = replaceShortcodes(blocks ? markBlocks(content) : content, (shortcode) => {
      const drawn = this.#shortcode(shortcode, context);
      if (drawn === undefined) unknown.add(shortcode.name);
      return drawn;
    });
    for (const name of unknown) context.problem(`Shortcode [${name}] is not known here: kept as text`);
    if (!blocks) html = autop(autoEmbeds(html));
    return html;
  }

  #shortcode(shortcode: Shortcode, context: ContentContext): string | undefined {
    const { name, attrs, bare, body } = shortcode;
    if (droppedShortcodes.has(name)) return "";
    if (name === "caption" || name === "wp_caption") {
      // [caption]<a><img></a> The caption[/caption], or the caption in an attribute (before WordPress 3.4).
      const found = /^\s*((?:<a\s[^>]*>\s*)?<img\s[^>]*>(?:\s*<\/a>)?)([\s\S]*)$/i.exec(body);
      const picture = found?.[1] ?? body;
      const caption = (found?.[2] ?? "").trim() || escapeHtml(attrs.caption ?? "");
      return `<figure>${picture}<figcaption>${caption}</figcaption></figure>`;
    }
    if (name === "gallery") {
      const ids = (attrs.ids ?? attrs.include ?? "").trim();
      return `<wp-gallery data-ids="${escapeHtml(ids)}" data-post="${escapeHtml(attrs.id ?? context.postId)}"></wp-gallery>`;
    }
    if (embedShortcodes.has(name)) {
      const address = (body || attrs.src || attrs.url || attrs.mp4 || attrs.webm || attrs.id || bare[0] || "").trim();
      if (name === "vimeo" && /^\d+$/.test(address)) return embed(`https://vimeo.com/${address}`);
      if (name === "youtube" && /^[\w-]{11}$/.test(address)) return embed(`https://youtu.be/${address}`);
      return address ? embed(address) : "";
    }
    if (name === "audio" || name === "playlist") {
      const address = (attrs.src || attrs.mp3 || attrs.m4a || attrs.ogg || attrs.wav || "").trim();
      context.problem("An audio player is not kept: linked to its file instead");
      return address ? `<p><a href="${escapeHtml(address)}">${escapeHtml(fileNameOf(address))}</a></p>` : "";
    }
    return undefined;
  }

  /** WordPress's pictures, galleries, embeds, blocks and links, as our blocks and addresses. */
  #rewrite(container: HTMLElement, context: RewriteContext): void {
    // Our own blocks travel as `data-block` markup: only this converter may write it.
    for (const element of container.querySelectorAll("[data-block], [data-attrs]")) {
      element.removeAttribute("data-block");
      element.removeAttribute("data-attrs");
    }
    for (const element of [...container.querySelectorAll("wp-block")].reverse()) this.#block(element, context);
    for (const element of container.querySelectorAll("wp-gallery")) {
      const ids = (element.getAttribute("data-ids") ?? "")
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean);
      const pictures =
        ids.length > 0
          ? ids.flatMap((id) => context.pictureOf(id) ?? [])
          : context.attachedTo(element.getAttribute("data-post") ?? "");
      if (ids.length > pictures.length)
        context.problem("A gallery names pictures that are not in the export: left out");
      this.#replace(element, this.#pictures(pictures));
    }
    for (const figure of [...container.querySelectorAll("figure")].reverse()) this.#figure(figure, context);
    for (const frame of container.querySelectorAll("iframe, embed, object")) {
      const address = frame.getAttribute("src") ?? frame.getAttribute("data") ?? "";
      this.#replace(frame, this.#embed(address, context));
    }
    for (const element of container.querySelectorAll("wp-embed"))
      this.#replace(element, this.#embed(element.getAttribute("data-url") ?? "", context));
    for (const image of container.querySelectorAll("img")) {
      const picture = this.#picture(image, context);
      // A picture linked to its own file or page: the link goes, the picture stays.
      const link = image.parentElement;
      const target =
        link?.tagName === "A" && link.textContent?.trim() === "" && link.children.length === 1 ? link : image;
      this.#replace(target, picture ? this.#pictures([picture]) : this.#lostPicture(image, context));
    }
    for (const media of container.querySelectorAll("video, audio")) {
      const source = media.getAttribute("src") ?? media.querySelector("source")?.getAttribute("src") ?? "";
      context.problem(
        `${media.tagName === "VIDEO" ? "A video" : "An audio"} file is not kept: linked to its address instead`,
      );
      this.#replace(media, source ? this.#link(source, fileNameOf(source), context) : "");
    }
    for (const link of container.querySelectorAll("a[href]")) {
      const href = link.getAttribute("href") ?? "";
      const moved = context.addressOf(href);
      if (moved) link.setAttribute("href", moved);
    }
    // Headings are levels 2–4 (the page's title is its h1).
    for (const heading of container.querySelectorAll("h1, h5, h6"))
      this.#rename(heading, heading.tagName === "H1" ? "h2" : "h4");
  }

  #block(element: Element, context: RewriteContext): void {
    const name = element.getAttribute("data-wp-name") ?? "";
    const attrs = blockAttributes(element.getAttribute("data-wp-json"));
    if (droppedBlocks.has(name)) {
      this.#replace(element, "");
      return;
    }
    if (element.hasAttribute("data-wp-void") && element.childNodes.length === 0) {
      context.drawnByWordPress(name.replace(/^core\//, ""));
      this.#replace(element, "");
      return;
    }
    if (name === "core/gallery") {
      const images = [...element.querySelectorAll("img")];
      const pictures = images.flatMap((image) => this.#picture(image, context) ?? []);
      if (pictures.length < images.length)
        context.problem("A gallery holds pictures that are not in the export: left out");
      this.#replace(element, this.#pictures(pictures));
      return;
    }
    if (name === "core/embed" || name.startsWith("core-embed/")) {
      const address = typeof attrs.url === "string" ? attrs.url : (element.textContent ?? "").trim();
      const caption = element.querySelector("figcaption")?.textContent?.trim() ?? "";
      this.#replace(element, this.#embed(address, context) + (caption ? `<p>${escapeHtml(caption)}</p>` : ""));
      return;
    }
    if (name === "core/video" || name === "core/audio" || name === "core/file") {
      const source =
        element.querySelector("video, audio")?.getAttribute("src") ??
        element.querySelector("a")?.getAttribute("href") ??
        "";
      const words = name === "core/file" ? "A file" : name === "core/video" ? "A video file" : "An audio file";
      context.problem(`${words} is not kept: linked to its address instead`);
      this.#replace(element, source ? this.#link(source, fileNameOf(source), context) : "");
      return;
    }
    this.#unwrap(element);
  }

  /** A `<figure>`: a picture with its caption, or several as a gallery. */
  #figure(figure: Element, context: ContentContext): void {
    const images = [...figure.querySelectorAll("img")];
    if (images.length === 0) {
      this.#unwrap(figure);
      return;
    }
    const caption = (figure.querySelector(":scope > figcaption")?.textContent ?? "").replace(/\s+/g, " ").trim();
    const pictures = images.flatMap((image) => this.#picture(image, context) ?? []);
    if (pictures.length === 0) {
      for (const image of images) this.#replace(image, this.#lostPicture(image, context));
      this.#unwrap(figure);
      return;
    }
    if (pictures.length < images.length)
      context.problem("A gallery holds pictures that are not in the export: left out");
    const [only] = pictures;
    const markup = pictures.length === 1 && only ? this.#pictures([{ ...only, caption }]) : this.#pictures(pictures);
    this.#replace(figure, markup + (pictures.length > 1 && caption ? `<p>${escapeHtml(caption)}</p>` : ""));
  }

  /** The library picture an `<img>` shows (by its `wp-image-<id>` class, else its address), with its own alt text. */
  #picture(image: Element, context: ContentContext): LibraryPicture | undefined {
    const byClass = /(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(image.getAttribute("class") ?? "")?.[1];
    const source = image.getAttribute("src") ?? "";
    const found = (byClass ? context.pictureOf(byClass, source) : undefined) ?? context.pictureAt(source);
    if (!found) return undefined;
    const alt = (image.getAttribute("alt") ?? "").trim();
    return { src: found.src, alt: alt || found.alt, caption: "" };
  }

  /** A picture that did not come with the export: a link to where it was, so nothing is lost. */
  #lostPicture(image: Element, context: ContentContext): string {
    const source = image.getAttribute("src") ?? "";
    if (source === "" || source.startsWith("data:")) {
      context.problem("A picture written into the text (no file of its own) is left out");
      return "";
    }
    context.problem(`A picture that is not in the export is kept as a link: ${source.slice(0, 200)}`);
    return this.#link(source, (image.getAttribute("alt") ?? "").trim() || fileNameOf(source), context);
  }

  /** One picture, or a gallery (2–12 a block: a longer one is several galleries). */
  #pictures(pictures: LibraryPicture[]): string {
    if (pictures.length === 0) return "";
    if (pictures.length === 1) return ownBlock("picture", pictures[0]);
    const galleries: string[] = [];
    for (let at = 0; at < pictures.length; at += blockLimits.galleryMax) {
      const part = pictures.slice(at, at + blockLimits.galleryMax);
      galleries.push(
        part.length === 1
          ? ownBlock("picture", part[0])
          : ownBlock("gallery", { pictures: part.map(({ src, alt }) => ({ src, alt })) }),
      );
    }
    return galleries.join("");
  }

  /** An embedded address: a YouTube or Vimeo player, anything else a link to it. */
  #embed(address: string, context: ContentContext): string {
    const trimmed = address.trim();
    if (trimmed === "") return "";
    const video = videoFromAddress(trimmed.startsWith("//") ? `https:${trimmed}` : trimmed);
    if (video) return ownBlock("video", { ...video, title: "", poster: null });
    context.problem(`An embed of ${trimmed.slice(0, 200)} is kept as a link`);
    return this.#link(trimmed, trimmed, context);
  }

  #link(address: string, words: string, context: ContentContext): string {
    const href = context.addressOf(address) ?? address;
    return `<p><a href="${escapeHtml(href)}">${escapeHtml(words)}</a></p>`;
  }

  #replace(element: Element, html: string): void {
    const holder = this.#window.document.createElement("template");
    holder.innerHTML = html;
    element.replaceWith(...holder.content.childNodes);
  }

  #unwrap(element: Element): void {
    element.replaceWith(...element.childNodes);
  }

  #rename(element: Element, tag: string): void {
    const renamed = this.#window.document.createElement(tag);
    renamed.append(...element.childNodes);
    element.replaceWith(renamed);
  }
}

/**
 * ProseMirror reads the browser's DOM types; happy-dom implements the same DOM with types of its own.
 * Checked at run time, so its element is handed over as what it is, not cast.
 */
function isDomNode(value: unknown): value is Node {
  return typeof value === "object" && value !== null && "nodeType" in value && "childNodes" in value;
}

/** Our own block as the schema reads it (`data-block`, its attributes as JSON). */
function ownBlock(name: "picture" | "gallery" | "video", attrs: object | undefined): string {
  return `<div data-block="${name}" data-attrs="${escapeHtml(JSON.stringify(attrs ?? {}))}"></div>`;
}

const embed = (address: string) => `<wp-embed data-url="${escapeHtml(address)}"></wp-embed>`;

/**
 * WordPress's auto-embeds: an address alone on its line of a classic post is drawn as its player.
 * Marked here, before paragraphs are made, as WordPress reads them.
 */
function autoEmbeds(html: string): string {
  return html.replace(
    /^(\s*)(https?:\/\/[^\s<>"]+)(\s*)$/gim,
    (whole, before: string, address: string, after: string) =>
      videoFromAddress(address) ? `${before}${embed(address)}${after}` : whole,
  );
}
