import { type AnyExtension, Node } from "@tiptap/core";
import { Blockquote } from "@tiptap/extension-blockquote";
import { ListItem } from "@tiptap/extension-list";
import { Table, TableCell, TableHeader, TableRow } from "@tiptap/extension-table";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import { type BlockNodeType, blockNodes, isAllowedLink } from "../../../../domain/blocks.ts";
import { AtomBlockView, CalloutView, FaqItemView } from "./block-views.tsx";

/**
 * The editor's schema, made from the blocks' one declaration (domain/blocks.ts, ADR 0196): each
 * node holds what the server's check lets it hold, so the editor cannot write a document the server
 * refuses, and a paste from Word or Google Docs keeps only what has a node here (ProseMirror parses
 * pasted HTML through the schema: a strike, an h1's level, a foreign image or a font are dropped).
 */
const contentOf = (type: BlockNodeType) => {
  const holds = blockNodes[type].content;
  return Array.isArray(holds) ? `(${holds.join(" | ")})+` : undefined;
};

/** Attributes kept on the node as data: not rendered one by one, nor read from pasted HTML. */
const dataAttributes = (defaults: Record<string, unknown>) => () =>
  Object.fromEntries(
    Object.entries(defaults).map(([name, fallback]) => [name, { default: fallback, rendered: false }]),
  );

const readAttrs = (element: HTMLElement | string) => {
  if (typeof element === "string") return false;
  try {
    const attrs: unknown = JSON.parse(element.dataset.attrs ?? "{}");
    return typeof attrs === "object" && attrs !== null && !Array.isArray(attrs) ? { ...attrs } : false;
  } catch {
    return false;
  }
};

/**
 * How one of our blocks travels as HTML: only a copy inside the editor writes it (its attributes as
 * JSON in `data-attrs`), so only a paste of such a copy reads it back; the server checks them again.
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
    addNodeView: () => ReactNodeViewRenderer(AtomBlockView),
  });

const Callout = Node.create({
  name: "callout",
  group: "block",
  content: contentOf("callout"),
  defining: true,
  addAttributes: dataAttributes({ tone: "info" }),
  ...asHtml("callout", "aside", true),
  addNodeView: () => ReactNodeViewRenderer(CalloutView),
});

const Faq = Node.create({
  name: "faq",
  group: "block",
  content: contentOf("faq"),
  ...asHtml("faq", "div", true),
});

const FaqItem = Node.create({
  name: "faqItem",
  content: contentOf("faqItem"),
  defining: true,
  addAttributes: dataAttributes({ question: "" }),
  ...asHtml("faqItem", "div", true),
  addNodeView: () => ReactNodeViewRenderer(FaqItemView),
});

export const blockEditorExtensions: AnyExtension[] = [
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
  Callout,
  Faq,
  FaqItem,
  atomBlock("picture", { src: "", alt: "", caption: "" }),
  atomBlock("gallery", { pictures: [] }),
  atomBlock("video", { provider: "youtube", id: "", title: "", poster: null }),
  atomBlock("callToAction", { target: "contact", label: "Get in touch", text: "" }),
  atomBlock("liveList", { list: "projects", count: 3 }),
];
