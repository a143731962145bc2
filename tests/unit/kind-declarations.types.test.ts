import { describe, expect, it } from "vitest";
import { contentKindList, contentKinds, type KindFacts } from "../../domain/content-kinds.ts";
import { declaredKinds } from "../../server/content-kinds.ts";
import { type DeclarationsByKind, declareKind } from "../../server/engines/content-kinds/declaration.ts";
import { articleKind } from "../../server/modules/articles/article.kind.ts";
import { categoryKind } from "../../server/modules/categories/category.kind.ts";
import { jobKind } from "../../server/modules/jobs/job.kind.ts";
import { pageKind } from "../../server/modules/pages/page.kind.ts";
import { portfolioKind } from "../../server/modules/portfolio/portfolio.kind.ts";
import { serviceKind } from "../../server/modules/services/service.kind.ts";
import { siteKind } from "../../server/modules/site/site.kind.ts";
import { testimonialKind } from "../../server/modules/testimonials/testimonial.kind.ts";

/*
 * Issue 70: a kind missing a case does not compile. Each `@ts-expect-error` below holds a kind with
 * one case taken away (or one its facts deny): `npm run typecheck` fails if any of them compiles,
 * i.e. the moment a case stops being required. The runtime test only checks the list is whole.
 */

const all: DeclarationsByKind = {
  category: categoryKind,
  service: serviceKind,
  portfolio: portfolioKind,
  job: jobKind,
  page: pageKind,
  article: articleKind,
  testimonial: testimonialKind,
  site: siteKind,
};

/** Domain facts (domain/content-kinds.ts): every entry says each of them. */
function factsMissingACase() {
  const { path: _path, ...noPath } = contentKindList.job;
  // @ts-expect-error a kind without its API path word
  const path: KindFacts = noPath;
  const { records: _records, ...noRecords } = contentKindList.job;
  // @ts-expect-error a kind without its record words
  const records: KindFacts = noRecords;
  const { slug: _slug, ...noSlug } = contentKindList.job;
  // @ts-expect-error a kind without its slug facts (null says it has none)
  const slug: KindFacts = noSlug;
  const { unpublishes: _unpublishes, ...noUnpublishes } = contentKindList.job;
  // @ts-expect-error a kind that does not say whether it unpublishes
  const unpublishes: KindFacts = noUnpublishes;
  const { label: _label, ...noLabel } = contentKindList.job.records.job;
  // @ts-expect-error a record word without its label
  const label: KindFacts = { ...contentKindList.job, records: { job: noLabel } };
  const { screen: _screen, ...noScreen } = contentKindList.job.records.job;
  // @ts-expect-error a record word without its back-office screen
  const screen: KindFacts = { ...contentKindList.job, records: { job: noScreen } };
  return [path, records, slug, unpublishes, label, screen];
}

/** A module's declaration (`<kind>.kind.ts`): every case its engines call. */
function declarationMissingACase() {
  const { table: _table, ...noTable } = jobKind;
  // @ts-expect-error without its table
  declareKind<"job">(noTable);
  const { key: _key, ...noKey } = jobKind;
  // @ts-expect-error without the column naming a record
  declareKind<"job">(noKey);
  const { read: _read, ...noRead } = jobKind;
  // @ts-expect-error without how a record reads (revisions, trash)
  declareKind<"job">(noRead);
  const { inCategory: _inCategory, ...noInCategory } = jobKind;
  // @ts-expect-error without saying whether its records belong to a category
  declareKind<"job">(noInCategory);
  const { restore: _restore, ...noRestore } = jobKind;
  // @ts-expect-error without its restore (History)
  declareKind<"job">(noRestore);
  const { routes: _routes, ...noRoutes } = jobKind;
  // @ts-expect-error without its routes (null: registered apart)
  declareKind<"job">(noRoutes);
  const { drafts: _drafts, ...noDrafts } = jobKind;
  // @ts-expect-error without its drafts
  declareKind<"job">(noDrafts);
  const { slug: _slug, ...noSlug } = jobKind;
  // @ts-expect-error a kind with slugs (domain/content-kinds.ts) without its slug column
  declareKind<"job">(noSlug);
  // @ts-expect-error a kind without slugs given a slug column
  declareKind<"site">({ ...siteKind, slug: jobKind.slug });
  const { publicPages: _publicPages, ...noPublicPages } = jobKind;
  // @ts-expect-error a kind with slugs without its public pages (the sitemap's)
  declareKind<"job">(noPublicPages);
  // @ts-expect-error a kind without slugs given public pages
  declareKind<"site">({ ...siteKind, publicPages: jobKind.publicPages });
  const { unpublish: _unpublish, ...noUnpublish } = jobKind.drafts;
  // @ts-expect-error a kind that unpublishes without its drafts' unpublish
  declareKind<"job">({ ...jobKind, drafts: noUnpublish });
  // @ts-expect-error a kind that does not unpublish given one
  declareKind<"category">({ ...categoryKind, drafts: jobKind.drafts });
  const { rule: _draftRule, ...draftsNoRule } = jobKind.drafts;
  // @ts-expect-error drafts without their right
  declareKind<"job">({ ...jobKind, drafts: draftsNoRule });
  const { isId: _draftIsId, ...draftsNoIsId } = jobKind.drafts;
  // @ts-expect-error drafts without their id check
  declareKind<"job">({ ...jobKind, drafts: draftsNoIsId });
  const { fields: _draftFields, ...draftsNoFields } = jobKind.drafts;
  // @ts-expect-error drafts without their fields
  declareKind<"job">({ ...jobKind, drafts: draftsNoFields });
  const { read: _draftRead, ...draftsNoRead } = jobKind.drafts;
  // @ts-expect-error drafts without their read
  declareKind<"job">({ ...jobKind, drafts: draftsNoRead });
  const { authorize: _draftAuthorize, ...draftsNoAuthorize } = jobKind.drafts;
  // @ts-expect-error drafts without their narrowing on the record
  declareKind<"job">({ ...jobKind, drafts: draftsNoAuthorize });
  const { publish: _draftPublish, ...draftsNoPublish } = jobKind.drafts;
  // @ts-expect-error drafts without their publish
  declareKind<"job">({ ...jobKind, drafts: draftsNoPublish });
}

/** The list handed to the engines (server/content-kinds.ts): every kind, each its own. */
function listMissingAKind() {
  const { job: _job, ...noJob } = all;
  // @ts-expect-error a kind left out
  const missing: DeclarationsByKind = noJob;
  // @ts-expect-error a kind given another kind's declaration
  const swapped: DeclarationsByKind = { ...all, job: pageKind };
  return [missing, swapped];
}

describe("kind declarations, checked by the type checker (issue 70)", () => {
  it("hands the engines one declaration per kind, in the list's order", () => {
    expect(declaredKinds.map((declaration) => declaration.kind)).toEqual(contentKinds);
    expect(contentKinds.map((kind) => all[kind])).toEqual(declaredKinds);
    expect([factsMissingACase, declarationMissingACase, listMissingAKind]).toHaveLength(3);
  });
});
