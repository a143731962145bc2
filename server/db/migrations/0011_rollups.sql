CREATE TABLE "analytics_day_campaigns" (
	"day" date NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_day_campaigns_pk" PRIMARY KEY("day","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_devices" (
	"day" date NOT NULL,
	"device" text NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_day_devices_pk" PRIMARY KEY("day","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_day_referrers" (
	"day" date NOT NULL,
	"referrer_host" text NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_day_referrers_pk" PRIMARY KEY("day","referrer_host")
);
--> statement-breakpoint
CREATE TABLE "analytics_path_spans" (
	"level" smallint NOT NULL,
	"start" date NOT NULL,
	"path" text NOT NULL,
	"views" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_path_spans_pk" PRIMARY KEY("level","start","path")
);
--> statement-breakpoint
CREATE TABLE "lead_days" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"leads" integer NOT NULL,
	CONSTRAINT "lead_days_pk" PRIMARY KEY("day","kind","source","utm_source","utm_medium","utm_campaign")
);
--> statement-breakpoint
CREATE TABLE "row_tallies" (
	"counted" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- The figures above are kept by the database in the transaction of every write to the rows they
-- count (ADR 0110): statement-level triggers read the statement's changed rows (transition tables),
-- so a bulk insert costs one grouped upsert, not one per row. Upserts lock rows in key order.
--
-- row_tallies: TG_ARGV[0] is an SQL array of the keys a row `r` counts towards.
CREATE FUNCTION "tally_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM row_tallies WHERE split_part(counted, '.', 1) = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  changes := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN format('SELECT unnest(%s), 1 FROM new_rows AS r', TG_ARGV[0]) END,
    CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN format('SELECT unnest(%s), -1 FROM old_rows AS r', TG_ARGV[0]) END);
  EXECUTE format('INSERT INTO row_tallies AS t (counted, n)
    SELECT counted, sum(d) FROM (%s) AS changes(counted, d) GROUP BY counted HAVING sum(d) <> 0 ORDER BY counted
    ON CONFLICT (counted) DO UPDATE SET n = t.n + excluded.n', changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- lead_days: TG_ARGV[0] is the kind ('enquiry' or 'application').
CREATE FUNCTION "tally_lead_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  lead constant text := '(r.created_at AT TIME ZONE ''UTC'')::date, coalesce(r.utm_source, r.referrer_host, ''''),
    coalesce(r.utm_source, ''''), coalesce(r.utm_medium, ''''), coalesce(r.utm_campaign, '''')';
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM lead_days WHERE kind = TG_ARGV[0];
    RETURN NULL;
  END IF;
  changes := concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN format('SELECT %s, 1 FROM new_rows AS r', lead) END,
    CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN format('SELECT %s, -1 FROM old_rows AS r', lead) END);
  EXECUTE format('INSERT INTO lead_days AS t (day, kind, source, utm_source, utm_medium, utm_campaign, leads)
    SELECT day, %L, source, us, um, uc, sum(d) FROM (%s) AS changes(day, source, us, um, uc, d)
    GROUP BY day, source, us, um, uc HAVING sum(d) <> 0 ORDER BY day, source, us, um, uc
    ON CONFLICT (day, kind, source, utm_source, utm_medium, utm_campaign) DO UPDATE SET leads = t.leads + excluded.leads',
    TG_ARGV[0], changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The page-view rollups, from the changed (day, page, source, device) rows.
CREATE FUNCTION "tally_page_views"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM analytics_day_devices;
    DELETE FROM analytics_day_referrers;
    DELETE FROM analytics_day_campaigns;
    DELETE FROM analytics_path_spans;
    RETURN NULL;
  END IF;
  changes := '(' || concat_ws(' UNION ALL ',
    CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN 'SELECT r.day, r.path, r.referrer_host, r.utm_source, r.utm_medium,
      r.utm_campaign, r.device, r.views, r.entries FROM new_rows AS r' END,
    CASE WHEN TG_OP IN ('DELETE', 'UPDATE') THEN 'SELECT r.day, r.path, r.referrer_host, r.utm_source, r.utm_medium,
      r.utm_campaign, r.device, -r.views, -r.entries FROM old_rows AS r' END)
    || ') AS c(day, path, referrer_host, utm_source, utm_medium, utm_campaign, device, views, entries)';
  EXECUTE format('INSERT INTO analytics_day_devices AS t (day, device, views, entries)
    SELECT day, device, sum(views), sum(entries) FROM %s GROUP BY 1, 2
    HAVING sum(views) <> 0 OR sum(entries) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, device) DO UPDATE SET views = t.views + excluded.views, entries = t.entries + excluded.entries',
    changes);
  EXECUTE format('INSERT INTO analytics_day_referrers AS t (day, referrer_host, entries)
    SELECT day, referrer_host, sum(entries) FROM %s WHERE referrer_host <> '''' GROUP BY 1, 2
    HAVING sum(entries) <> 0 ORDER BY 1, 2
    ON CONFLICT (day, referrer_host) DO UPDATE SET entries = t.entries + excluded.entries', changes);
  EXECUTE format('INSERT INTO analytics_day_campaigns AS t (day, utm_source, utm_medium, utm_campaign, entries)
    SELECT day, utm_source, utm_medium, utm_campaign, sum(entries) FROM %s
    WHERE utm_source <> '''' OR utm_medium <> '''' OR utm_campaign <> '''' GROUP BY 1, 2, 3, 4
    HAVING sum(entries) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (day, utm_source, utm_medium, utm_campaign) DO UPDATE SET entries = t.entries + excluded.entries',
    changes);
  -- A span of 2^level days starts on a day number (days since 1970-01-01) divisible by 2^level.
  EXECUTE format('INSERT INTO analytics_path_spans AS t (level, start, path, views, entries)
    SELECT level, date ''1970-01-01'' + (n - (n %% (1 << level))), path, sum(views), sum(entries)
    FROM (SELECT day - date ''1970-01-01'' AS n, path, views, entries FROM %s) AS d, generate_series(0, 6) AS level
    GROUP BY 1, 2, 3 HAVING sum(views) <> 0 OR sum(entries) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (level, start, path) DO UPDATE SET views = t.views + excluded.views, entries = t.entries + excluded.entries',
    changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- The counted tables, their keys, and the counts of the rows already there.
DO $$
DECLARE
  counted record;
BEGIN
  FOR counted IN SELECT * FROM (VALUES
    ('enquiries', 'array[''enquiries'', ''enquiries.status.'' || r.status, ''enquiries.stage.'' || r.stage]'),
    ('applications', 'array[''applications'', ''applications.stage.'' || r.stage]'),
    ('newsletter_subscribers', 'array[''newsletter_subscribers'']'),
    ('potential_customers', 'array[''potential_customers'']'),
    ('categories', 'array[''categories'']'),
    ('services', 'array[''services'']'),
    ('jobs', 'array[''jobs'']'),
    ('portfolio_items', 'array[''portfolio_items.'' || r.type, ''portfolio_items.'' || r.type || case when r.is_active then ''.active'' else ''.inactive'' end]')
  ) AS t(tbl, keys) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rows(%L)',
      counted.tbl || '_tally_insert', counted.tbl, counted.keys);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rows(%L)',
      counted.tbl || '_tally_update', counted.tbl, counted.keys);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tally_rows(%L)',
      counted.tbl || '_tally_delete', counted.tbl, counted.keys);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION tally_rows(%L)',
      counted.tbl || '_tally_truncate', counted.tbl, counted.keys);
    EXECUTE format('INSERT INTO row_tallies AS t (counted, n) SELECT k, count(*) FROM %I AS r, unnest(%s) AS k GROUP BY k
      ON CONFLICT (counted) DO UPDATE SET n = t.n + excluded.n', counted.tbl, counted.keys);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "enquiries_lead_days_insert" AFTER INSERT ON "enquiries" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('enquiry');--> statement-breakpoint
CREATE TRIGGER "enquiries_lead_days_update" AFTER UPDATE ON "enquiries" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('enquiry');--> statement-breakpoint
CREATE TRIGGER "enquiries_lead_days_delete" AFTER DELETE ON "enquiries" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('enquiry');--> statement-breakpoint
CREATE TRIGGER "enquiries_lead_days_truncate" AFTER TRUNCATE ON "enquiries" FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('enquiry');--> statement-breakpoint
CREATE TRIGGER "applications_lead_days_insert" AFTER INSERT ON "applications" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('application');--> statement-breakpoint
CREATE TRIGGER "applications_lead_days_update" AFTER UPDATE ON "applications" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('application');--> statement-breakpoint
CREATE TRIGGER "applications_lead_days_delete" AFTER DELETE ON "applications" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('application');--> statement-breakpoint
CREATE TRIGGER "applications_lead_days_truncate" AFTER TRUNCATE ON "applications" FOR EACH STATEMENT EXECUTE FUNCTION "tally_lead_days"('application');--> statement-breakpoint
INSERT INTO lead_days (day, kind, source, utm_source, utm_medium, utm_campaign, leads)
SELECT (created_at AT TIME ZONE 'UTC')::date, kind, coalesce(utm_source, referrer_host, ''), coalesce(utm_source, ''),
  coalesce(utm_medium, ''), coalesce(utm_campaign, ''), count(*)
FROM (SELECT 'enquiry' AS kind, created_at, referrer_host, utm_source, utm_medium, utm_campaign FROM enquiries
  UNION ALL SELECT 'application', created_at, referrer_host, utm_source, utm_medium, utm_campaign FROM applications) AS leads
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
CREATE TRIGGER "analytics_page_views_tally_insert" AFTER INSERT ON "analytics_page_views" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_page_views"();--> statement-breakpoint
CREATE TRIGGER "analytics_page_views_tally_update" AFTER UPDATE ON "analytics_page_views" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_page_views"();--> statement-breakpoint
CREATE TRIGGER "analytics_page_views_tally_delete" AFTER DELETE ON "analytics_page_views" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "tally_page_views"();--> statement-breakpoint
CREATE TRIGGER "analytics_page_views_tally_truncate" AFTER TRUNCATE ON "analytics_page_views" FOR EACH STATEMENT EXECUTE FUNCTION "tally_page_views"();--> statement-breakpoint
-- The page views already stored, summed as the trigger sums them.
INSERT INTO analytics_day_devices (day, device, views, entries)
SELECT day, device, sum(views), sum(entries) FROM analytics_page_views GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO analytics_day_referrers (day, referrer_host, entries)
SELECT day, referrer_host, sum(entries) FROM analytics_page_views WHERE referrer_host <> '' GROUP BY 1, 2
HAVING sum(entries) <> 0;--> statement-breakpoint
INSERT INTO analytics_day_campaigns (day, utm_source, utm_medium, utm_campaign, entries)
SELECT day, utm_source, utm_medium, utm_campaign, sum(entries) FROM analytics_page_views
WHERE utm_source <> '' OR utm_medium <> '' OR utm_campaign <> '' GROUP BY 1, 2, 3, 4 HAVING sum(entries) <> 0;--> statement-breakpoint
INSERT INTO analytics_path_spans (level, start, path, views, entries)
SELECT level, date '1970-01-01' + (n - (n % (1 << level))), path, sum(views), sum(entries)
FROM (SELECT day - date '1970-01-01' AS n, path, views, entries FROM analytics_page_views) AS d, generate_series(0, 6) AS level
GROUP BY 1, 2, 3;
