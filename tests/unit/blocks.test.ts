import { describe, expect, it } from "vitest";
import {
  blockLimits,
  blockMessages,
  checkDocument,
  picturesShownBy,
  readingMinutes,
  UnsupportedContent,
  withoutOwnAlt,
} from "../../domain/blocks.ts";
import { picturesNamedIn } from "../../domain/images.ts";
import { blockPictureAlt } from "../../server/blocks/render-html.ts";
import { doc, everyBlock, type Node, paragraph, picture, text } from "../support/block-documents.ts";

const refusal = (value: unknown) => {
  try {
    checkDocument(value);
  } catch (error) {
    if (error instanceof UnsupportedContent) return { message: error.message, path: error.path };
    throw error;
  }
  throw new Error("expected a refusal");
};

describe("block documents", () => {
  it("take every supported block and answer them rebuilt, defaults filled", () => {
    const checked = checkDocument(everyBlock);
    expect(checked.content.map((node) => node.type)).toEqual(everyBlock.content.map((node) => node.type));
    expect(checked.content[7]?.attrs).toEqual({ tone: "warning" });
    expect(checked.content[8]?.content?.[1]?.content?.[0]?.attrs).toEqual({
      colspan: 1,
      rowspan: 1,
      colwidth: null,
      align: null,
    });
    expect(checked.content[12]?.attrs).toEqual({ href: "/contact", label: "Get a quote", text: "" });
    // The link keeps its address only: target and rel are the renderer's to decide.
    expect(checked.content[1]?.content?.[3]?.marks).toEqual([{ type: "link", attrs: { href: "https://example.com" } }]);
  });

  it.each([
    [
      "a script node",
      doc({ type: "script", content: [text("alert(1)")] }),
      'Unsupported content: a node of type "script"',
    ],
    [
      "a javascript: link",
      doc(paragraph(text("x", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]))),
      'Unsupported content: a link to "javascript:alert(1)"',
    ],
    [
      "a protocol-relative link",
      doc(paragraph(text("x", [{ type: "link", attrs: { href: "//evil.example" } }]))),
      'Unsupported content: a link to "//evil.example"',
    ],
    [
      "an unknown attribute",
      doc({ type: "heading", attrs: { level: 2, onclick: "x" }, content: [text("H")] }),
      "Unsupported content: the attributes of a heading",
    ],
    ["an unknown key", doc({ type: "paragraph", html: "<b>x</b>" }), 'Unsupported content: "html" on a paragraph'],
    ["a level-1 heading", doc({ type: "heading", attrs: { level: 1 } }), "Unsupported content: the level of a heading"],
    [
      "a picture from elsewhere",
      doc({ type: "picture", attrs: { src: "https://evil.example/x.png", alt: "x" } }),
      "Unsupported content: the src of a picture",
    ],
    [
      "a call to action to a javascript: address",
      doc({ type: "callToAction", attrs: { label: "Go", href: "javascript:alert(1)" } }),
      "Unsupported content: the href of a call to action",
    ],
    [
      "one column",
      doc({ type: "columns", content: [{ type: "column", content: [paragraph(text("Alone"))] }] }),
      "Unsupported content: columns of 1: 2 to 3",
    ],
    [
      "columns in a column",
      doc({
        type: "columns",
        content: [
          {
            type: "column",
            content: [
              {
                type: "columns",
                content: [
                  { type: "column", content: [paragraph()] },
                  { type: "column", content: [paragraph()] },
                ],
              },
            ],
          },
          { type: "column", content: [paragraph()] },
        ],
      }),
      "Unsupported content: columns in this place",
    ],
    [
      "a column outside columns",
      doc({ type: "column", content: [paragraph()] }),
      "Unsupported content: a column in this place",
    ],
    [
      "a video that is no YouTube id",
      doc({ type: "video", attrs: { provider: "youtube", id: "<iframe>", title: "" } }),
      "Unsupported content: the id of a video",
    ],
    [
      "a list item outside a list",
      doc({ type: "listItem", content: [paragraph()] }),
      "Unsupported content: a list item in this place",
    ],
    [
      "a heading in a table cell",
      doc({
        type: "table",
        content: [
          { type: "tableRow", content: [{ type: "tableCell", content: [{ type: "heading", attrs: { level: 2 } }] }] },
        ],
      }),
      "Unsupported content: a heading in this place",
    ],
    ["an empty list", doc({ type: "bulletList", content: [] }), "Unsupported content: a list with nothing in it"],
    [
      "formatting in code",
      doc({ type: "codeBlock", content: [text("x", [{ type: "bold" }])] }),
      "Unsupported content: formatting in this place",
    ],
    ["a control character", doc(paragraph(text("a\u0007b"))), "Unsupported content: a control character"],
    ["no document", { type: "paragraph" }, blockMessages.notADocument],
  ])("refuse %s, naming it", (_what, value, message) => {
    expect(refusal(value).message).toBe(message);
  });

  it("name where the refusal is", () => {
    const value = doc(paragraph(text("ok")), {
      type: "bulletList",
      content: [{ type: "listItem", content: [{ type: "video" }] }],
    });
    expect(refusal(value)).toEqual({
      message: "Unsupported content: a video in this place",
      path: "content.1.content.0.content.0",
    });
  });

  it("refuse a document too large, too long or too deep", () => {
    const long = "x".repeat(1000);
    const large = doc(...Array.from({ length: blockLimits.bytes / 1000 }, () => paragraph(text(long))));
    expect(refusal(large).message).toBe(blockMessages.tooLarge);
    const many = doc(paragraph(...Array.from({ length: blockLimits.nodes }, () => ({ type: "hardBreak" }))));
    expect(refusal(many).message).toBe(blockMessages.tooManyNodes);
    // Lists may hold lists: the one way to nest deep.
    let nested: Node = { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("x"))] }] };
    for (let level = 0; level <= blockLimits.depth; level++)
      nested = { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("x")), nested] }] };
    expect(refusal(doc(nested)).message).toBe(blockMessages.tooDeep);
  });

  it("count reading time in whole minutes, at least one", () => {
    expect(readingMinutes(checkDocument(everyBlock))).toBe(1);
    const words = Array.from({ length: 460 }, () => "word").join(" ");
    expect(readingMinutes(checkDocument(doc(paragraph(text(words)))))).toBe(2);
  });
});

