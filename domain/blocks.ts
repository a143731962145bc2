import { z } from "zod";
import { storedImagePattern } from "./images.ts";
import { hasControlCharacter, hasLoneSurrogate } from "./text-patterns.ts";
import { wordsOf } from "./word-sets.ts";

/**
 * The block documents of pages and articles (issue 54): the editor's JSON (ProseMirror's shape, as
 * TipTap writes it, ADR 0196), checked against the blocks we support before anything is stored.
 * Every block is declared once below — where it may stand, what it holds, its attributes — and the
 * check, the editor's toolbar and the renderer all read the declaration.
 */

export const blockLimits = {
  /** The whole document as JSON text, in bytes. */
  bytes: 200_000,
  nodes: 5_000,
  depth: 12,
  textMax: 20_000,
  altMax: 250,
  captionMax: 500,
  galleryMax: 12,
  faqMax: 30,
  liveCountMax: 12,
} as const;
const l = blockLimits;

export const blockMessages = {
  unsupported: (what: string) => `Unsupported content: ${what}`,
  notADocument: "Unsupported content: the document must be an object of type doc",
  tooLarge: `Unsupported content: a document larger than ${l.bytes / 1000} KB`,
  tooManyNodes: `Unsupported content: a document of more than ${l.nodes} blocks and pieces of text`,
  tooDeep: `Unsupported content: blocks nested more than ${l.depth} deep`,
} as const;
const m = blockMessages;

/** Addresses a link may take: a path or anchor on this site, http(s), mail and telephone. */
const linkSchemes = ["http:", "https:", "mailto:", "tel:"] as const;

export function isAllowedLink(href: string): boolean {
  if (href.startsWith("/") && !href.startsWith("//")) return true;
  if (href.startsWith("#")) return true;
  try {
    const url = new URL(href);
    return linkSchemes.some((scheme) => scheme === url.protocol);
  } catch {
    return false;
  }
}

const plain = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacter(value, true) && !hasLoneSurrogate(value));
const storedPicture = z.string().regex(new RegExp(`^${storedImagePattern}$`));
/**
 * A picture's alt text belongs to its library item (ADR 0235): the block's own `alt` is the "alt
 * text for this use only", empty for the library's words. Neither is required to save: Publish asks
 * about a picture that has neither (nor the library's decorative mark), once.
 */
const picture = z.strictObject({
  src: storedPicture,
  alt: plain(l.altMax).default(""),
});

/**
 * A video's title (its play button's name) and still: a library picture, since the provider's own
 * would be a request to them before the visitor asked for the video.
 */
const videoWords = { title: plain(200).default(""), poster: storedPicture.nullable().default(null) };

/** Where a node may stand: among the document's blocks, inside a paragraph's text, or only in its parent. */
type Place = "block" | "inline" | "part";

type NodeSpec = {
  place: Place;
  /** What it holds: blocks, inline content, the named parts, or nothing (absent). */
  content?: "blocks" | "inline" | "text" | readonly string[];
  /** How many it holds, when that is fixed (the columns of a columns block). */
  count?: { min: number; max: number };
  /** Its attributes, each checked; one the schema does not name is refused. */
  attrs?: z.ZodType<Record<string, unknown>>;
  /** What a refusal calls it ("a table cell"). */
  name: string;
};

/** The lists of our own content a live block shows, and a callout's tones, in the editor's words. */
export const liveListLabels = {
  services: "Services",
  projects: "Latest projects",
  jobs: "Open jobs",
  articles: "Latest articles",
} as const;
export const liveListNames = wordsOf(liveListLabels);
export type LiveListName = (typeof liveListNames)[number];
export const calloutTones = { info: "Note", success: "Good to know", warning: "Warning" } as const;
export const calloutToneNames = wordsOf(calloutTones);
export type CalloutTone = (typeof calloutToneNames)[number];

const cellAttrs = z.strictObject({
  colspan: z.number().int().min(1).max(20).default(1),
  rowspan: z.number().int().min(1).max(50).default(1),
  colwidth: z.array(z.number().int().min(10).max(2000)).max(20).nullable().default(null),
  // Pasted tables bring their cells' alignment; kept, though the site's tables align by their own rules.
  align: z.enum(["left", "center", "right"]).nullable().default(null),
});

/** A call to action's address when it names none: the contact page, where every one led before. */
export const callToActionDefault = "/contact";
const linkAddress = z
  .string()
  .trim()
  .max(2048)
  .refine((href) => isAllowedLink(href));

/** How many columns a columns block has (ADR 0237): two or three, side by side from tablet width. */
export const columnCounts = { min: 2, max: 3 } as const;

/** What a column holds: any block but columns (no columns in a column). */
const columnContent = [
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "blockquote",
  "codeBlock",
  "horizontalRule",
  "callout",
  "table",
  "picture",
  "gallery",
  "video",
  "callToAction",
  "faq",
  "liveList",
] as const;

