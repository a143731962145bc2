import { getSchema } from "@tiptap/core";
import { describe, expect, it } from "vitest";
import { blockEditorExtensions } from "../../app/components/admin/blocks/editor-schema.ts";
import { blockNodes, checkDocument } from "../../domain/blocks.ts";
import { doc, everyBlock, paragraph, text } from "../support/block-documents.ts";

/**
 * The editor's schema comes from the same declaration as the server's check (ADR 0196): whatever
 * the editor can hold, the server takes, and the other way round.
 */
const schema = getSchema(blockEditorExtensions);

describe("the block editor's schema", () => {
  it("has a node for every declared block and no other", () => {
    const editorNodes = Object.keys(schema.nodes).filter((name) => name !== "doc");
    expect(editorNodes.sort()).toEqual(Object.keys(blockNodes).sort());
  });

  it("has the formatting the server takes and no other", () => {
    expect(Object.keys(schema.marks).sort()).toEqual(["bold", "code", "italic", "link"]);
  });

  it("holds a document of every block, and what it writes back passes the server's check", () => {
    const node = schema.nodeFromJSON(everyBlock);
    node.check();
    expect(() => checkDocument(node.toJSON())).not.toThrow();
    expect(checkDocument(node.toJSON()).content.map((block) => block.type)).toEqual(
      everyBlock.content.map((block) => block.type),
    );
  });

  it.each([
    ["a list inside a quote", doc({ type: "blockquote", content: [{ type: "bulletList", content: [] }] })],
    [
      "a code block in a table cell",
      doc({
        type: "table",
        content: [
          {
            type: "tableRow",
            content: [{ type: "tableCell", content: [{ type: "codeBlock", content: [text("x")] }] }],
          },
        ],
      }),
    ],
    [
      "a heading in a list item",
      doc({
        type: "bulletList",
        content: [{ type: "listItem", content: [{ type: "heading", attrs: { level: 2 }, content: [text("x")] }] }],
      }),
    ],
    ["an empty FAQ", doc({ type: "faq" })],
  ])("refuses %s, as the server does", (_what, document) => {
    expect(() => schema.nodeFromJSON(document).check()).toThrow();
    expect(() => checkDocument(document)).toThrow();
  });

  it("keeps headings to levels 2 to 4 (the page's title is its h1)", () => {
    expect(() =>
      schema.nodeFromJSON(doc({ type: "heading", attrs: { level: 3 }, content: [text("x")] })).check(),
    ).not.toThrow();
    expect(schema.nodes.heading?.spec.parseDOM?.map((rule) => rule.tag)).toEqual(["h2", "h3", "h4"]);
    expect(paragraph(text("x")).type).toBe("paragraph");
  });
});
