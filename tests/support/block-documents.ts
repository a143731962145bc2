/** Block documents as the editor writes them (ProseMirror's JSON), for the block tests. */
export const picture = "/uploads/0123456789abcdef0123.webp";
export type Node = { type: string; [key: string]: unknown };
export const text = (value: string, marks?: object[]): Node => ({
  type: "text",
  text: value,
  ...(marks ? { marks } : {}),
});
export const paragraph = (...content: Node[]): Node => ({ type: "paragraph", content });
export const doc = (...content: Node[]) => ({ type: "doc", content });

/** One of every block, as the editor writes it. */
export const everyBlock = doc(
  { type: "heading", attrs: { level: 2 }, content: [text("Pricing")] },
  paragraph(
    text("Plain, "),
    text("bold", [{ type: "bold" }]),
    { type: "hardBreak" },
    text("a link", [
      { type: "link", attrs: { href: "https://example.com", target: "_blank", rel: null, class: null } },
    ]),
  ),
  { type: "bulletList", content: [{ type: "listItem", content: [paragraph(text("One"))] }] },
  { type: "orderedList", attrs: { start: 3 }, content: [{ type: "listItem", content: [paragraph(text("Three"))] }] },
  { type: "blockquote", content: [paragraph(text("Said well."))] },
  { type: "codeBlock", attrs: { language: "ts" }, content: [text("const a = 1;\nconst b = 2;")] },
  { type: "horizontalRule" },
  { type: "callout", attrs: { tone: "warning" }, content: [paragraph(text("Mind the gap."))] },
  {
    type: "table",
    content: [
      { type: "tableRow", content: [{ type: "tableHeader", content: [paragraph(text("Plan"))] }] },
      {
        type: "tableRow",
        content: [{ type: "tableCell", attrs: { colspan: 1 }, content: [paragraph(text("Basic"))] }],
      },
    ],
  },
  { type: "picture", attrs: { src: picture, alt: "Our studio", caption: "Lahore, 2026" } },
  {
    type: "gallery",
    attrs: {
      pictures: [
        { src: picture, alt: "One" },
        { src: picture, alt: "Two" },
      ],
    },
  },
  { type: "video", attrs: { provider: "youtube", id: "dQw4w9WgXcQ", title: "Our process" } },
  { type: "callToAction", attrs: { label: "Get a quote" } },
  {
    type: "faq",
    content: [{ type: "faqItem", attrs: { question: "How long?" }, content: [paragraph(text("Weeks."))] }],
  },
  { type: "liveList", attrs: { list: "projects", count: 6 } },
  {
    type: "columns",
    content: [
      { type: "column", content: [paragraph(text("Left"))] },
      { type: "column", content: [{ type: "callToAction", attrs: { label: "Read on", href: "/blog/launch" } }] },
    ],
  },
);
