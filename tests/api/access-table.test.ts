import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaAreas } from "../../domain/media.ts";
import type { PermissionsInput } from "../../domain/privileges.ts";
import {
  type AreaAction,
  type ContentArea,
  type DataAction,
  type NewsletterAction,
  type PersonalDataArea,
  personalDataRightsBefore,
  uniformPermissions,
} from "../../domain/roles.ts";
import { buildApp } from "../../server/app.ts";
import { bearer, createAdmin, createRole, signIn, TEST_PASSWORD } from "../support/admins.ts";
import { TEST_ADMIN } from "../support/constants.ts";
import { createTestApp, type TestContext } from "../support/test-app.ts";
import { testConfig } from "../support/test-config.ts";
import { createTestDatabase } from "../support/test-database.ts";

/** Who may call a route, written down independently of the code that enforces it. */
type Expected =
  | "public"
  | "signedIn"
  | "superAdmin"
  | "self"
  | { areas: ContentArea[]; action: AreaAction }
  | { data: PersonalDataArea; action: DataAction }
  | { newsletter: NewsletterAction };

/**
 * Every /api/v1 route and who may call it (docs/api.md, "Roles and permissions"). A route that is
 * registered but missing here, or listed but gone, fails the first test: add new routes here.
 */
const apiRoutes: Record<string, Expected> = {
  "GET /api/v1/health": "public",
  "GET /api/v1/category": "public",
  "GET /api/v1/category/:id": "public",
  "GET /api/v1/services": "public",
  "GET /api/v1/services/category-id/:categoryId": "public",
  "GET /api/v1/services/:id": "public",
  "GET /api/v1/project": "public",
  "GET /api/v1/project/:id": "public",
  "GET /api/v1/job": "public",
  "GET /api/v1/job/:id": "public",
  // A published page by slug; signed in, any page by id or slug (issue 54).
  "GET /api/v1/pages/:id": "public",
  // The published articles (signed in: every article) and one by slug (issue 54).
  "GET /api/v1/articles": "public",
  "GET /api/v1/articles/:id": "public",
  "POST /api/v1/contact/create": "public",
  "POST /api/v1/newsletter/create": "public",
  // Double opt-in, one-click unsubscribe and counted links (issue 72): signed tokens, no sign-in.
  "POST /api/v1/newsletter/confirm": "public",
  "POST /api/v1/newsletter/unsubscribe": "public",
  "GET /api/v1/newsletter/unsubscribe": "public",
  "POST /api/v1/newsletter/resubscribe": "public",
  "GET /api/v1/newsletter/click/:id": "public",
  "POST /api/v1/career/create": "public",
  "POST /api/v1/admin/login": "public",
  "POST /api/v1/admin/logout": "signedIn",
  "GET /api/v1/admin/me": "signedIn",
  "GET /api/v1/permission/by-admin": "signedIn",
  "GET /api/v1/permission": "superAdmin",
  "POST /api/v1/permission/create": "superAdmin",
  "PATCH /api/v1/permission/:id": "superAdmin",
  "DELETE /api/v1/permission/:id": "superAdmin",
  "GET /api/v1/admin": "superAdmin",
  "POST /api/v1/admin/register": "superAdmin",
  "PATCH /api/v1/admin/update-role/:id": "superAdmin",
  "DELETE /api/v1/admin/delete/:id": "superAdmin",
  "PATCH /api/v1/admin/update/:id": "self",
  // Colleagues by id and username, to choose a lead's owner.
  "GET /api/v1/admin/staff": "signedIn",
  // Author profiles (ADR 0245): read by any signed-in admin (an article's author), written by a superAdmin.
  "GET /api/v1/authors": "signedIn",
  "GET /api/v1/authors/:id": "signedIn",
  "POST /api/v1/authors": "superAdmin",
  "PATCH /api/v1/authors/:id": "superAdmin",
  "DELETE /api/v1/authors/:id": "superAdmin",
  // Staff accounts: one's own password and two-factor sign-in; reset links; a colleague's lost authenticator.
  "POST /api/v1/admin/password": "signedIn",
  "POST /api/v1/admin/password-reset/request": "public",
  "POST /api/v1/admin/password-reset/confirm": "public",
  "POST /api/v1/admin/:id/reset-link": "superAdmin",
  "POST /api/v1/admin/2fa/setup": "signedIn",
  "POST /api/v1/admin/2fa/enable": "signedIn",
  "POST /api/v1/admin/2fa/disable": "signedIn",
  "DELETE /api/v1/admin/:id/2fa": "superAdmin",
  "GET /api/v1/logger/get-all": "superAdmin",
  "GET /api/v1/audit": "superAdmin",
  "GET /api/v1/count/get-all-counts": "signedIn",
  "GET /api/v1/potentialCustomer": { data: "leads", action: "read" },
  "DELETE /api/v1/potentialCustomer/delete/:id": "superAdmin",
  "GET /api/v1/people": { data: "leads", action: "read" },
  "GET /api/v1/people/:id": { data: "leads", action: "read" },
  "POST /api/v1/people/:id/merge": { data: "leads", action: "update" },
  "POST /api/v1/people/:id/unmerge": { data: "leads", action: "update" },
  "POST /api/v1/people/:id/email": { data: "leads", action: "update" },
  "PATCH /api/v1/people/:id": { data: "leads", action: "update" },
  "POST /api/v1/people/:id/keep-apart": { data: "leads", action: "update" },
  "POST /api/v1/people/:id/split": { data: "leads", action: "update" },
  "POST /api/v1/people/:id/activities": { data: "leads", action: "update" },
  "POST /api/v1/leads": { data: "leads", action: "update" },
  "POST /api/v1/inbound-mail/poll": { data: "leads", action: "read" },
  "GET /api/v1/reply-templates": { data: "leads", action: "read" },
  "POST /api/v1/reply-templates": { data: "leads", action: "update" },
  "PUT /api/v1/reply-templates/:id": { data: "leads", action: "update" },
  "DELETE /api/v1/reply-templates/:id": { data: "leads", action: "update" },
  "POST /api/v1/privacy/erase": "superAdmin",
  "GET /api/v1/insights": "signedIn",
  "GET /api/v1/alertHeader": "public",
  "PUT /api/v1/alertHeader/update": "superAdmin",
  "GET /api/v1/webhooks": "superAdmin",
  "POST /api/v1/webhooks": "superAdmin",
  "PATCH /api/v1/webhooks/:id": "superAdmin",
  "DELETE /api/v1/webhooks/:id": "superAdmin",
  "POST /api/v1/webhooks/:id/test": "superAdmin",
  "GET /api/v1/webhooks/:id/deliveries": "superAdmin",
  "POST /api/v1/webhooks/deliveries/:id/redeliver": "superAdmin",
  // API keys (tests/api/api-keys.test.ts, ADR 0137).
  "GET /api/v1/api-keys": "superAdmin",
  "POST /api/v1/api-keys": "superAdmin",
  "DELETE /api/v1/api-keys/:id": "superAdmin",
  // The media library (tests/api/media.test.ts, ADR 0181): any area whose records show pictures.
  "GET /api/v1/media": { areas: [...mediaAreas], action: "update" },
  "POST /api/v1/media": { areas: [...mediaAreas], action: "update" },
  "GET /api/v1/media/:id": { areas: [...mediaAreas], action: "update" },
  "PATCH /api/v1/media/:id": { areas: [...mediaAreas], action: "update" },
  "DELETE /api/v1/media/:id": { areas: [...mediaAreas], action: "update" },
  "POST /api/v1/media/:id/replace": { areas: [...mediaAreas], action: "update" },
  "POST /api/v1/media/:id/restore": { areas: [...mediaAreas], action: "update" },
  // Redirects and the 404 log (tests/api/redirects.test.ts, ADR 0165).
  "GET /api/v1/redirects": { areas: ["redirects"], action: "update" },
  "POST /api/v1/redirects": { areas: ["redirects"], action: "update" },
  "PATCH /api/v1/redirects/:id": { areas: ["redirects"], action: "update" },
  "DELETE /api/v1/redirects/:id": { areas: ["redirects"], action: "update" },
  "POST /api/v1/redirects/import": { areas: ["redirects"], action: "update" },
  // Importing a WordPress site (tests/api/wordpress-import*.test.ts, ADRs 0240–0244).
  "POST /api/v1/import/wordpress": "superAdmin",
  "GET /api/v1/import": "superAdmin",
  "GET /api/v1/import/:id": "superAdmin",
  "POST /api/v1/import/:id/cancel": "superAdmin",
  "GET /api/v1/not-found-log": { areas: ["redirects"], action: "update" },
  "POST /api/v1/not-found-log/ignore": { areas: ["redirects"], action: "update" },
  // The site's content (tests/api/site.test.ts): one call per part.
  "GET /api/v1/site": "public",
  "PATCH /api/v1/site/contact": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/home": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/about": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/careers": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/privacy": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/seo": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/navigation": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/portfolio": { areas: ["site"], action: "update" },
  "POST /api/v1/site/partners": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/partners/order": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/partners/:id": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/partners/:id": { areas: ["site"], action: "update" },
  "PATCH /api/v1/site/images/:name": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/images/:name": { areas: ["site"], action: "update" },
  // A part as an editor opens it, with its version, and its drafts (ADR 0123).
  "GET /api/v1/site/contact": { areas: ["site"], action: "update" },
  "GET /api/v1/site/home": { areas: ["site"], action: "update" },
  "GET /api/v1/site/about": { areas: ["site"], action: "update" },
  "GET /api/v1/site/careers": { areas: ["site"], action: "update" },
  "GET /api/v1/site/privacy": { areas: ["site"], action: "update" },
  "GET /api/v1/site/seo": { areas: ["site"], action: "update" },
  "GET /api/v1/site/navigation": { areas: ["site"], action: "update" },
  "GET /api/v1/site/portfolio": { areas: ["site"], action: "update" },
  "GET /api/v1/site/drafts": { areas: ["site"], action: "update" },
  "GET /api/v1/site/:id/draft": { areas: ["site"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/site/:id/translations/:locale": { areas: ["site"], action: "update" },
  "PUT /api/v1/site/:id/translations/:locale": { areas: ["site"], action: "update" },
  "POST /api/v1/site/:id/translations/:locale/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/:id/translations/:locale": { areas: ["site"], action: "update" },
  "GET /api/v1/site/:id/draft/missing-alt": { areas: ["site"], action: "update" },
  "POST /api/v1/site/:id/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/site/:id/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/:id/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/site/:id/draft/restore": { areas: ["site"], action: "update" },
  "POST /api/v1/site/:id/schedule": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/:id/schedule": { areas: ["site"], action: "update" },
  // The partners' and pictures' drafts: their discard and unschedule by name, where DELETE /site/partners/:id would take them.
  "DELETE /api/v1/site/partners/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/site/partners/draft/restore": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/images/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/site/images/draft/restore": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/partners/schedule": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/images/schedule": { areas: ["site"], action: "update" },
  "POST /api/v1/site/:id/preview-links": { areas: ["site"], action: "update" },
  "GET /api/v1/site/:id/preview-links": { areas: ["site"], action: "update" },
  "DELETE /api/v1/site/:id/preview-links/:linkId": { areas: ["site"], action: "update" },
  // History: any signed-in admin reads it; a restore needs the record's update right (ADR 0102).
  "GET /api/v1/category/:id/revisions": "signedIn",
  "GET /api/v1/category/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/category/:id/revisions/:revisionId/restore": { areas: ["category"], action: "update" },
  "GET /api/v1/services/:id/revisions": "signedIn",
  "GET /api/v1/services/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/services/:id/revisions/:revisionId/restore": { areas: ["services"], action: "update" },
  "GET /api/v1/pages/:id/revisions": "signedIn",
  "GET /api/v1/pages/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/pages/:id/revisions/:revisionId/restore": { areas: ["site"], action: "update" },
  "GET /api/v1/articles/:id/revisions": "signedIn",
  "GET /api/v1/articles/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/articles/:id/revisions/:revisionId/restore": { areas: ["site"], action: "update" },
  "GET /api/v1/job/:id/revisions": "signedIn",
  "GET /api/v1/job/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/job/:id/revisions/:revisionId/restore": { areas: ["career"], action: "update" },
  "GET /api/v1/site/:id/revisions": "signedIn",
  "GET /api/v1/site/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/site/:id/revisions/:revisionId/restore": { areas: ["site"], action: "update" },
  "GET /api/v1/project/:id/revisions": "signedIn",
  "GET /api/v1/project/:id/revisions/:revisionId": "signedIn",
  // Narrowed inside to the item's own area (projects or product), like its update.
  "POST /api/v1/project/:id/revisions/:revisionId/restore": "signedIn",
  // Drafts, schedules and preview links (ADR 0122): the kind's update right; a portfolio item's is
  // narrowed inside to its own area (projects or product), like its update.
  "GET /api/v1/category/drafts": { areas: ["category"], action: "update" },
  // A slug as it is typed (issue 67): with the kind's draft right (a portfolio item's area is its type's).
  "GET /api/v1/slug-check/category": { areas: ["category"], action: "update" },
  "GET /api/v1/slug-check/service": { areas: ["services"], action: "update" },
  "GET /api/v1/slug-check/portfolio": "signedIn",
  "GET /api/v1/slug-check/job": { areas: ["career"], action: "update" },
  "GET /api/v1/slug-check/page": { areas: ["site"], action: "update" },
  "GET /api/v1/slug-check/article": { areas: ["site"], action: "update" },
  "GET /api/v1/category/:id/draft": { areas: ["category"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/category/:id/translations/:locale": { areas: ["category"], action: "update" },
  "PUT /api/v1/category/:id/translations/:locale": { areas: ["category"], action: "update" },
  "POST /api/v1/category/:id/translations/:locale/publish": { areas: ["category"], action: "update" },
  "DELETE /api/v1/category/:id/translations/:locale": { areas: ["category"], action: "update" },
  "GET /api/v1/category/:id/draft/missing-alt": { areas: ["category"], action: "update" },
  "POST /api/v1/category/:id/draft": { areas: ["category"], action: "update" },
  "POST /api/v1/category/:id/publish": { areas: ["category"], action: "update" },
  "DELETE /api/v1/category/:id/draft": { areas: ["category"], action: "update" },
  "POST /api/v1/category/:id/draft/restore": { areas: ["category"], action: "update" },
  "POST /api/v1/category/:id/schedule": { areas: ["category"], action: "update" },
  "DELETE /api/v1/category/:id/schedule": { areas: ["category"], action: "update" },
  "POST /api/v1/category/:id/preview-links": { areas: ["category"], action: "update" },
  "GET /api/v1/category/:id/preview-links": { areas: ["category"], action: "update" },
  "DELETE /api/v1/category/:id/preview-links/:linkId": { areas: ["category"], action: "update" },
  "GET /api/v1/services/drafts": { areas: ["services"], action: "update" },
  "GET /api/v1/services/:id/draft": { areas: ["services"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/services/:id/translations/:locale": { areas: ["services"], action: "update" },
  "PUT /api/v1/services/:id/translations/:locale": { areas: ["services"], action: "update" },
  "POST /api/v1/services/:id/translations/:locale/publish": { areas: ["services"], action: "update" },
  "DELETE /api/v1/services/:id/translations/:locale": { areas: ["services"], action: "update" },
  "GET /api/v1/services/:id/draft/missing-alt": { areas: ["services"], action: "update" },
  "POST /api/v1/services/:id/draft": { areas: ["services"], action: "update" },
  "POST /api/v1/services/:id/publish": { areas: ["services"], action: "update" },
  "DELETE /api/v1/services/:id/draft": { areas: ["services"], action: "update" },
  "POST /api/v1/services/:id/draft/restore": { areas: ["services"], action: "update" },
  "POST /api/v1/services/:id/schedule": { areas: ["services"], action: "update" },
  "DELETE /api/v1/services/:id/schedule": { areas: ["services"], action: "update" },
  "POST /api/v1/services/:id/preview-links": { areas: ["services"], action: "update" },
  "GET /api/v1/services/:id/preview-links": { areas: ["services"], action: "update" },
  "DELETE /api/v1/services/:id/preview-links/:linkId": { areas: ["services"], action: "update" },
  "GET /api/v1/pages/drafts": { areas: ["site"], action: "update" },
  // What leans on a page, said before its delete (issue 67): the menu's links and redirects to it.
  "GET /api/v1/pages/:id/ties": { areas: ["site"], action: "update" },
  "GET /api/v1/pages/:id/draft": { areas: ["site"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/pages/:id/translations/:locale": { areas: ["site"], action: "update" },
  "PUT /api/v1/pages/:id/translations/:locale": { areas: ["site"], action: "update" },
  "POST /api/v1/pages/:id/translations/:locale/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/pages/:id/translations/:locale": { areas: ["site"], action: "update" },
  "GET /api/v1/pages/:id/draft/missing-alt": { areas: ["site"], action: "update" },
  "POST /api/v1/pages/:id/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/pages/:id/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/pages/:id/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/pages/:id/draft/restore": { areas: ["site"], action: "update" },
  "POST /api/v1/pages/:id/schedule": { areas: ["site"], action: "update" },
  "DELETE /api/v1/pages/:id/schedule": { areas: ["site"], action: "update" },
  "POST /api/v1/pages/:id/preview-links": { areas: ["site"], action: "update" },
  "GET /api/v1/pages/:id/preview-links": { areas: ["site"], action: "update" },
  "DELETE /api/v1/pages/:id/preview-links/:linkId": { areas: ["site"], action: "update" },
  "GET /api/v1/articles/drafts": { areas: ["site"], action: "update" },
  "GET /api/v1/articles/:id/draft": { areas: ["site"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/articles/:id/translations/:locale": { areas: ["site"], action: "update" },
  "PUT /api/v1/articles/:id/translations/:locale": { areas: ["site"], action: "update" },
  "POST /api/v1/articles/:id/translations/:locale/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/articles/:id/translations/:locale": { areas: ["site"], action: "update" },
  "GET /api/v1/articles/:id/draft/missing-alt": { areas: ["site"], action: "update" },
  "POST /api/v1/articles/:id/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/articles/:id/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/articles/:id/draft": { areas: ["site"], action: "update" },
  "POST /api/v1/articles/:id/draft/restore": { areas: ["site"], action: "update" },
  "POST /api/v1/articles/:id/schedule": { areas: ["site"], action: "update" },
  "DELETE /api/v1/articles/:id/schedule": { areas: ["site"], action: "update" },
  "POST /api/v1/articles/:id/preview-links": { areas: ["site"], action: "update" },
  "GET /api/v1/articles/:id/preview-links": { areas: ["site"], action: "update" },
  "DELETE /api/v1/articles/:id/preview-links/:linkId": { areas: ["site"], action: "update" },
  "GET /api/v1/job/drafts": { areas: ["career"], action: "update" },
  "GET /api/v1/job/:id/draft": { areas: ["career"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/job/:id/translations/:locale": { areas: ["career"], action: "update" },
  "PUT /api/v1/job/:id/translations/:locale": { areas: ["career"], action: "update" },
  "POST /api/v1/job/:id/translations/:locale/publish": { areas: ["career"], action: "update" },
  "DELETE /api/v1/job/:id/translations/:locale": { areas: ["career"], action: "update" },
  "GET /api/v1/job/:id/draft/missing-alt": { areas: ["career"], action: "update" },
  "POST /api/v1/job/:id/draft": { areas: ["career"], action: "update" },
  "POST /api/v1/job/:id/publish": { areas: ["career"], action: "update" },
  "DELETE /api/v1/job/:id/draft": { areas: ["career"], action: "update" },
  "POST /api/v1/job/:id/draft/restore": { areas: ["career"], action: "update" },
  "POST /api/v1/job/:id/schedule": { areas: ["career"], action: "update" },
  "DELETE /api/v1/job/:id/schedule": { areas: ["career"], action: "update" },
  "POST /api/v1/job/:id/preview-links": { areas: ["career"], action: "update" },
  "GET /api/v1/job/:id/preview-links": { areas: ["career"], action: "update" },
  "DELETE /api/v1/job/:id/preview-links/:linkId": { areas: ["career"], action: "update" },
  // Testimonials (issue 70): a plain kind in the site area, every route from its declaration.
  "GET /api/v1/testimonials": "public",
  "POST /api/v1/testimonials": { areas: ["site"], action: "update" },
  "GET /api/v1/testimonials/:id": { areas: ["site"], action: "update" },
  "PATCH /api/v1/testimonials/:id": { areas: ["site"], action: "update" },
  "DELETE /api/v1/testimonials/:id": { areas: ["site"], action: "update" },
  "GET /api/v1/testimonials/:id/draft": { areas: ["site"], action: "update" },
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/testimonials/:id/translations/:locale": { areas: ["site"], action: "update" },
  "PUT /api/v1/testimonials/:id/translations/:locale": { areas: ["site"], action: "update" },
  "POST /api/v1/testimonials/:id/translations/:locale/publish": { areas: ["site"], action: "update" },
  "DELETE /api/v1/testimonials/:id/translations/:locale": { areas: ["site"], action: "update" },
  "POST /api/v1/testimonials/:id/draft": { areas: ["site"], action: "update" },
  "DELETE /api/v1/testimonials/:id/draft": { areas: ["site"], action: "update" },
  "GET /api/v1/testimonials/:id/draft/missing-alt": { areas: ["site"], action: "update" },
  "POST /api/v1/testimonials/:id/draft/restore": { areas: ["site"], action: "update" },
  "GET /api/v1/testimonials/:id/preview-links": { areas: ["site"], action: "update" },
  "POST /api/v1/testimonials/:id/preview-links": { areas: ["site"], action: "update" },
  "DELETE /api/v1/testimonials/:id/preview-links/:linkId": { areas: ["site"], action: "update" },
  "POST /api/v1/testimonials/:id/publish": { areas: ["site"], action: "update" },
  "GET /api/v1/testimonials/:id/revisions": "signedIn",
  "GET /api/v1/testimonials/:id/revisions/:revisionId": "signedIn",
  "POST /api/v1/testimonials/:id/revisions/:revisionId/restore": { areas: ["site"], action: "update" },
  "POST /api/v1/testimonials/:id/schedule": { areas: ["site"], action: "update" },
  "DELETE /api/v1/testimonials/:id/schedule": { areas: ["site"], action: "update" },
  "GET /api/v1/testimonials/drafts": { areas: ["site"], action: "update" },
  "GET /api/v1/project/drafts": "signedIn",
  "GET /api/v1/project/:id/draft": "signedIn",
  // Its records' translations (issue 74): the rights of editing the record.
  "GET /api/v1/project/:id/translations/:locale": "signedIn",
  "PUT /api/v1/project/:id/translations/:locale": "signedIn",
  "POST /api/v1/project/:id/translations/:locale/publish": "signedIn",
  "DELETE /api/v1/project/:id/translations/:locale": "signedIn",
  "GET /api/v1/project/:id/draft/missing-alt": "signedIn",
  "POST /api/v1/project/:id/draft": "signedIn",
  "POST /api/v1/project/:id/publish": "signedIn",
  "DELETE /api/v1/project/:id/draft": "signedIn",
  "POST /api/v1/project/:id/draft/restore": "signedIn",
  "POST /api/v1/project/:id/schedule": "signedIn",
  "DELETE /api/v1/project/:id/schedule": "signedIn",
  "POST /api/v1/project/:id/preview-links": "signedIn",
  "GET /api/v1/project/:id/preview-links": "signedIn",
  "DELETE /api/v1/project/:id/preview-links/:linkId": "signedIn",
  "GET /api/v1/backups": "superAdmin",
  "POST /api/v1/backups": "superAdmin",
  "GET /api/v1/backups/:id/download": "superAdmin",
  // Content management.
  // `draft=true` on a create keeps the record as a draft under the same create right (ADR 0122); the
  // draft calls on such a record need that right too (tests/api/admin-services.test.ts).
  "POST /api/v1/category/create": { areas: ["category"], action: "create" },
  "PATCH /api/v1/category/update/:id": { areas: ["category"], action: "update" },
  "DELETE /api/v1/category/delete/:id": "superAdmin",
  "POST /api/v1/services/create": { areas: ["services"], action: "create" },
  "PATCH /api/v1/services/update/:id": { areas: ["services"], action: "update" },
  "DELETE /api/v1/services/delete/:id": "superAdmin",
  // Narrowed to the item's own area once its type is known (tests/api/admin-portfolio.test.ts).
  "POST /api/v1/project/create": { areas: ["projects", "product"], action: "create" },
  "PATCH /api/v1/project/update/:id": "signedIn",
  "PATCH /api/v1/project/change-image/:id": { areas: ["projects", "product"], action: "update" },
  "DELETE /api/v1/project/image/:id": { areas: ["projects", "product"], action: "update" },
  "DELETE /api/v1/project/delete/:id": "superAdmin",
  "POST /api/v1/job/create": { areas: ["career"], action: "create" },
  // update and/or statusChange, depending on what changes (tests/api/admin-jobs.test.ts).
  "PATCH /api/v1/job/update/:id": "signedIn",
  "DELETE /api/v1/job/delete/:id": "superAdmin",
  // Pages are site content (ADR 0197); the list is the back office's.
  "GET /api/v1/pages": "signedIn",
  "POST /api/v1/pages": { areas: ["site"], action: "update" },
  "PATCH /api/v1/pages/:id": { areas: ["site"], action: "update" },
  "DELETE /api/v1/pages/:id": "superAdmin",
  // Articles are site content too (ADR 0204).
  "POST /api/v1/articles": { areas: ["site"], action: "update" },
  "PATCH /api/v1/articles/:id": { areas: ["site"], action: "update" },
  "DELETE /api/v1/articles/:id": "superAdmin",
  "GET /api/v1/trash": "superAdmin",
  "POST /api/v1/trash/:kind/:id/restore": "superAdmin",
  "DELETE /api/v1/trash/:kind/:id": "superAdmin",
  // People's data (ADR 0136): the leads and applications areas' read and update rights (an export
  // needs the export right too: tests/api/personal-data-rights.test.ts); only superAdmin deletes.
  "GET /api/v1/career": { data: "applications", action: "read" },
  "GET /api/v1/career/:id/resume": { data: "applications", action: "read" },
  "DELETE /api/v1/career/delete/:id": "superAdmin",
  "PATCH /api/v1/career/update/:id": { data: "applications", action: "update" },
  "POST /api/v1/career/:id/notes": { data: "applications", action: "update" },
  "GET /api/v1/contact": { data: "leads", action: "read" },
  "PATCH /api/v1/contact/update/:id": { data: "leads", action: "update" },
  "GET /api/v1/contact/board": { data: "leads", action: "read" },
  "POST /api/v1/contact/:id/notes": { data: "leads", action: "update" },
  "DELETE /api/v1/contact/delete/:id": "superAdmin",
  // Follow-ups (ADR 0175): added with the lead area's update right; listed for the areas the caller
  // reads, changed and deleted with the update right of the lead's area, decided once found
  // (tests/api/follow-ups.test.ts).
  "POST /api/v1/contact/:id/follow-ups": { data: "leads", action: "update" },
  "POST /api/v1/career/:id/follow-ups": { data: "applications", action: "update" },
  "GET /api/v1/follow-ups": "signedIn",
  "GET /api/v1/follow-ups/mine": "signedIn",
  "PATCH /api/v1/follow-ups/:id": "signedIn",
  "DELETE /api/v1/follow-ups/:id": "signedIn",
  "GET /api/v1/newsletter": { data: "leads", action: "read" },
  "DELETE /api/v1/newsletter/delete/:id": "superAdmin",
  "PATCH /api/v1/newsletter/:id": { data: "leads", action: "update" },
  // Campaigns (issue 72): read by any signed-in admin, written, changed and sent with the newsletter row's rights.
  "GET /api/v1/campaigns": "signedIn",
  "POST /api/v1/campaigns": { newsletter: "create" },
  "POST /api/v1/campaigns/audience": "signedIn",
  "GET /api/v1/campaigns/:id": "signedIn",
  "GET /api/v1/campaigns/:id/preview.html": "signedIn",
  "PATCH /api/v1/campaigns/:id": { newsletter: "update" },
  "DELETE /api/v1/campaigns/:id": { newsletter: "update" },
  "GET /api/v1/campaigns/:id/preview": "signedIn",
  "POST /api/v1/campaigns/:id/test": { newsletter: "send" },
  "POST /api/v1/campaigns/:id/schedule": { newsletter: "send" },
  "POST /api/v1/campaigns/:id/send": { newsletter: "send" },
  "POST /api/v1/campaigns/:id/cancel": { newsletter: "send" },
};

/** A custom role with some rights, so area rules are checked both ways. */
const editorRights: PermissionsInput = {
  category: { create: true, update: true },
  projects: { update: true },
  product: { statusChange: true },
  newsletter: { create: true },
};

type Caller = { name: string; role: string | null; username?: string; password?: string; token?: string; id?: string };
const callers: Caller[] = [
  { name: "anonymous", role: null },
  { name: "Member", role: "Member", username: "table-member", password: TEST_PASSWORD },
  { name: "custom role", role: "Editor", username: "table-editor", password: TEST_PASSWORD },
  { name: "superAdmin", role: "superAdmin", username: TEST_ADMIN.username, password: TEST_ADMIN.password },
];

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await createRole(ctx, "Editor", editorRights);
  for (const caller of callers) {
    if (!caller.role || !caller.username) continue;
    if (caller.role !== "superAdmin") await createAdmin(ctx, caller.username, caller.role);
    const session = await signIn(ctx, caller.username, caller.password);
    caller.token = session.token;
    caller.id = session.userId;
  }
});
afterAll(() => ctx.close());

function outcome(expected: Expected, caller: Caller): "allowed" | 401 | 403 {
  if (expected === "public") return "allowed";
  if (!caller.role) return 401;
  if (expected === "signedIn" || expected === "self") return "allowed";
  if (caller.role === "superAdmin") return "allowed";
  if (expected === "superAdmin") return 403;
  if ("newsletter" in expected) {
    return caller.role === "Editor" && editorRights.newsletter?.[expected.newsletter] ? "allowed" : 403;
  }
  if ("data" in expected) {
    // Member keeps the rights every role had before the areas existed; Editor was given none.
    const held = caller.role === "Member" ? personalDataRightsBefore(uniformPermissions(false)) : null;
    return held?.[expected.data][expected.action] ? "allowed" : 403;
  }
  const rights = caller.role === "Editor" ? editorRights : {};
  return expected.areas.some((area) => rights[area]?.[expected.action]) ? "allowed" : 403;
}

describe("access table", () => {
  it("lists exactly the routes the application registers", () => {
    const registered = ctx.app.accessTable.map((route) => `${route.method} ${route.url}`).sort();
    expect(registered).toEqual(Object.keys(apiRoutes).sort());
  });

  const cases = Object.entries(apiRoutes).flatMap(([route, expected]) =>
    callers.map((caller) => ({ route, expected, caller })),
  );

  it.each(cases)("$route as $caller.name", async ({ route, expected, caller }) => {
    const [method, pattern] = route.split(" ");
    const url = pattern.replace(/:[A-Za-z]+/g, () => (expected === "self" && caller.id ? caller.id : randomUUID()));
    // Signing out ends the session the other cases use, so it gets a session of its own.
    const token =
      route === "POST /api/v1/admin/logout" && caller.username
        ? (await signIn(ctx, caller.username, caller.password)).token
        : caller.token;
    const res = await ctx.app.inject({
      method: method as "GET",
      url,
      headers: token ? bearer(token) : {},
      ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
    });
    const want = outcome(expected, caller);
    if (want === "allowed") {
      expect([401, 403], res.body).not.toContain(res.statusCode);
    } else {
      expect(res.statusCode, res.body).toBe(want);
      expect(res.json().message).toMatch(
        want === 401 ? /^Authentication DS_Token is required$/ : /^You do not have permission to \w/,
      );
    }
  });

  it("refuses another admin's id on a route for oneself", async () => {
    const member = callers[1];
    const superAdmin = callers[3];
    for (const [caller, target] of [
      [member, superAdmin],
      [superAdmin, member],
    ]) {
      const res = await ctx.app.inject({
        method: "PATCH",
        url: `/api/v1/admin/update/${target.id}`,
        headers: bearer(caller.token as string),
        payload: { address: "Elsewhere" },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("You do not have permission to update another admin's profile");
    }
  });

  it("marks every non-public route as needing a session in the OpenAPI description", async () => {
    const spec = (await ctx.app.inject({ method: "GET", url: "/api/v1/docs/json" })).json();
    expect(spec.paths["/api/v1/admin"].get.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(spec.paths["/api/v1/alertHeader"].get.security).toBeUndefined();
  });
});

describe("declaring access", () => {
  it("refuses at start-up an API route that declares no access rule", async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig({ dataDir: "/tmp/unused" }), { database, logger: false });
    try {
      expect(() => app.get("/api/v1/undeclared", async () => ({ success: true }))).toThrow(
        "GET /api/v1/undeclared declares no access rule (config.access)",
      );
    } finally {
      await app.close();
      await database.close();
    }
  });
});
