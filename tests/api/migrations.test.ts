import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loadTestSettings } from "../../server/config.ts";
import { openDatabase } from "../../server/db/client.ts";
import { adminQuery, withDatabase } from "../support/global-setup.ts";
import { testDriver } from "../support/test-database.ts";

const tables = [
  "admin_users",
  "alert_heading",
  "analytics_day_campaigns",
  "analytics_day_devices",
  "analytics_day_referrers",
  "analytics_page_views",
  "analytics_path_spans",
  "analytics_source_visitors",
  "analytics_visitors",
  "api_keys",
  "app_meta",
  "app_secrets",
  "applications",
  "articles",
  "audit_log",
  "author_former_slugs",
  "authors",
  "backups",
  "campaign_clicks",
  "campaign_links",
  "campaign_messages",
  "campaigns",
  "categories",
  "content_drafts",
  "content_preview_links",
  "content_revisions",
  "content_translations",
  "enquiries",
  "form_replays",
  "former_slugs",
  "imported_items",
  "inbound_emails",
  "inbound_mailbox",
  "jobs",
  "lead_days",
  "lead_digest_runs",
  "lead_follow_ups",
  "lead_notes",
  "media",
  "newsletter_jobs",
  "newsletter_pacing",
  "newsletter_subscribers",
  "not_found_paths",
  "not_found_queries",
  "not_found_referrers",
  "pages",
  "password_reset_tokens",
  "people",
  "person_activities",
  "person_contacts",
  "person_emails",
  "person_keep_apart",
  "person_merges",
  "portfolio_items",
  "potential_customers",
  "privileges",
  "redirects",
  "reply_templates",
  "request_logs",
  "resume_removals",
  "row_tallies",
  "service_features",
  "services",
  "sessions",
  "site_settings",
  "tags",
  "testimonials",
  "trash",
  "two_factor_recovery_codes",
  "webhook_attempts",
  "webhook_deliveries",
  "webhook_endpoints",
  "wordpress_imports",
];

async function migrateTwiceAndListTables(open: () => ReturnType<typeof openDatabase>) {
  const database = await open();
  try {
    await database.migrate();
    await database.migrate();
    const result = await database.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    return (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
  } finally {
    await database.close();
  }
}

describe(`migrations on ${testDriver()}`, () => {
  it("create every table of the contract on an empty database, and running them again changes nothing", async () => {
    const { databaseUrl } = loadTestSettings();
    if (testDriver() === "postgres" && databaseUrl) {
      const name = `agency_migrate_${process.pid}`;
      await adminQuery(databaseUrl, `drop database if exists ${name}`);
      await adminQuery(databaseUrl, `create database ${name}`);
      try {
        const found = await migrateTwiceAndListTables(() =>
          openDatabase({ driver: "postgres", url: withDatabase(databaseUrl, name), poolSize: 1 }),
        );
        expect(found).toEqual(tables);
      } finally {
        await adminQuery(databaseUrl, `drop database if exists ${name}`);
      }
    } else {
      expect(await migrateTwiceAndListTables(() => openDatabase({ driver: "pglite" }))).toEqual(tables);
    }
    // Two initdb runs of the embedded database: slow on a busy two-core machine.
  }, 90_000);
});
