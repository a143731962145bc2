import { describe, expect, it } from "vitest";
import { blocksInWords, documentChanges, type WordPart } from "../../app/lib/admin/document-words.ts";
import { recordChanges } from "../../app/lib/admin/record-changes.ts";

const text = (value: string) => ({ type: "text", text: value });
const paragraph = (value: string) => ({ type: "paragraph", content: [text(value)] });
const heading = (level: number, value: string) => ({ type: "heading", attrs: { level }, content: [text(value)] });
const doc = (...content: unknown[]) => ({ type: "doc", content });
const PICTURE = "/uploads/0123456789abcdef0123.webp";
const OTHER_PICTURE = "/uploads/fedcba9876543210fedc.webp";
const picture = (src: string, alt: string) => ({ type: "picture", attrs: { src, alt, caption: "" } });
const cell = (type: string, value: string) => ({ type, attrs: { colspan: 1 }, content: [paragraph(value)] });
const table = (...rows: string[][]) => ({
  type: "table",
  content: rows.map((row, index) => ({
    type: "tableRow",
    content: row.map((value) => cell(index === 0 ? "tableHeader" : "tableCell", value)),
  })),
});

/** What a comparison's runs read as: [-removed-] and {+added+} around the words. */
const marked = (parts: WordPart[]) =>
  parts
    .map((part) =>
      part.change === "added" ? `{+${part.text}+}` : part.change === "removed" ? `[-${part.text}-]` : part.text,
    )
    .join("");

/** Every key of the stored JSON: none may be read out to a person. */
const jsonKeys = /\b(type|doc|attrs|content|level|src|colspan|marks)\b/i;

describe("a block document in words", () => {
  it("names each block as the editor does and reads its words, a table row a line", () => {
    const blocks = blocksInWords(
      doc(
        heading(2, "Our approach"),
        paragraph("We listen first."),
        table(["Phase", "Weeks"], ["Discovery", "2"]),
        picture(PICTURE, "The team at work"),
        {
          type: "bulletList",
          content: [{ type: "listItem", content: [paragraph("Research")] }],
        },
      ),
    );
    expect(blocks).toEqual([
      { label: "Heading 2", text: "Our approach", pictures: [] },
      { label: "Paragraph", text: "We listen first.", pictures: [] },
      { label: "Table", text: "Phase | Weeks\nDiscovery | 2", pictures: [] },
      { label: "Picture", text: "The team at work", pictures: [PICTURE] },
      { label: "List", text: "• Research", pictures: [] },
    ]);
  });

  it("reads a block it does not know by name by its words, never by its keys", () => {
    const [block] = blocksInWords(
      doc({ type: "columns", attrs: { count: 2 }, content: [{ type: "column", content: [paragraph("Left side")] }] }),
    );
    expect(block).toEqual({ label: "Columns", text: "Left side", pictures: [] });
  });

  it("is nothing for a value that is no document", () => {
    expect(blocksInWords({ type: "paragraph" })).toEqual([]);
    expect(blocksInWords(null)).toEqual([]);
  });
});

describe("two documents compared", () => {
  it("marks the changed sentence's words, counts the unchanged blocks", () => {
    const before = doc(heading(2, "Our approach"), paragraph("We listen first, then we build."), paragraph("End."));
    const after = doc(heading(2, "Our approach"), paragraph("We listen first, then we ship."), paragraph("End."));
    const changes = documentChanges(before, after);
    expect(changes.map((change) => change.change)).toEqual(["unchanged", "changed", "unchanged"]);
    const changed = changes[1];
    if (changed?.change !== "changed") throw new Error("the paragraph is a change");
    expect(changed.after.label).toBe("Paragraph");
    expect(marked(changed.words)).toBe("We listen first, then we [-build-]{+ship+}.");
    expect(changes[0]).toEqual({ change: "unchanged", count: 1 });
  });

  it("says a block added, a block removed and a picture swapped, with the pictures", () => {
    const before = doc(paragraph("Intro."), picture(PICTURE, "Old photo"), paragraph("Gone soon."));
    const after = doc(paragraph("Intro."), picture(OTHER_PICTURE, "New photo"), heading(3, "Brand new"));
    const changes = documentChanges(before, after);
    expect(changes).toEqual([
      { change: "unchanged", count: 1 },
      {
        change: "changed",
        before: { label: "Picture", text: "Old photo", pictures: [PICTURE] },
        after: { label: "Picture", text: "New photo", pictures: [OTHER_PICTURE] },
        words: [
          { text: "Old", change: "removed" },
          { text: "New", change: "added" },
          { text: " photo", change: "same" },
        ],
      },
      { change: "removed", block: { label: "Paragraph", text: "Gone soon.", pictures: [] } },
      { change: "added", block: { label: "Heading 3", text: "Brand new", pictures: [] } },
    ]);
  });

  it("reads a first document (none before) as every block added", () => {
    expect(documentChanges(undefined, doc(paragraph("Hello")))).toEqual([
      { change: "added", block: { label: "Paragraph", text: "Hello", pictures: [] } },
    ]);
  });
});

describe("two versions of an article compared", () => {
  const article = (sentence: string, extra: Record<string, unknown> = {}) => ({
    _id: "a1",
    title: "Case study",
    slug: "case-study",
    summary: "",
    coverId: null,
    cover: null,
    body: doc(heading(2, "The brief"), paragraph(sentence)),
    seo: { title: "", description: "", image: "", noindex: false, canonical: "" },
    version: 1,
    updatedAt: "2026-11-28T10:00:00.000Z",
    ...extra,
  });

  it("names the changed fields by their labels and no key of the stored JSON", () => {
    const { changes, unchanged } = recordChanges(
      article("They wanted a faster shop."),
      article("They wanted a faster, calmer shop.", {
        version: 2,
        coverId: "m1",
        cover: { url: PICTURE, alt: "Shop" },
        seo: { title: "Case study: a faster shop", description: "", image: "", noindex: true, canonical: "" },
      }),
      { hidden: new Set(["_id"]) },
    );
    expect(changes.map((change) => change.label)).toEqual([
      "Cover",
      "Article",
      "Search title",
      "Hide from search engines",
    ]);
    expect(unchanged).toEqual(["Title", "Slug", "Summary"]);
    const [cover, body, , noindex] = changes;
    expect(cover).toMatchObject({ shape: "pictures", before: [], after: [PICTURE] });
    if (body?.shape !== "document" || noindex?.shape !== "words") throw new Error("a document and words");
    const sentence = body.blocks.find((block) => block.change === "changed");
    if (sentence?.change !== "changed") throw new Error("the sentence changed");
    expect(marked(sentence.words)).toBe("They wanted a faster{+, calmer +}shop.");
    expect(marked(noindex.words)).toBe("[-No-]{+Yes+}");
    const everything = JSON.stringify(changes.map((change) => change.label)) + unchanged.join(" ");
    expect(everything).not.toMatch(jsonKeys);
  });

  it("finds nothing to say between two equal versions, whatever their keys' order", () => {
    const one = article("Same.");
    const two = Object.fromEntries(Object.entries(article("Same.")).reverse());
    expect(recordChanges(one, two).changes).toEqual([]);
  });
});
