import { type AnyExtension, Node } from "@tiptap/core";
import { Blockquote } from "@tiptap/extension-blockquote";
import { ListItem } from "@tiptap/extension-list";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { StarterKit } from "@tiptap/starter-kit";
import { type BlockNodeType, blockNodes, callToActionDefault, isAllowedLink } from "./blocks.ts";

/**
 * The blocks' ProseMirror schema as TipTap extensions, made from their one declaration
 * (domain/blocks.ts, ADR 0196): each node holds what the server's check lets it hold. The back
 * office's editor adds its node views to these (app/components/admin/blocks/editor-schema.ts); the
 * WordPress import parses HTML through the very same schema on the server (ADR 0240), so neither can
 * make a document the other could not.
 */
const contentOf = (type: BlockNodeType) => {
  const { content: holds, count } = blockNodes[type];
  if (!Array.isArray(holds)) return undefined;
  return `(${holds.join(" | ")})${count ? `{${count.min},${count.max}}` : "+"}`;
};

/** Attributes kept on the node as data: not rendered one by one, nor read from pasted HTML. */
const dataAttributes = (defaults: Record<string, unknown>) => () =>
  Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [name, { default: fallback, rendered: false }]),
  );

const readAttrs = (element: HTMLElement | string) => {
  if (typeof element === "string") return false;
  try {
    const attrs: unknown = JSON.parse(element.getAttribute("data-attrs") ?? "{}");
    return typeof attrs === "object" && attrs !== null && !Array.isArray(attrs) ? { ...attrs } : false;
  } catch {
    return false;
  }
};

/**
 * How one of our blocks travels as HTML: only a copy inside the editor (or the import, which writes
 * the same markup for a picture, a gallery or a video it recognised) writes it, its attributes as
 * JSON in `data-attrs`; the server checks them again.
 */
const asHtml = (name: BlockNodeType, tag: string, holds: boolean) => ({
  parseHTML: () => [{ tag: `${tag}[data-block="${name}"]`, getAttrs: readAttrs }],
  renderHTML: ({ node }: { node: { attrs: Record<string, unknown> } }) => {
    const attributes = { "data-block": name, "data-attrs": JSON.stringify(node.attrs) };
    return holds ? ([tag, attributes, 0] as const) : ([tag, attributes] as const);
  },
});

/** Our own blocks with no text of their own (picture, gallery, video, call to action, live list). */
const atomBlock = (name: BlockNodeType, defaults: Record<string, unknown>) =>
  Node.create({
    name,
    group: "block",
    atom: true,
    draggable: true,
    addAttributes: dataAttributes(defaults),
    ...asHtml(name, "div", false),
  });

/** Our own nodes, by name: the editor gives some of them a view of their own. */
export const ownBlockNodes = {
  callout: Node.create({
    name: "callout",
    group: "block",
    content: contentOf("callout"),
    defining: true,
    addAttributes: dataAttributes({ tone: "info" }),
    ...asHtml("callout", "aside", true),
  }),
  faq: Node.create({ name: "faq", group: "block", content: contentOf("faq"), ...asHtml("faq", "div", true) }),
  faqItem: Node.create({
    name: "faqItem",
    content: contentOf("faqItem"),
    defining: true,
    addAttributes: dataAttributes({ question: "" }),
    ...asHtml("faqItem", "div", true),
  }),
  picture: atomBlock("picture", { src: "", alt: "", caption: "" }),
  gallery: atomBlock("gallery", { pictures: [] }),
  video: atomBlock("video", { provider: "youtube", id: "", title: "", poster: null }),
  callToAction: atomBlock("callToAction", { href: callToActionDefault, label: "Get in touch", text: "" }),
  // Two or three columns side by side (ADR 0237); each holds blocks, moved among themselves.
  columns: Node.create({
    name: "columns",
    group: "block",
    content: contentOf("columns"),
    isolating: true,
    ...asHtml("columns", "div", true),
  }),
  column: Node.create({
    name: "column",
    content: contentOf("column"),
    isolating: true,
    ...asHtml("column", "div", true),
  }),
  liveList: atomBlock("liveList", { list: "projects", count: 3 }),
};

/** The maintained extensions (text, headings 2–4, lists, quotes, code, tables, links), shaped by the declaration. */
export const textBlockExtensions: AnyExtension[] = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    strike: false,
    underline: false,
    blockquote: false,
    listItem: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: "https",
      isAllowedUri: (url) => isAllowedLink(url),
    },
  }),
  Blockquote.extend({ content: contentOf("blockquote") }),
  ListItem.extend({ content: contentOf("listItem") }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader.extend({ content: contentOf("tableHeader") }),
  TableCell.extend({ content: contentOf("tableCell") }),
];

/** Every node and mark of a block document, without views: what the server parses HTML through. */
export const blockSchemaExtensions: AnyExtension[] = [...textBlockExtensions, ...Object.values(ownBlockNodes)];
