import { describe, expect, it } from "vitest";
import {
  blankLike,
  changedValues,
  fieldOfIssue,
  kindOfPath,
  openingValues,
  searchWordsOf,
  sentValues,
  withWordAt,
  wordsIn,
} from "../../app/components/admin/translations/translation-values.ts";
import { translationStatusesOf } from "../../app/lib/admin/translation-statuses.ts";
import { contentKindList, contentKinds } from "../../domain/content-kinds.ts";
import { languageLabel, translationEditorWords } from "../../domain/translation-words.ts";
import { type TranslationDto, translatableFieldsOf } from "../../domain/translations.ts";

/**
 * The side-by-side translation editor's values (issue 74): opened from the draft, else the published
 * translation, else empty like the original; a list's words each at their place; a refused save's
 * issues under the declared field they name.
 */
const serviceFields = translatableFieldsOf("service");

const answer = (over: Partial<TranslationDto> = {}): TranslationDto => ({
  locale: "ur",
  status: "missing",
  original: {
    name: "Web design",
    slug: "web-design",
    description: "Sites that sell",
    features: [
      { name: "Fast", description: "Loads at once" },
      { name: "Clear", description: "Reads well" },
    ],
    seo: { title: "Web design in Lahore", description: "", noindex: false },
  },
  published: null,
  draft: null,
  slug: null,
  updatedAt: null,
  ...over,
});

describe("the translation editor's values", () => {
  it("finds each kind by its API word", () => {
    for (const kind of contentKinds) expect(kindOfPath(contentKindList[kind].path)).toBe(kind);
  });

  it("opens an untranslated record empty, shaped like the original", () => {
    const values = openingValues(serviceFields, answer());
    expect(values.name).toBe("");
    expect(values.slug).toBe("");
    expect(values.features).toEqual([
      { name: "", description: "" },
      { name: "", description: "" },
    ]);
    expect(values.seo).toEqual({ title: "", description: "" });
  });

  it("opens on the draft, else on the published translation and its slug", () => {
    const published = { name: "ویب ڈیزائن", description: "بکنے والی سائٹیں" };
    const fromPublished = openingValues(serviceFields, answer({ published, slug: "ویب-ڈیزائن" }));
    expect(fromPublished).toMatchObject({ ...published, slug: "ویب-ڈیزائن" });
    // The draft is the whole translation being written: a field it leaves out is not translated there.
    const fromDraft = openingValues(serviceFields, answer({ published, slug: "ویب", draft: { name: "نیا نام" } }));
    expect(fromDraft.name).toBe("نیا نام");
    expect(fromDraft.description).toBe("");
    expect(fromDraft.slug).toBe("");
  });

  it("lists a list's words in order and puts a typed word at its place", () => {
    const original = answer().original.features;
    expect(wordsIn(original).map(({ path }) => path.join("."))).toEqual([
      "0.name",
      "0.description",
      "1.name",
      "1.description",
    ]);
    expect(wordsIn(["one", "two"]).map(({ text }) => text)).toEqual(["one", "two"]);
    expect(wordsIn([{ _id: "x", href: "/a", title: "Go" }]).map(({ path }) => path.join("."))).toEqual(["0.title"]);
    const typed = withWordAt(blankLike(original), original, [1, "name"], "صاف");
    expect(typed).toEqual([
      { name: "", description: "" },
      { name: "صاف", description: "" },
    ]);
    expect(withWordAt(undefined, ["a", "b"], [1], "ب")).toEqual(["", "ب"]);
    expect(searchWordsOf(withWordAt(null, {}, ["title"], "عنوان"))).toEqual([
      { part: "title", text: "عنوان" },
      { part: "description", text: "" },
    ]);
  });

  it("sends only the fields with words in them", () => {
    const values = openingValues(serviceFields, answer());
    expect(sentValues(serviceFields, values)).toEqual({});
    const typed = {
      ...values,
      name: "نام",
      features: [
        { name: "تیز", description: "" },
        { name: "", description: "" },
      ],
    };
    expect(sentValues(serviceFields, typed)).toEqual({ name: "نام", features: typed.features });
    const pageFields = translatableFieldsOf("page");
    const empty = { type: "doc", content: [{ type: "paragraph" }] };
    const written = { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "ہم" }] }] };
    expect(sentValues(pageFields, { blocks: empty, seo: { title: " ", description: "" } })).toEqual({});
    expect(sentValues(pageFields, { blocks: written })).toEqual({ blocks: written });
  });

  it("keeps only what differs from what the editor opened on", () => {
    const opened = { name: "", slug: "" };
    expect(changedValues(opened, opened)).toBeNull();
    expect(changedValues({ name: "نام", slug: "" }, opened)).toEqual({ name: "نام" });
  });

  it("puts a refused save's issue under the declared field it names", () => {
    expect(fieldOfIssue(serviceFields, "fields.slug")).toBe("slug");
    expect(fieldOfIssue(serviceFields, "slug")).toBe("slug");
    expect(fieldOfIssue(serviceFields, "fields.features.1.name")).toBe("features");
    expect(fieldOfIssue(translatableFieldsOf("site"), "fields.home.headline")).toBe("home.headline");
    expect(fieldOfIssue(serviceFields, "version")).toBeNull();
  });

  it("reads each language's status off an admin read, and nothing off one without it", () => {
    expect(translationStatusesOf({ _id: "a", translations: { ur: { status: "outdated" } } })).toEqual({
      ur: "outdated",
    });
    expect(translationStatusesOf({ _id: "a" })).toEqual({});
    expect(translationStatusesOf({ _id: "a", translations: { ur: { status: "other" } } })).toEqual({});
    expect(translationStatusesOf(undefined)).toEqual({});
  });

  it("names the language and each list word in words", () => {
    expect(languageLabel("ur")).toBe("Urdu (اردو)");
    expect(translationEditorWords.item("Features", [1, "description"])).toBe("Features 2 description");
    expect(translationEditorWords.item("Benefit tiles", [0, "companyOverview"])).toBe(
      "Benefit tiles 1 company overview",
    );
  });
});
