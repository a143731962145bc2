import { diffArrays, diffWords } from "diff";
import { blockSettingWords, blockWords, unknownBlockWord, historyWords as w } from "../../../domain/history-words.ts";
import { storedImagePattern } from "../../../domain/images.ts";

/**
 * A block document said in words (issue 67, ADR 0280): each top-level block as its name ("Heading 2",
 * "Table") and the words a reader sees in it, its pictures apart; and two versions compared block by
 * block, a changed block word by word (the `diff` library). Nothing of the stored JSON is named.
 */

/** One block as a reader takes it in. */
export type BlockInWords = { label: string; text: string; pictures: string[] };

/** A run of words in a comparison: in both versions, only in the later one, or only in the earlier. */
export type WordPart = { text: string; change: "same" | "added" | "removed" };

export type BlockChange =
  | { change: "unchanged"; count: number }
  | { change: "added" | "removed"; block: BlockInWords }
  | { change: "changed"; before: BlockInWords; after: BlockInWords; words: WordPart[] };

type Node = { type?: unknown; attrs?: unknown; content?: unknown; text?: unknown };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Whether a value is a block document (the editor's JSON), wherever a record keeps one. */
export const isBlockDocument = (value: unknown): value is { type: "doc"; content?: unknown } =>
  isObject(value) && value.type === "doc" && (value.content === undefined || Array.isArray(value.content));

const childrenOf = (node: Node): Node[] => (Array.isArray(node.content) ? node.content.filter(isObject) : []);
const attrsOf = (node: Node): Record<string, unknown> => (isObject(node.attrs) ? node.attrs : {});
const wordsAttr = (attrs: Record<string, unknown>, name: string) =>
  typeof attrs[name] === "string" ? attrs[name].trim() : "";

const picturePattern = new RegExp(`^${storedImagePattern}$`);
/** Whether a text is one of our stored pictures' addresses. */
export const isPictureAddress = (value: unknown): value is string =>
  typeof value === "string" && picturePattern.test(value);

/** Inline text of a paragraph-like node: its text runs, a line break as a space. */
function inlineText(node: Node): string {
  if (node.type === "text") return typeof node.text === "string" ? node.text : "";
  if (node.type === "hardBreak") return " ";
  return childrenOf(node).map(inlineText).join("");
}

/** The words of a node that holds blocks (a list item, a cell, a quote): its blocks' words, a line each. */
function nestedText(node: Node): string {
  const children = childrenOf(node);
  if (children.length === 0 || children.every((child) => child.type === "text" || child.type === "hardBreak"))
    return inlineText(node);
  return children
    .map((child) => blockText(child))
    .filter((line) => line !== "")
    .join("\n");
}

/** Every picture a node or its children show, in order. */
function picturesIn(node: Node): string[] {
  const attrs = attrsOf(node);
  const own = [attrs.src, attrs.poster].filter(isPictureAddress);
  const gallery = Array.isArray(attrs.pictures)
    ? attrs.pictures.map((picture) => (isObject(picture) ? picture.src : undefined)).filter(isPictureAddress)
    : [];
  return [...own, ...gallery, ...childrenOf(node).flatMap(picturesIn)];
}

/** The words a reader sees in one block. */
function blockText(node: Node): string {
  const attrs = attrsOf(node);
  switch (node.type) {
    case "paragraph":
    case "heading":
    case "codeBlock":
      return inlineText(node);
    case "bulletList":
    case "orderedList":
      return childrenOf(node)
        .map((item) => `• ${nestedText(item).replace(/\n/g, " ")}`)
        .join("\n");
    case "table":
      return childrenOf(node)
        .map((row) =>
          childrenOf(row)
            .map((cell) => nestedText(cell).replace(/\n/g, " "))
            .join(" | "),
        )
        .join("\n");
    case "faq":
      return childrenOf(node)
        .map((item) => [wordsAttr(attrsOf(item), "question"), nestedText(item)].filter(Boolean).join("\n"))
        .join("\n");
    case "callout": {
      const tone = wordsAttr(attrs, "tone");
      const toneWord = tone in blockSettingWords.calloutTones ? calloutToneWord(tone) : "";
      return [toneWord, nestedText(node)].filter(Boolean).join(": ");
    }
    case "picture":
      return [wordsAttr(attrs, "alt"), wordsAttr(attrs, "caption")].filter(Boolean).join("\n");
    case "gallery":
      return Array.isArray(attrs.pictures)
        ? attrs.pictures
            .map((picture) => (isObject(picture) ? wordsAttr(picture, "alt") : ""))
            .filter(Boolean)
            .join("\n")
        : "";
    case "video":
      return wordsAttr(attrs, "title");
    case "callToAction":
      return [wordsAttr(attrs, "label"), wordsAttr(attrs, "text")].filter(Boolean).join("\n");
    case "liveList": {
      const list = wordsAttr(attrs, "list");
      const name = list in blockSettingWords.liveListLabels ? liveListWord(list) : list;
      return w.liveList(name, typeof attrs.count === "number" ? attrs.count : 3);
    }
    case "horizontalRule":
      return "";
    default:
      // A block this screen does not know by name (columns, a block added later): its words all the same.
      return nestedText(node);
  }
}

const calloutToneWord = (tone: string) =>
  Object.entries(blockSettingWords.calloutTones).find(([name]) => name === tone)?.[1] ?? "";
const liveListWord = (list: string) =>
  Object.entries(blockSettingWords.liveListLabels).find(([name]) => name === list)?.[1] ?? list;

/** A block's name as the editor says it: "Heading 2", "Numbered list", "Picture". */
function blockLabel(node: Node): string {
  const type = typeof node.type === "string" ? node.type : "";
  const word = Object.hasOwn(blockWords, type) ? blockWords[type] : unknownBlockWord;
  const level = attrsOf(node).level;
  return type === "heading" && typeof level === "number" ? `${word} ${level}` : (word ?? unknownBlockWord);
}

/** A document's top-level blocks in words (anything that is no document: none). */
export function blocksInWords(document: unknown): BlockInWords[] {
  if (!isBlockDocument(document)) return [];
  return childrenOf(document).map((node) => ({
    label: blockLabel(node),
    text: blockText(node),
    pictures: picturesIn(node),
  }));
}

/** Two texts compared word by word: what stayed, what the later one added, what it removed. */
export function wordChanges(before: string, after: string): WordPart[] {
  return diffWords(before, after).map((part) => ({
    text: part.value,
    change: part.added ? "added" : part.removed ? "removed" : "same",
  }));
}

const sameBlock = (a: BlockInWords, b: BlockInWords) =>
  a.label === b.label && a.text === b.text && a.pictures.join(" ") === b.pictures.join(" ");

/**
 * Two documents compared block by block: unchanged runs counted, a block in one version only added
 * or removed, and a removed block followed by an added one of the same kind read as that block
 * changed, word by word.
 */
export function documentChanges(before: unknown, after: unknown): BlockChange[] {
  const parts = diffArrays(blocksInWords(before), blocksInWords(after), { comparator: sameBlock });
  const changes: BlockChange[] = [];
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index];
    if (!part.added && !part.removed) {
      changes.push({ change: "unchanged", count: part.value.length });
      continue;
    }
    const next = parts[index + 1];
    if (part.removed && next?.added) {
      changes.push(...pairUp(part.value, next.value));
      index++;
      continue;
    }
    for (const block of part.value) changes.push({ change: part.added ? "added" : "removed", block });
  }
  return changes;
}

/** Removed blocks against the added ones in their place: same kind in the same position is a change. */
function pairUp(removed: BlockInWords[], added: BlockInWords[]): BlockChange[] {
  const changes: BlockChange[] = [];
  const longest = Math.max(removed.length, added.length);
  for (let index = 0; index < longest; index++) {
    const before = removed[index];
    const after = added[index];
    if (before && after && before.label === after.label) {
      changes.push({ change: "changed", before, after, words: wordChanges(before.text, after.text) });
      continue;
    }
    if (before) changes.push({ change: "removed", block: before });
    if (after) changes.push({ change: "added", block: after });
  }
  return changes;
}