describe("block pictures' words (ADR 0235)", () => {
  const other = "/uploads/fedcba9876543210fedc.webp";
  const still = "/uploads/00000000000000000000.webp";
  const shown = checkDocument(
    doc(
      { type: "picture", attrs: { src: picture } },
      {
        type: "callout",
        content: [paragraph(text("x"))],
      },
      { type: "gallery", attrs: { pictures: [{ src: other }, { src: picture, alt: "Twice" }] } },
      { type: "video", attrs: { provider: "youtube", id: "dQw4w9WgXcQ", poster: still } },
    ),
  );

  it("are read for every picture a document shows, once each", () => {
    expect(picturesShownBy(shown).sort()).toEqual([picture, other, still].sort());
  });

  it("leave out of Publish's question only the uses with words of their own", () => {
    const record = {
      cover: other,
      blocks: doc(
        { type: "picture", attrs: { src: picture, alt: "Our studio" } },
        { type: "picture", attrs: { src: still, alt: "  " } },
        {
          type: "gallery",
          attrs: {
            pictures: [
              { src: other, alt: "" },
              { src: picture, alt: "Again" },
            ],
          },
        },
      ),
    };
    expect(picturesNamedIn(JSON.stringify(withoutOwnAlt(record))).sort()).toEqual([other, still].sort());
  });

  it("are the use's own, else the library's, none for a decorative one", () => {
    const words = { alt: "Library words", decorative: false, focalX: 0.5, focalY: 0.5, width: 10, height: 10 };
    expect(blockPictureAlt("Here only", words)).toBe("Here only");
    expect(blockPictureAlt(" ", words)).toBe("Library words");
    expect(blockPictureAlt("", { ...words, decorative: true })).toBe("");
    expect(blockPictureAlt("", undefined)).toBe("");
  });
});
