import { describe, expect, it } from "vitest";
import { siteMessages } from "../../domain/site.ts";
import { draftsTestApp } from "../support/drafts-app.ts";

/** The home page's latest articles (issue 54): a Site › Home setting, 0 to 6, 0 hiding the section. */
const t = draftsTestApp({ ssr: "development", category: "Web" });
const { api, get } = t;

const body = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Words." }] }] };
const write = async (title: string, isActive = true) => {
  const res = await api("POST", "/articles", { title, summary: `${title}, in short.`, body, isActive });
  expect(res.statusCode, res.body).toBe(201);
};
const home = async () => (await get("/")).body;

describe("the home page's latest articles", () => {
  it("shows the newest published ones, as many as Site › Home says, and none at 0", async () => {
    await write("An older note");
    await write("A draft nobody sees", false);
    await write("The newest note");
    const before = await home();
    expect(before).toContain("Latest articles");
    expect(before).toContain("The newest note");
    expect(before).toContain("An older note");
    expect(before).not.toContain("A draft nobody sees");

    expect((await api("PATCH", "/site/home", { latestArticles: 1 })).statusCode).toBe(200);
    const one = await home();
    expect(one).toContain("The newest note");
    expect(one).not.toContain("An older note");

    expect((await api("PATCH", "/site/home", { latestArticles: 0 })).statusCode).toBe(200);
    expect(await home()).not.toContain("Latest articles");
  });

  it("refuses a count outside 0–6 with 400 and the rule's words, changing nothing", async () => {
    for (const latestArticles of [7, -1, 2.5, "3"]) {
      const refused = await api("PATCH", "/site/home", { latestArticles });
      expect(refused.statusCode, JSON.stringify(latestArticles)).toBe(400);
      expect(refused.json().message).toBe(siteMessages.latestArticles);
    }
    expect((await api("GET", "/site/home")).json().data.latestArticles).toBe(0);
  });
});
