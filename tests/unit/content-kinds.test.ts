import { describe, expect, it } from "vitest";
import { screenOfUse } from "../../app/components/admin/media/media-uses.tsx";
import { apiKeyScopeLabels } from "../../domain/api-keys.ts";
import { auditEntities, auditEntityLabel } from "../../domain/audit.ts";
import {
  contentInPlural,
  contentKindList,
  contentKinds,
  contentRecordKinds,
  inWords,
  kindOfRecord,
  pluralOf,
  recordFactsOf,
  recordWordsOf,
  unpublishingRecordKinds,
} from "../../domain/content-kinds.ts";
import { mediaUseSchema } from "../../domain/media.ts";
import { slugKinds, slugMessages, slugProblem } from "../../domain/slugs.ts";
import { trashKindLabel, trashKinds } from "../../domain/trash.ts";
import { webhookEventDescriptions } from "../../domain/webhooks.ts";
import { declaredKinds } from "../../server/content-kinds.ts";
import { ContentKinds } from "../../server/engines/content-kinds/registry.ts";
import { jobKind } from "../../server/modules/jobs/job.kind.ts";
import { portfolioKind } from "../../server/modules/portfolio/portfolio.kind.ts";
import { serviceKind } from "../../server/modules/services/service.kind.ts";

const declared = declaredKinds;

/** The declarations the engines get at start (ADR 0150): one per kind, and whole. */
describe("content kinds, declared once", () => {
  it("declares every kind of domain/content-kinds.ts once, its drafts under the kind's API path", () => {
    const kinds = new ContentKinds(declared);
    expect(kinds.all.map((kind) => kind.kind)).toEqual(contentKinds);
    expect(kinds.drafts.map((draft) => draft.path)).toEqual(contentKinds.map((kind) => contentKindList[kind].path));
  });

  it("derives the trash's kinds and finds each record's kind from the one list", () => {
    expect(trashKinds).toEqual(["category", "service", "project", "product", "job", "page", "article", "testimonial"]);
    expect(contentRecordKinds.map(kindOfRecord)).toEqual([
      "category",
      "service",
      "portfolio",
      "portfolio",
      "job",
      "page",
      "article",
      "testimonial",
    ]);
    const kinds = new ContentKinds(declared);
    expect(kinds.ofRecord("product").table).toBe(portfolioKind.table);
  });

  it("refuses to start with a kind left out, declared twice, or unknown", () => {
    expect(() => new ContentKinds(declared.filter((kind) => kind !== jobKind))).toThrow(
      "The content kind job is declared 0 times",
    );
    expect(() => new ContentKinds([...declared, serviceKind])).toThrow("The content kind service is declared 2 times");
  });

  it("refuses a kind whose drafts change pictures but which does not say how its rows name them", () => {
    const { pictures: _left, ...blind } = serviceKind;
    expect(() => new ContentKinds(declared.map((kind) => (kind === serviceKind ? blind : kind)))).toThrow(
      "The content kind service has pictures but does not say how its rows name them",
    );
  });
});

/** Registries derived from domain/content-kinds.ts (issue 70): every record word has its facts. */
describe("registries derived from the list of kinds", () => {
  const use = (kind: string, state: "published" | "trash" = "published") => ({
    kind,
    id: "id-1",
    name: "A",
    field: "image",
    state,
  });

  it("links every record word's picture uses to its own back-office screen", () => {
    expect(contentRecordKinds.map((word) => screenOfUse(use(word)))).toEqual([
      "/admin/category?edit=id-1",
      "/admin/service?edit=id-1",
      "/admin/projects?edit=id-1",
      "/admin/products?edit=id-1",
      "/admin/jobs?edit=id-1",
      "/admin/pages/id-1",
      "/admin/articles/id-1",
      "/admin/testimonials?edit=id-1",
    ]);
    expect(screenOfUse(use("portfolio"))).toBe("/admin/projects?edit=id-1");
    expect(screenOfUse(use("article", "trash"))).toBe("/admin/trash");
    expect(screenOfUse(use("author"))).toBe("/admin/users?tab=authors");
  });

  it("derives the slugged kinds, their refusals and reserved slugs, and the trash's labels", () => {
    expect(slugKinds).toEqual(["category", "service", "portfolio", "job", "page", "article"]);
    expect(slugMessages.taken("portfolio")).toBe("Another project or product already has this slug");
    expect(slugProblem("job", "form")).toBe(slugMessages.reserved);
    expect(slugProblem("service", "form")).toBeNull();
    expect(contentRecordKinds.map(trashKindLabel)).toEqual([
      "Category",
      "Service",
      "Project",
      "Product",
      "Job",
      "Page",
      "Article",
      "Testimonial",
    ]);
  });
});

/** Descriptions that name the kinds are written from the list (issue 70: none leaves pages and articles out). */
describe("descriptions naming the kinds", () => {
  it("lists words as a sentence does, and names records in the plural", () => {
    expect(inWords(["a"], "or")).toBe("a");
    expect(inWords(["a", "b"], "and")).toBe("a and b");
    expect(inWords(["a", "b", "c"], "or")).toBe("a, b or c");
    expect(contentRecordKinds.map(pluralOf)).toEqual([
      "categories",
      "services",
      "projects",
      "products",
      "jobs",
      "pages",
      "articles",
      "testimonials",
    ]);
    expect(contentInPlural).toEqual([...contentRecordKinds.map(pluralOf), "the site's parts"]);
  });

  it("names every record word in the webhook events of content", () => {
    expect(webhookEventDescriptions["content.published"].sends).toContain(
      "kind (category, service, project, product, job, page, article or testimonial)",
    );
    for (const word of contentRecordKinds)
      expect(webhookEventDescriptions["content.published"].sends).toMatch(new RegExp(`\\b${word}\\b`));
    expect(webhookEventDescriptions["content.unpublished"].sends).toContain(
      "kind (project, product, job, page, article or testimonial)",
    );
  });

  it("says which kinds unpublish as their declarations do", () => {
    const unpublishing = declared.filter((kind) => kind.drafts.unpublish).map((kind) => kind.kind);
    expect(contentKinds.filter((kind) => contentKindList[kind].unpublishes)).toEqual(unpublishing);
    expect(unpublishingRecordKinds).toEqual(unpublishing.flatMap(recordWordsOf));
  });

  it("names every kind in the API key scope, the media uses' kind and the audit log's entities", () => {
    for (const plural of contentInPlural) expect(apiKeyScopeLabels["content:write"]).toContain(plural);
    const useKind = mediaUseSchema.shape.kind.description ?? "";
    for (const kind of [...contentRecordKinds, "site"]) expect(useKind).toMatch(new RegExp(`\\b${kind}\\b`));
    expect(auditEntities).toEqual(expect.arrayContaining([...contentRecordKinds]));
    expect(contentRecordKinds.map(auditEntityLabel)).toEqual(
      contentRecordKinds.map((word) => recordFactsOf(word).label),
    );
    expect(auditEntityLabel("article")).toBe("Article");
    expect(auditEntityLabel("admin")).toBe("Admin user");
  });
});