const nodeSpecs = {
  paragraph: { place: "block", content: "inline", name: "a paragraph" },
  heading: {
    place: "block",
    content: "inline",
    attrs: z.strictObject({ level: z.union([z.literal(2), z.literal(3), z.literal(4)]) }),
    name: "a heading",
  },
  bulletList: { place: "block", content: ["listItem"], name: "a list" },
  orderedList: {
    place: "block",
    content: ["listItem"],
    attrs: z.strictObject({ start: z.number().int().min(1).max(10_000).default(1), type: z.null().optional() }),
    name: "a numbered list",
  },
  listItem: { place: "part", content: ["paragraph", "bulletList", "orderedList"], name: "a list item" },
  blockquote: { place: "block", content: ["paragraph"], name: "a quote" },
  codeBlock: {
    place: "block",
    content: "text",
    attrs: z.strictObject({
      language: z
        .string()
        .regex(/^[a-z0-9+#-]{1,30}$/)
        .nullable()
        .default(null),
    }),
    name: "a code block",
  },
  horizontalRule: { place: "block", name: "a divider" },
  callout: {
    place: "block",
    content: ["paragraph"],
    attrs: z.strictObject({ tone: z.enum(calloutToneNames).default("info") }),
    name: "a callout",
  },
  table: { place: "block", content: ["tableRow"], name: "a table" },
  tableRow: { place: "part", content: ["tableHeader", "tableCell"], name: "a table row" },
  tableHeader: { place: "part", content: ["paragraph"], attrs: cellAttrs, name: "a table heading cell" },
  tableCell: { place: "part", content: ["paragraph"], attrs: cellAttrs, name: "a table cell" },
  picture: {
    place: "block",
    attrs: picture.extend({ caption: plain(l.captionMax).default("") }),
    name: "a picture",
  },
  gallery: {
    place: "block",
    attrs: z.strictObject({ pictures: z.array(picture).min(2).max(l.galleryMax) }),
    name: "a gallery",
  },
  video: {
    place: "block",
    attrs: z.discriminatedUnion("provider", [
      z.strictObject({
        provider: z.literal("youtube"),
        id: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
        ...videoWords,
      }),
      z.strictObject({ provider: z.literal("vimeo"), id: z.string().regex(/^\d{6,12}$/), ...videoWords }),
    ]),
    name: "a video",
  },
  callToAction: {
    place: "block",
    attrs: z.strictObject({
      // Any page, article or record of this site by its path, or an outside address (ADR 0237).
      href: linkAddress.default(callToActionDefault),
      label: plain(40).refine((label) => label.trim() !== ""),
      text: plain(300).default(""),
      // Documents written before the address: they led to the contact page, as the default does.
      target: z
        .literal("contact")
        .optional()
        .transform(() => undefined),
    }),
    name: "a call to action",
  },
  columns: { place: "block", content: ["column"], count: columnCounts, name: "columns" },
  column: { place: "part", content: columnContent, name: "a column" },
  faq: { place: "block", content: ["faqItem"], name: "an FAQ" },
  faqItem: {
    place: "part",
    content: ["paragraph"],
    attrs: z.strictObject({ question: plain(300).refine((question) => question.trim() !== "") }),
    name: "a question",
  },
  liveList: {
    place: "block",
    attrs: z.strictObject({
      list: z.enum(liveListNames),
      count: z.number().int().min(1).max(l.liveCountMax).default(3),
    }),
    name: "a list of our own content",
  },
  text: { place: "inline", name: "text" },
  hardBreak: { place: "inline", name: "a line break" },
} as const satisfies Record<string, NodeSpec>;

export type BlockNodeType = keyof typeof nodeSpecs;
/** Every node the editor may write. */
export const blockNodes: Record<BlockNodeType, NodeSpec> = nodeSpecs;

const markSpecs = {
  bold: z.strictObject({}),
  italic: z.strictObject({}),
  code: z.strictObject({}),
  link: z.strictObject({
    href: z.string().max(2048),
    target: z.string().nullish(),
    rel: z.string().nullish(),
    class: z.null().optional(),
    title: z.string().max(300).nullish(),
  }),
} as const;
export type MarkType = keyof typeof markSpecs;

/** One checked node: what the renderer reads. Attributes are the schema's output, defaults filled. */
export type BlockNode = {
  type: BlockNodeType;
  attrs?: Record<string, unknown>;
  content?: BlockNode[];
  text?: string;
  marks?: { type: MarkType; attrs?: { href: string } }[];
};
export type BlockDocument = { type: "doc"; content: BlockNode[] };

/** A refusal: the message and where in the document (`content.3.content.0`). */
export class UnsupportedContent extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
export const isBlockNodeType = (type: string): type is BlockNodeType => Object.hasOwn(blockNodes, type);
const isMarkType = (type: string): type is MarkType => Object.hasOwn(markSpecs, type);

/**
 * Checks a document as the editor sent it and answers it rebuilt from what was checked (nothing
 * unchecked is carried over); throws UnsupportedContent naming the first thing it refuses.
 */
export function checkDocument(value: unknown): BlockDocument {
  if (JSON.stringify(value ?? null).length > l.bytes) throw new UnsupportedContent(m.tooLarge, "");
  if (!isRecord(value) || value.type !== "doc") throw new UnsupportedContent(m.notADocument, "");
  let count = 0;

  const children = (node: Record<string, unknown>, path: string, depth: number, allowed: NodeSpec["content"]) => {
    const content = node.content ?? [];
    if (!Array.isArray(content)) throw new UnsupportedContent(m.unsupported("content that is not a list"), path);
    return content.map((child, index) =>
      checkNode(child, `${path}${path ? "." : ""}content.${index}`, depth + 1, allowed),
    );
  };

  const checkNode = (raw: unknown, path: string, depth: number, allowed: NodeSpec["content"]): BlockNode => {
    count += 1;
    if (count > l.nodes) throw new UnsupportedContent(m.tooManyNodes, path);
    if (depth > l.depth) throw new UnsupportedContent(m.tooDeep, path);
    if (!isRecord(raw) || typeof raw.type !== "string")
      throw new UnsupportedContent(m.unsupported("a node without a type"), path);
    const type = raw.type;
    if (!isBlockNodeType(type))
      throw new UnsupportedContent(m.unsupported(`a node of type "${type.slice(0, 40)}"`), path);
    const spec: NodeSpec = blockNodes[type];
    const fits =
      allowed === "blocks"
        ? spec.place === "block"
        : allowed === "inline"
          ? spec.place === "inline"
          : allowed === "text"
            ? type === "text"
            : (allowed ?? []).includes(type);
    if (!fits) throw new UnsupportedContent(m.unsupported(`${spec.name} in this place`), path);
    const unknownKey = Object.keys(raw).find((key) => !["type", "attrs", "content", "text", "marks"].includes(key));
    if (unknownKey) throw new UnsupportedContent(m.unsupported(`"${unknownKey.slice(0, 40)}" on ${spec.name}`), path);

    const node: BlockNode = { type };
    if (spec.attrs) {
      const parsed = spec.attrs.safeParse(raw.attrs ?? {});
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const key = issue?.path.join(".");
        const message = m.unsupported(key ? `the ${key} of ${spec.name}` : `the attributes of ${spec.name}`);
        throw new UnsupportedContent(message, `${path}${path ? "." : ""}attrs${key ? `.${key}` : ""}`);
      }
      node.attrs = parsed.data;
    } else if (isRecord(raw.attrs) && Object.keys(raw.attrs).length > 0) {
      throw new UnsupportedContent(m.unsupported(`attributes on ${spec.name}`), path);
    }

    if (type === "text") {
      if (typeof raw.text !== "string" || raw.text === "" || raw.text.length > l.textMax || hasLoneSurrogate(raw.text))
        throw new UnsupportedContent(m.unsupported("text that is empty, too long or not well-formed"), path);
      if (hasControlCharacter(raw.text, true)) throw new UnsupportedContent(m.unsupported("a control character"), path);
      node.text = raw.text;
      const marks = checkMarks(raw.marks, path, allowed === "text");
      if (marks.length > 0) node.marks = marks;
      return node;
    }
    if (raw.marks !== undefined) throw new UnsupportedContent(m.unsupported(`marks on ${spec.name}`), path);
    if (spec.content) {
      const content = children(raw, path, depth, spec.content);
      if (content.length > 0) node.content = content;
      if (Array.isArray(spec.content) && content.length === 0)
        throw new UnsupportedContent(m.unsupported(`${spec.name} with nothing in it`), path);
      if (spec.count && (content.length < spec.count.min || content.length > spec.count.max))
        throw new UnsupportedContent(
          m.unsupported(`${spec.name} of ${content.length}: ${spec.count.min} to ${spec.count.max}`),
          path,
        );
    } else if (raw.content !== undefined && !(Array.isArray(raw.content) && raw.content.length === 0)) {
      throw new UnsupportedContent(m.unsupported(`content inside ${spec.name}`), path);
    }
    return node;
  };

  const checkMarks = (raw: unknown, path: string, inCode: boolean): NonNullable<BlockNode["marks"]> => {
    if (raw === undefined) return [];
    if (!Array.isArray(raw) || inCode) throw new UnsupportedContent(m.unsupported("formatting in this place"), path);
    return raw.map((mark) => {
      if (!isRecord(mark) || typeof mark.type !== "string" || !isMarkType(mark.type))
        throw new UnsupportedContent(
          m.unsupported(`formatting of type "${isRecord(mark) ? String(mark.type).slice(0, 40) : "?"}"`),
          path,
        );
      const parsed = markSpecs[mark.type].safeParse(mark.attrs ?? {});
      if (!parsed.success) throw new UnsupportedContent(m.unsupported(`the attributes of ${mark.type}`), path);
      if (mark.type !== "link") return { type: mark.type };
      const href = "href" in parsed.data ? parsed.data.href.trim() : "";
      if (!isAllowedLink(href)) throw new UnsupportedContent(m.unsupported(`a link to "${href.slice(0, 60)}"`), path);
      return { type: "link", attrs: { href } };
    });
  };

  return { type: "doc", content: children(value, "", 0, "blocks") };
}

/** The library pictures a document shows (pictures, galleries' pictures, videos' stills), each once. */
export function picturesShownBy(document: BlockDocument): string[] {
  const found = new Set<string>();
  const visit = (node: BlockNode) => {
    const attrs = node.attrs ?? {};
    if (node.type === "picture" && typeof attrs.src === "string") found.add(attrs.src);
    if (node.type === "video" && typeof attrs.poster === "string") found.add(attrs.poster);
    if (node.type === "gallery" && Array.isArray(attrs.pictures))
      for (const item of attrs.pictures) if (isRecord(item) && typeof item.src === "string") found.add(item.src);
    for (const child of node.content ?? []) visit(child);
  };
  for (const node of document.content) visit(node);
  return [...found];
}

const hasOwnAlt = (value: unknown) => isRecord(value) && typeof value.alt === "string" && value.alt.trim() !== "";

/**
 * Any stored value (a record with its draft over it) with every block picture that has its own alt
 * text ("for this use only", ADR 0235) taken out: what is left names the pictures whose words must
 * come from the library, which Publish's check asks about.
 */
export function withoutOwnAlt(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOwnAlt);
  if (!isRecord(value)) return value;
  if (value.type === "picture" && hasOwnAlt(value.attrs)) return null;
  if (value.type === "gallery" && isRecord(value.attrs) && Array.isArray(value.attrs.pictures)) {
    const pictures = value.attrs.pictures.filter((item) => !hasOwnAlt(item));
    return { ...value, attrs: { ...value.attrs, pictures } };
  }
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withoutOwnAlt(inner)]));
}

