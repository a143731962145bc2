import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineHashes, pageBytes, pageMarkup, pageSecurityPolicy } from "../../server/pages/content-security-policy.ts";
import { hydrateAfterFirstPaint } from "../../server/pages/hydrate-after-first-paint.ts";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** Inline code outside ASCII, as a browser hashes it: the UTF-8 of the decoded text. */
const style = '.quote::before{content:"“ — ”"}';
const script = 'document.title = "Café · 東京";';
const attribute = "--accent:“ö”";
const page = [
  `<!DOCTYPE html><html><head><style>${style}</style></head>`,
  `<body><p style="${attribute}">Zürich — 日本語 🚀</p><script>${script}</script></body></html>`,
].join("");

describe("a page read as its bytes (pageMarkup)", () => {
  const markup = pageMarkup(Buffer.from(page, "utf8"));

  it("hashes inline code outside ASCII as the browser does", () => {
    expect(inlineHashes(markup)).toEqual({
      scripts: [sha256(script)],
      styles: [sha256(style)],
      styleAttributes: [sha256(attribute)],
    });
    const policy = pageSecurityPolicy(markup, { https: false });
    expect(policy).toContain(`script-src 'self' ${sha256(script)}`);
    expect(policy).toContain(`style-src-elem 'self' ${sha256(style)}`);
  });

  it("hashes each render's own inline code, however many renders before it held other code", () => {
    for (let i = 0; i < 1500; i++) {
      const changed = pageMarkup(Buffer.from(page.replace(style, `${style}.n${i}{}`), "utf8"));
      expect(inlineHashes(changed).styles).toEqual([sha256(`${style}.n${i}{}`)]);
    }
    expect(inlineHashes(markup).styles).toEqual([sha256(style)]);
  });

  it("gives back the very same bytes", () => {
    expect(pageBytes(markup).equals(Buffer.from(page, "utf8"))).toBe(true);
  });

  it("is rewritten for hydration exactly as the decoded text would be", () => {
    const hydrated = [
      '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/root-C.js"/></head>',
      "<body><main>Zürich — 日本語 🚀</main>",
      '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\n',
      '  window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.client-A.js");</script>',
      "</body></html>",
    ].join("");
    const rewritten = hydrateAfterFirstPaint(hydrated);
    expect(rewritten).not.toBe(hydrated);
    expect(pageBytes(hydrateAfterFirstPaint(pageMarkup(Buffer.from(hydrated, "utf8")))).toString("utf8")).toBe(
      rewritten,
    );
  });
});

describe("a page's frames", () => {
  const frames = (html: string) =>
    pageSecurityPolicy(html, { https: true })
      .split("; ")
      .find((directive) => directive.startsWith("frame-src"));

  it("are none, unless the page shows a video block, and then only its player's", async () => {
    const { renderDocument } = await import("../../server/blocks/render-html.ts");
    const { checkDocument } = await import("../../domain/blocks.ts");
    const video = (provider: string, id: string) =>
      renderDocument(checkDocument({ type: "doc", content: [{ type: "video", attrs: { provider, id } }] })).html;
    expect(frames("<p>Hello</p>")).toBe("frame-src 'none'");
    expect(frames(video("youtube", "dQw4w9WgXcQ"))).toBe("frame-src https://www.youtube-nocookie.com");
    expect(frames(video("vimeo", "76979871"))).toBe("frame-src https://player.vimeo.com");
    // Words in a page that merely name a player are not a video block.
    expect(frames("<p>https://www.youtube-nocookie.com/embed/x</p>")).toBe("frame-src 'none'");
  });

  it("are this origin's own in the back office (a campaign's e-mail preview), and nothing else", () => {
    const backOffice = pageSecurityPolicy("<p>Campaign</p>", { https: true, backOffice: true })
      .split("; ")
      .find((directive) => directive.startsWith("frame-src"));
    expect(backOffice).toBe("frame-src 'self'");
  });
});
