import type { ContentKindDeclaration } from "./engines/content-kinds/declaration.ts";
import { articleKind } from "./modules/articles/article.kind.ts";
import { categoryKind } from "./modules/categories/category.kind.ts";
import { jobKind } from "./modules/jobs/job.kind.ts";
import { pageKind } from "./modules/pages/page.kind.ts";
import { portfolioKind } from "./modules/portfolio/portfolio.kind.ts";
import { serviceKind } from "./modules/services/service.kind.ts";
import { siteKind } from "./modules/site/site.kind.ts";
import { testimonialKind } from "./modules/testimonials/testimonial.kind.ts";

/**
 * Every content module's declaration (ADR 0150, issue 70): `buildApp` hands the list to the engines
 * and registers each kind's routes from it, so adding a kind adds one line here (and none to
 * server/app.ts). A kind of domain/content-kinds.ts left out fails the start.
 */
export const declaredKinds: readonly ContentKindDeclaration[] = [
  categoryKind,
  serviceKind,
  portfolioKind,
  jobKind,
  pageKind,
  articleKind,
  testimonialKind,
  siteKind,
];