/** The words of a node's text, joined (a heading's anchor, an FAQ answer, reading time). */
export function textOf(node: BlockNode): string {
  if (node.type === "text") return node.text ?? "";
  if (node.type === "hardBreak") return " ";
  const holds: NodeSpec["content"] = blockNodes[node.type].content;
  return (node.content ?? []).map(textOf).join(holds === "inline" || holds === "text" ? "" : " ");
}

/** Reading time in whole minutes (at least one), at 230 words a minute. */
export function readingMinutes(document: BlockDocument): number {
  const words = document.content.map(textOf).join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 230));
}

/**
 * Where a video's player comes from once the visitor presses play: the only frames a page may hold,
 * and only a page that shows such a video allows them (its Content-Security-Policy's frame-src).
 * YouTube's privacy-enhanced host sets no cookie before the video plays.
 */
export const videoPlayers = {
  youtube: { origin: "https://www.youtube-nocookie.com", address: (id: string) => `/embed/${id}?autoplay=1` },
  vimeo: { origin: "https://player.vimeo.com", address: (id: string) => `/video/${id}?autoplay=1` },
} as const;
export type VideoProvider = keyof typeof videoPlayers;

export const videoMessages = {
  address: "Paste a YouTube or Vimeo address (https://www.youtube.com/watch?v=… or https://vimeo.com/…)",
} as const;

/**
 * The provider and id of a YouTube or Vimeo address as people paste them (watch, share, shorts and
 * embed addresses), or null: the block stores the id only, never an address to embed.
 */
export function videoFromAddress(address: string): { provider: "youtube" | "vimeo"; id: string } | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www\.|m\.)/, "");
  const parts = url.pathname.split("/").filter(Boolean);
  const youtube =
    host === "youtu.be"
      ? parts[0]
      : host === "youtube.com" || host === "youtube-nocookie.com"
        ? parts[0] === "watch"
          ? url.searchParams.get("v")
          : ["embed", "shorts", "live"].includes(parts[0] ?? "")
            ? parts[1]
            : undefined
        : undefined;
  if (youtube && /^[A-Za-z0-9_-]{11}$/.test(youtube)) return { provider: "youtube", id: youtube };
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const id = parts.find((part) => /^\d{6,12}$/.test(part));
    if (id) return { provider: "vimeo", id };
  }
  return null;
}
