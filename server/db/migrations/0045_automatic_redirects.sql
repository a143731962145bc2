ALTER TABLE "redirects" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Issue 68 (ADR 0249): every former address a rename left (a record's former slug, an author's) becomes
-- an automatic redirect of the manager, to the record (so it follows later renames) or to the
-- author's page now. A person's own redirect from the same address stays: it answered first anyway.
-- A record in the trash has no row to send to: its former slugs keep answering 410 as before.
INSERT INTO "redirects" ("from_path", "to_url", "to_kind", "to_id", "status", "automatic", "created_at", "updated_at")
SELECT '/services/' || f."slug", NULL, 'category', f."record_id", 301, true, f."created_at", f."created_at"
  FROM "former_slugs" f JOIN "categories" c ON c."id" = f."record_id" WHERE f."kind" = 'category'
UNION ALL
SELECT '/services/' || c."slug" || '/' || f."slug", NULL, 'service', f."record_id", 301, true, f."created_at", f."created_at"
  FROM "former_slugs" f JOIN "services" s ON s."id" = f."record_id" JOIN "categories" c ON c."id" = s."category_id"
  WHERE f."kind" = 'service'
UNION ALL
SELECT (CASE p."type" WHEN 'project' THEN '/projects/' ELSE '/products/' END) || f."slug", NULL, p."type", f."record_id", 301, true, f."created_at", f."created_at"
  FROM "former_slugs" f JOIN "portfolio_items" p ON p."id" = f."record_id" WHERE f."kind" = 'portfolio'
UNION ALL
SELECT '/career/' || f."slug", NULL, 'job', f."record_id", 301, true, f."created_at", f."created_at"
  FROM "former_slugs" f JOIN "jobs" j ON j."id" = f."record_id" WHERE f."kind" = 'job'
UNION ALL
SELECT '/' || f."slug", NULL, 'page', f."record_id", 301, true, f."created_at", f."created_at"
  FROM "former_slugs" f JOIN "pages" g ON g."id" = f."record_id" WHERE f."kind" = 'page'
UNION ALL
SELECT '/blog/' || f."slug", NULL, 'article', f."record_id", 301, true, f."created_at", f."created_at"
  FROM "former_slugs" f JOIN "articles" a ON a."id" = f."record_id" WHERE f."kind" = 'article'
UNION ALL
SELECT '/blog/author/' || f."slug", '/blog/author/' || a."slug", NULL, NULL, 301, true, f."created_at", f."created_at"
  FROM "author_former_slugs" f JOIN "authors" a ON a."id" = f."author_id"
ON CONFLICT ("from_path") DO NOTHING;
