import { contentKinds } from "../domain/content-kinds.ts";
import type { ContentKindDeclaration, DeclarationsByKind } from "./engines/content-kinds/declaration.ts";
import { articleKind } from "./modules/articles/article.kind.ts";
import { categoryKind } from "./modules/categories/category.kind.ts";
import { jobKind } from "./modules/jobs/job.kind.ts";
import { pageKind } from "./modules/pages/page.kind.ts";
import { portfolioKind } from "./modules/portfolio/portfolio.kind.ts";
import { serviceKind } from "./modules/services/service.kind.ts";
import { siteKind } from "./modules/site/site.kind.ts";
import { testimonialKind } from "./modules/testimonials/testimonial.kind.ts";

/**
 * Every content module's declaration, by its kind (ADR 0150, issue 70): a kind of
 * domain/content-kinds.ts left out, or given another kind's declaration, does not compile.
 */
const declarations: DeclarationsByKind = {
  category: categoryKind,
  service: serviceKind,
  portfolio: portfolioKind,
  job: jobKind,
  page: pageKind,
  article: articleKind,
  testimonial: testimonialKind,
  site: siteKind,
};

/**
 * The declarations in the list's order: `buildApp` hands them to the engines and registers each
 * kind's routes from them, so adding a kind adds one line here (and none to server/app.ts).
 */
export const declaredKinds: readonly ContentKindDeclaration[] = contentKinds.map((kind) => declarations[kind]);
