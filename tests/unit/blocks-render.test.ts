import { describe, expect, it } from "vitest";
import { checkDocument } from "../../domain/blocks.ts";
import { renderDocument } from "../../server/blocks/render-html.ts";

const picture = "/uploads/0123456789abcdef0123.webp";
const srcset = `/uploads/0123456789abcdef0123-480w.webp 480w, /uploads/0123456789abcdef0123-960w.webp 960w, /uploads/0123456789abcdef0123-1600w.webp 1600w`;
type Node = { type: string; [key: string]: unknown };
const text = (value: string, marks?: object[]): Node => ({ type: "text", text: value, ...(marks ? { marks } : {}) });
const paragraph = (...content: Node[]): Node => ({ type: "paragraph", content });
const render = (...content: Node[]) =>
  renderDocument(checkDocument({ type: "doc", content }), (list, count) => `<!--${list}:${count}-->`);

describe("a block document rendered on the server", () => {
  it.each<[string, Node, string]>([
    [
      "a paragraph with marks",
      paragraph(
        text("<b>"),
        text("bold", [{ type: "bold" }]),
        { type: "hardBreak" },
        text("it", [{ type: "italic" }, { type: "code" }]),
      ),
      "<p>&lt;b&gt;<strong>bold</strong><br><code><em>it</em></code></p>",
    ],
    [
      "an outside link",
      paragraph(text("site", [{ type: "link", attrs: { href: "https://example.com/?a=1&b=2" } }])),
      '<p><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">site</a></p>',
    ],
    [
      "a link on this site",
      paragraph(text("contact", [{ type: "link", attrs: { href: "/contact" } }])),
      '<p><a href="/contact">contact</a></p>',
    ],
    [
      "a numbered list",
      {
        type: "orderedList",
        attrs: { start: 3 },
        content: [{ type: "listItem", content: [paragraph(text("Three"))] }],
      },
      '<ol start="3"><li><p>Three</p></li></ol>',
    ],
    ["a quote", { type: "blockquote", content: [paragraph(text("Said."))] }, "<blockquote><p>Said.</p></blockquote>"],
    [
      "code",
      { type: "codeBlock", attrs: { language: "ts" }, content: [text("a < b")] },
      '<pre><code class="language-ts">a &lt; b</code></pre>',
    ],
    ["a divider", { type: "horizontalRule" }, "<hr>"],
    [
      "a callout",
      { type: "callout", attrs: { tone: "warning" }, content: [paragraph(text("Mind."))] },
      '<aside class="callout callout-warning" role="note"><p>Mind.</p></aside>',
    ],
    [
      "a table",
      {
        type: "table",
        content: [
          {
            type: "tableRow",
            content: [
              { type: "tableHeader", content: [paragraph(text("Plan"))] },
              { type: "tableCell", attrs: { colspan: 2 }, content: [paragraph(text("Basic"))] },
            ],
          },
        ],
      },
      '<div class="table-scroll"><table><tbody><tr><th scope="col"><p>Plan</p></th><td colspan="2"><p>Basic</p></td></tr></tbody></table></div>',
    ],
    [
      "a picture",
      { type: "picture", attrs: { src: picture, alt: 'The "studio"', caption: "Lahore & co" } },
      `<figure><img src="${picture}" srcset="${srcset}" sizes="(min-width: 768px) 46rem, 100vw" alt="The &quot;studio&quot;" loading="lazy" decoding="async"><figcaption>Lahore &amp; co</figcaption></figure>`,
    ],
    [
      "a video",
      { type: "video", attrs: { provider: "youtube", id: "dQw4w9WgXcQ", title: "Our process" } },
      '<div class="video" data-player="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"><button type="button" aria-label="Play video: Our process"><span class="video-play" aria-hidden="true"></span></button></div>',
    ],
    [
      "a call to action",
      { type: "callToAction", attrs: { label: "Talk to us", text: "Ready?" } },
      '<div class="call-to-action"><p>Ready?</p><a class="button" href="/contact">Talk to us</a></div>',
    ],
    [
      "a call to action to an article",
      { type: "callToAction", attrs: { label: "Read the case", href: "/blog/a-shop-in-three-weeks" } },
      '<div class="call-to-action"><a class="button" href="/blog/a-shop-in-three-weeks">Read the case</a></div>',
    ],
    [
      "a call to action to another site",
      { type: "callToAction", attrs: { label: "Book a call", href: "https://cal.example/ravi?a=1&b=2" } },
      '<div class="call-to-action"><a class="button" href="https://cal.example/ravi?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">Book a call</a></div>',
    ],
    [
      "three columns",
      {
        type: "columns",
        content: [
          { type: "column", content: [paragraph(text("One"))] },
          { type: "column", content: [{ type: "heading", attrs: { level: 3 }, content: [text("Two")] }] },
          { type: "column", content: [paragraph(text("Three"))] },
        ],
      },
      '<div class="columns columns-3"><div class="column"><p>One</p></div><div class="column"><h3 id="two">Two</h3></div><div class="column"><p>Three</p></div></div>',
    ],
    [
      "an FAQ",
      {
        type: "faq",
        content: [{ type: "faqItem", attrs: { question: "How long?" }, content: [paragraph(text("Weeks."))] }],
      },
      '<div class="faq"><details><summary>How long?</summary><p>Weeks.</p></details></div>',
    ],
    ["a live list", { type: "liveList", attrs: { list: "projects", count: 6 } }, "<!--projects:6-->"],
  ])("renders %s", (_what, node, html) => {
    expect(render(node).html).toBe(html);
  });

  it("gives each heading an anchor, once, and lists them for the table of contents", () => {
    const heading = (level: number, words: string): Node => ({
      type: "heading",
      attrs: { level },
      content: [text(words)],
    });
    const rendered = render(heading(2, "Our prices"), heading(3, "Our prices"), heading(2, "Ünïcode & signs"));
    expect(rendered.html).toBe(
      '<h2 id="our-prices">Our prices</h2><h3 id="our-prices-2">Our prices</h3><h2 id="uenicode-and-signs">Ünïcode &amp; signs</h2>',
    );
    expect(rendered.headings).toEqual([
      { level: 2, id: "our-prices", text: "Our prices" },
      { level: 3, id: "our-prices-2", text: "Our prices" },
      { level: 2, id: "uenicode-and-signs", text: "Ünïcode & signs" },
    ]);
  });

  it("collects an FAQ's questions and answers for its JSON-LD", () => {
    const faq = {
      type: "faq",
      content: [
        {
          type: "faqItem",
          attrs: { question: "Price?" },
          content: [paragraph(text("From ")), paragraph(text("$1,000."))],
        },
      ],
    };
    expect(render(faq).questions).toEqual([{ question: "Price?", answer: "From  $1,000." }]);
  });
});
