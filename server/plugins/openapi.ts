import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { contentInPlural, contentRecordKinds, inWords } from "../../domain/content-kinds.ts";
import { API_DOCS_POLICY } from "../http/security-headers.ts";

/** The OpenAPI description is generated from the same zod schemas that validate requests. */
async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "Agency platform API",
        description: "Public and back-office calls of the agency website. The contract is docs/api.md.",
        version: "1.0.0",
      },
      servers: [{ url: "/" }],
      tags: [
        {
          name: "audit log",
          description:
            "One entry per staff action, written in the same transaction as the change (docs/api.md, " +
            '"Audit log"). `AuditEntry = { _id, at, actor: { _id, username } | null, ip, action, entity, ' +
            "entityId, summary, before, after }`; `before`/`after` hold the changed fields only and never a " +
            "password, hash, token, TOTP secret or recovery code. Entries cannot be edited or deleted through " +
            "the API; they are kept 365 days (AUDIT_RETENTION_DAYS).",
        },
        {
          name: "privacy",
          description:
            'Erasure of one person\'s leads on request (docs/api.md, "Privacy"; ADR 0084). Job applications ' +
            "older than APPLICATION_RETENTION_DAYS (365) are removed with their resumes by the server itself.",
        },
        {
          name: "history",
          description:
            `Saved versions of ${inWords(contentInPlural, "and")} (docs/api.md, ` +
            '"History, trash and edit conflicts"; ADR 0102, 0118). Every save stores the whole record with who, ' +
            "when and a summary; a restore is itself a new version. Revisions are kept REVISION_RETENTION_DAYS " +
            "(90), then each record's newest REVISION_KEEP (20). An update may name the version it was edited " +
            'from (`version` or `If-Match`): a stale one answers 409 `{ success: false, message: "Changed by ' +
            '<username> at <time> while you were editing", current }`.',
        },
        {
          name: "drafts",
          description:
            `Drafts, schedules and preview links of ${inWords(contentInPlural, "and")} (docs/api.md, ` +
            '"Drafts, previews and schedules"; ADR 0122). A draft is kept apart from its record and never read by ' +
            "the public calls; publishing applies it through the record's update, audited with a revision.",
        },
        {
          name: "trash",
          description:
            'Deleted content (docs/api.md, "History, trash and edit conflicts"; ADR 0117): deleting a ' +
            `${inWords(contentRecordKinds, "or")} moves it here, out of every read; superAdmin lists, restores ` +
            "or deletes it forever. Records older than TRASH_RETENTION_DAYS (30) are purged by the server, " +
            "each audited as the system.",
        },
        {
          name: "people",
          description:
            "One person per e-mail address across enquiries, applications, the newsletter and potential customers " +
            '(docs/api.md, "People and replies as built"; ADR 0171, 0172): their page and timeline, merge and a ' +
            "30-day undo, e-mails sent from the back office and the reply templates. Leads area: read to see, " +
            "update to merge and reply.",
        },
        {
          name: "pages",
          description:
            'Pages built from blocks, served at `/<slug>` (docs/api.md, "Pages, articles and navigation"; ADR 0196, ' +
            "0197). `Page = { _id, title, slug, blocks, seo, parentId, isActive, version, createdAt, updatedAt }`, " +
            "signed-in reads adding `status` and `hasDraft`. `blocks` is the editor's JSON document, checked against " +
            'the supported blocks: anything else answers 400 `{ message: "Unsupported content: <what>" }` and ' +
            "stores nothing. A slug may not be a built-in route's first segment. Every write needs the `site` " +
            "area's update right; a delete (to the trash) is superAdmin's.",
        },
        {
          name: "articles",
          description:
            'Articles of the blog, served at `/blog/<slug>` (docs/api.md, "Pages, articles and navigation"; ADR 0204). ' +
            "`Article = { _id, title, slug, summary, coverId, cover, body, authorId, author: { _id, slug, name, bio, photo }, tags, " +
            "projectId, serviceId, readingMinutes, publishedAt, seo, isActive, version, createdAt, updatedAt }`. " +
            "`body` is checked as a page's blocks are; `readingMinutes` is computed from it and `publishedAt` set " +
            "by the first publish. Visitors read published articles (`GET /articles?page&tag&author`, ten a page, " +
            "newest first); signed in, every article with `status` and `hasDraft`. Writes need the `site` area's " +
            "update right; a delete (to the trash) is superAdmin's. Feeds: `/blog/rss.xml`, `/blog/feed.json`.",
        },
        {
          name: "authors",
          description:
            'Author profiles (docs/api.md, "Authors"; ADR 0245). `Author = { _id, name, slug, bio, photoId, photo, ' +
            "userId, articles, createdAt, updatedAt }`: who the blog names as an article's author, with a page at " +
            "`/blog/author/<slug>`. A staff member's profile is their account's (`userId`; its name is their full " +
            "name); an author with `userId: null` has no account and cannot sign in. Any signed-in admin reads " +
            "them; a superAdmin adds, changes and deletes them; a staff member changes their own through " +
            "`PATCH /admin/update/:id` (`fullName`, `bio`, `photoId`).",
        },
        {
          name: "site",
          description:
            "The site's parts, one call each (`/site/<part>`), and `GET /site`, everything visitors are shown. " +
            'Navigation (docs/api.md, "Pages, articles and navigation"; ADR 0180, 0210): `header` items and ' +
            "`footer` columns `[{ title, links }]` (up to 4, each up to 12 links; a part saved with the one-column " +
            "`footer: { title, links }` reads as that column). A link is `{ label, to, external, ref? }`; with " +
            '`ref: { kind: "page" | "article", id }`, `GET /site` gives it the record\'s address now and leaves ' +
            "it out while the record is not published; an id no record has answers 400.",
        },
        {
          name: "redirects",
          description:
            'Redirects and the 404 log (docs/api.md, "Redirects and the 404 log"; ADR 0165). `Redirect = { _id, ' +
            "from, to, toRecord, external, status, location, note, hits, lastHitAt, createdAt, updatedAt }`. A GET " +
            "or HEAD of a redirected path is answered 301/302 with Location, or 410, from memory before any page; " +
            "saves refuse loops, real pages, malformed paths and unmarked external targets, and collapse chains to " +
            "one hop. Every call needs the `redirects` area's update right.",
        },
      ],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer" },
          cookie: { type: "apiKey", in: "cookie", name: "ds_session" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/v1/docs",
    staticCSP: API_DOCS_POLICY,
    // BaseLayout leaves out the top bar, whose logo is an SVG with an inline <style> the policy refuses.
    // Tags start collapsed: with every tag open, Swagger UI stopped drawing after the first few of
    // some 160 operations (the rest never appeared); a reader opens the tag they want.
    uiConfig: { validatorUrl: null, layout: "BaseLayout", docExpansion: "none" },
  });
}

export default fp(openapi, { name: "openapi" });
