import { blockLimits, isAllowedLink } from "../../../domain/blocks.ts";

/**
 * What ProseMirror's parse of an imported post still holds that the document check would refuse or
 * that reads as noise, put right before the check: links keep only their address (their class,
 * target and rel are the renderer's to decide), a code block's language is a name the check takes or
 * none, a numbered list's letter style goes and its start is one it takes, formatting on a line break
 * goes, empty paragraphs (WordPress's `&nbsp;` spacers) go, and
 * a text longer than the check allows is cut into several.
 */
type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Nodes that must hold something: left empty by the tidying, they go. */
const droppedWhenEmpty = new Set(["blockquote", "callout", "bulletList", "orderedList", "table", "tableRow", "faq"]);
/** Nodes that must hold a paragraph: left empty, they keep an empty one. */
const keepAParagraph = new Set(["listItem", "tableCell", "tableHeader", "faqItem"]);

export function tidyDocument(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return { ...value, content: tidyChildren(value.content) };
}

function tidyChildren(content: unknown): Json[] {
  if (!Array.isArray(content)) return [];
  return content.flatMap((child) => (isRecord(child) ? tidyNode(child) : []));
}

function tidyNode(node: Json): Json[] {
  const type = node.type;
  if (type === "text") return splitText(tidyMarks(node));
  const tidied: Json = { ...node };
  // Formatting sits on text only (a bold line break is a line break).
  if (type !== "text") delete tidied.marks;
  if (type === "orderedList" && isRecord(node.attrs)) {
    const start =
      typeof node.attrs.start === "number" ? Math.min(Math.max(Math.trunc(node.attrs.start), 1), 10_000) : 1;
    tidied.attrs = { ...node.attrs, start, type: null };
  }
  if (type === "codeBlock" && isRecord(node.attrs)) {
    const language = typeof node.attrs.language === "string" ? node.attrs.language.toLowerCase() : null;
    tidied.attrs = { ...node.attrs, language: language && /^[a-z0-9+#-]{1,30}$/.test(language) ? language : null };
  }
  if (node.content === undefined) return type === "paragraph" ? [] : [tidied];
  const content = tidyChildren(node.content);
  if (type === "paragraph" && content.every((child) => child.type === "hardBreak" || isBlank(child))) return [];
  if (content.length === 0) {
    if (typeof type === "string" && droppedWhenEmpty.has(type)) return [];
    if (typeof type === "string" && keepAParagraph.has(type)) return [{ ...tidied, content: [{ type: "paragraph" }] }];
  }
  tidied.content = content;
  return [tidied];
}

const isBlank = (node: Json) => node.type === "text" && typeof node.text === "string" && node.text.trim() === "";

function tidyMarks(node: Json): Json {
  if (!Array.isArray(node.marks)) return node;
  const marks = node.marks.flatMap((mark: unknown) => {
    if (!isRecord(mark)) return [];
    if (mark.type !== "link") return [{ type: mark.type }];
    const href = isRecord(mark.attrs) && typeof mark.attrs.href === "string" ? mark.attrs.href.trim() : "";
    return isAllowedLink(href) ? [{ type: "link", attrs: { href } }] : [];
  });
  const { marks: _marks, ...rest } = node;
  return marks.length > 0 ? { ...rest, marks } : rest;
}

function splitText(node: Json): Json[] {
  const text = typeof node.text === "string" ? node.text : "";
  if (text.length <= blockLimits.textMax) return [node];
  const parts: Json[] = [];
  for (let at = 0; at < text.length; ) {
    let end = Math.min(at + blockLimits.textMax, text.length);
    // Never between the two halves of a character outside the Basic Multilingual Plane.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    parts.push({ ...node, text: text.slice(at, end) });
    at = end;
  }
  return parts;
}
