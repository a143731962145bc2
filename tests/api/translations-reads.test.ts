import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../server/db/client.ts";
import { contentTranslations } from "../../server/db/schema/content.ts";
import {
  publishedTranslation,
  publishedTranslations,
  recordIdByTranslatedSlug,
  translated,
} from "../../server/modules/translations/reads.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** The public site's reads of translations (issue 74, ADR 0290): only what was published. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(contentTranslations).values([
    {
      kind: "service",
      recordId: "a",
      locale: "ur",
      published: { name: "ویب ڈیزائن", seo: { title: "ویب", description: "" } },
      slug: "ویب-ڈیزائن",
      sourceHash: "h",
      publishedAt: new Date("2026-11-29T10:00:00Z"),
    },
    { kind: "service", recordId: "b", locale: "ur", draft: { name: "مسودہ" }, sourceHash: "h" },
    { kind: "category", recordId: "a", locale: "ur", published: { name: "زمرہ" }, slug: "زمرہ", sourceHash: "h" },
  ]);
});
afterAll(() => database.close());

describe("published translations", () => {
  it("are read one by one, by record ids or of the whole kind; a draft alone is none", async () => {
    const one = await publishedTranslation(database.db, "service", "a", "ur");
    expect(one).toEqual({
      locale: "ur",
      recordId: "a",
      slug: "ویب-ڈیزائن",
      fields: { name: "ویب ڈیزائن", seo: { title: "ویب", description: "" } },
      updatedAt: "2026-11-29T10:00:00.000Z",
    });
    expect(await publishedTranslation(database.db, "service", "b", "ur")).toBeNull();
    expect([...(await publishedTranslations(database.db, "service", "ur")).keys()]).toEqual(["a"]);
    expect([...(await publishedTranslations(database.db, "service", "ur", ["b", "a"])).keys()]).toEqual(["a"]);
    expect((await publishedTranslations(database.db, "service", "ur", [])).size).toBe(0);
  });

  it("find a record by its translated slug, NFC-normalised, within its kind", async () => {
    expect(await recordIdByTranslatedSlug(database.db, "service", "ur", "ویب-ڈیزائن".normalize("NFD"))).toBe("a");
    expect(await recordIdByTranslatedSlug(database.db, "category", "ur", "ویب-ڈیزائن")).toBeNull();
  });

  it("overlay a record's declared fields, keeping the search settings' untranslated part", async () => {
    const record = {
      name: "Web design",
      slug: "web-design",
      color: "#ff0000",
      seo: { title: "Web", description: "Sites", noindex: true, canonical: "", image: "" },
    };
    const translation = await publishedTranslation(database.db, "service", "a", "ur");
    expect(translated("service", record, translation)).toEqual({
      name: "ویب ڈیزائن",
      slug: "ویب-ڈیزائن",
      color: "#ff0000",
      seo: { title: "ویب", description: "", noindex: true, canonical: "", image: "" },
    });
    expect(record.name).toBe("Web design");
    expect(translated("service", record, null)).toBe(record);
  });

  it("overlay a site part's field by its path", () => {
    const site = { home: { headline: "Hello", subline: "We build" }, privacy: { markdown: "# Privacy" } };
    const translation = {
      locale: "ur" as const,
      recordId: "site",
      slug: null,
      fields: { "home.headline": "خوش آمدید" },
      updatedAt: "",
    };
    expect(translated("site", site, translation)).toEqual({
      home: { headline: "خوش آمدید", subline: "We build" },
      privacy: { markdown: "# Privacy" },
    });
  });
});
