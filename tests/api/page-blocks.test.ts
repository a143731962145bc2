import { describe, expect, it } from "vitest";
import { draftsTestApp } from "../support/drafts-app.ts";
import { multipart } from "../support/forms.ts";
import { pngImage } from "../support/images.ts";

/**
 * The blocks an owner expects (issue 67, ADR 0237): a call to action to any address, columns; and
 * one alt text (ADR 0235): a block picture's words are its library item's, or its own for
 * this use only; Publish asks only about a picture that has neither, and the public page shows the
 * words asked for, with the picture's width and height.
 */
const t = draftsTestApp({ ssr: "development" });
const { api, get, saveDraft } = t;

type Media = { _id: string; url: string; version: number };
const upload = async (width: number, height: number): Promise<Media> => {
  const res = await api("POST", "/media", multipart({}, { file: await pngImage(width, height) }, "picture.png"));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const missingAlt = async (id: string): Promise<string[]> => {
  const res = await api("GET", `/pages/${id}/draft/missing-alt`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((item: Media) => item.url);
};
const imgOf = (html: string, src: string) => html.match(new RegExp(`<img src="${src}"[^>]*>`))?.[0] ?? "";

describe("block pictures' alt text", () => {
  it("asks only about a picture with neither library words nor its own, and shows the words asked for", async () => {
    const [harbour, team, ornament] = [await upload(300, 200), await upload(400, 300), await upload(120, 40)];
    const made = await api("POST", "/pages", { title: "Described", slug: "described" });
    expect(made.statusCode, made.body).toBe(201);
    const id: string = made.json().data._id;
    await saveDraft("pages", id, {
      version: 0,
      isActive: true,
      blocks: {
        type: "doc",
        content: [
          { type: "picture", attrs: { src: harbour.url, alt: "", caption: "" } },
          { type: "picture", attrs: { src: team.url, alt: "Our team at work", caption: "" } },
          { type: "picture", attrs: { src: ornament.url } },
        ],
      },
    });
    // The one with words of its own for this use is described; the library's two are not yet.
    expect((await missingAlt(id)).sort()).toEqual([harbour.url, ornament.url].sort());

    const described = await api("PATCH", `/media/${harbour._id}`, {
      alt: "A harbour at dawn",
      version: harbour.version,
    });
    expect(described.statusCode, described.body).toBe(200);
    const decorative = await api("PATCH", `/media/${ornament._id}`, { decorative: true, version: ornament.version });
    expect(decorative.statusCode, decorative.body).toBe(200);
    expect(await missingAlt(id)).toEqual([]);

    expect((await api("POST", `/pages/${id}/publish`, {})).statusCode).toBe(200);
    const page = await get("/described");
    expect(page.statusCode).toBe(200);
    expect(imgOf(page.body, harbour.url)).toMatch(/ alt="A harbour at dawn" width="300" height="200" /);
    expect(imgOf(page.body, team.url)).toMatch(/ alt="Our team at work" width="400" height="300" /);
    // Decorative is a choice: an empty alt, still sized.
    expect(imgOf(page.body, ornament.url)).toMatch(/ alt="" width="120" height="40" /);
  });

  it("reads the library item a block shows by its address", async () => {
    const item = await upload(310, 200);
    const res = await api("GET", `/media?page=1&limit=5&url=${encodeURIComponent(item.url)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((found: Media) => found._id)).toEqual([item._id]);
  });
});

describe("calls to action and columns", () => {
  const paragraph = (words: string) => ({ type: "paragraph", content: [{ type: "text", text: words }] });
  const column = (...content: object[]) => ({ type: "column", content });

  it("are taken and drawn: a button to an article and to another site, columns side by side", async () => {
    const blocks = {
      type: "doc",
      content: [
        {
          type: "columns",
          content: [
            column(paragraph("We design.")),
            column(paragraph("We build.")),
            column({ type: "callToAction", attrs: { label: "Read the case", href: "/blog/a-shop-in-three-weeks" } }),
          ],
        },
        { type: "callToAction", attrs: { label: "Book a call", href: "https://cal.example/ravi", text: "Ready?" } },
        { type: "callToAction", attrs: { target: "contact", label: "Written before", text: "" } },
      ],
    };
    const made = await api("POST", "/pages", { title: "Side by side", slug: "side-by-side", isActive: true, blocks });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data.blocks.content[2].attrs).toEqual({ href: "/contact", label: "Written before", text: "" });
    const page = await get("/side-by-side");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<div class="columns columns-3"><div class="column"><p>We design.</p></div><div class="column"><p>We build.</p></div><div class="column"><div class="call-to-action"><a class="button" href="/blog/a-shop-in-three-weeks">Read the case</a></div></div></div>',
    );
    expect(page.body).toContain(
      '<a class="button" href="https://cal.example/ravi" rel="noopener noreferrer" target="_blank">Book a call</a>',
    );
    expect(page.body).toContain('<a class="button" href="/contact">Written before</a>');
  });

  it.each([
    [
      "one column",
      { type: "columns", content: [column(paragraph("Alone"))] },
      "Unsupported content: columns of 1: 2 to 3",
    ],
    [
      "four columns",
      { type: "columns", content: [1, 2, 3, 4].map((n) => column(paragraph(`Column ${n}`))) },
      "Unsupported content: columns of 4: 2 to 3",
    ],
    [
      "a button to a script",
      { type: "callToAction", attrs: { label: "Go", href: "javascript:alert(1)" } },
      "Unsupported content: the href of a call to action",
    ],
  ])("refuse %s with 400, storing nothing", async (_case, block, message) => {
    const res = await api("POST", "/pages", { title: "Refused", blocks: { type: "doc", content: [block] } });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toEqual([{ path: "blocks", message }]);
    expect((await api("GET", "/pages?q=Refused")).json().data).toEqual([]);
  });
});

describe("the newsletter's e-mail of the same blocks", () => {
  it("says a picture's library words, and draws columns and a call to action to an article", async () => {
    const item = await upload(330, 220);
    const described = await api("PATCH", `/media/${item._id}`, { alt: "Our Lahore office", version: item.version });
    expect(described.statusCode, described.body).toBe(200);
    const made = await api("POST", "/campaigns", {
      subject: "Blocks by mail",
      blocks: {
        type: "doc",
        content: [
          { type: "picture", attrs: { src: item.url } },
          {
            type: "columns",
            content: [
              { type: "column", content: [{ type: "paragraph", content: [{ type: "text", text: "Left words" }] }] },
              {
                type: "column",
                content: [{ type: "callToAction", attrs: { label: "Read it", href: "/blog/mailed" } }],
              },
            ],
          },
        ],
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const preview = await api("GET", `/campaigns/${made.json().data._id}/preview`);
    expect(preview.statusCode, preview.body).toBe(200);
    const { html, text } = preview.json().data;
    expect(html).toMatch(/<img [^>]*alt="Our Lahore office"/);
    expect(html).toContain("Left words");
    expect(html).toMatch(/<a [^>]*href="https?:\/\/[^"]+\/blog\/mailed"[^>]*>Read it<\/a>/);
    expect(text).toContain("[Our Lahore office]");
    expect(text).toMatch(/Read it: https?:\/\/\S+\/blog\/mailed/);
  });
});
