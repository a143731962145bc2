CREATE TABLE "not_found_queries" (
	"path" text NOT NULL,
	"query" text NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "not_found_queries_path_query_pk" PRIMARY KEY("path","query")
);
--> statement-breakpoint
CREATE TABLE "not_found_referrers" (
	"path" text NOT NULL,
	"referrer" text NOT NULL,
	"hits" bigint DEFAULT 0 NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "not_found_referrers_path_referrer_pk" PRIMARY KEY("path","referrer")
);
--> statement-breakpoint
ALTER TABLE "not_found_queries" ADD CONSTRAINT "not_found_queries_path_not_found_paths_path_fk" FOREIGN KEY ("path") REFERENCES "public"."not_found_paths"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "not_found_referrers" ADD CONSTRAINT "not_found_referrers_path_not_found_paths_path_fk" FOREIGN KEY ("path") REFERENCES "public"."not_found_paths"("path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 68 (ADR 0247): only real scanners' shapes are hidden now. An address the old patterns marked
-- (any /wp-…, e.g. /wp-content/uploads/…, which a moving owner must redirect) that the new ones do
-- not is shown again. The patterns are domain/redirects.ts's probePatterns, as POSIX expressions.
UPDATE "not_found_paths" SET "probe" = false
WHERE "probe" AND NOT (
  "path" ~* '\.(php[0-9]?|phtml|asp|aspx|jsp|cgi|env|ini|sql|bak|old|swp|git|htaccess|ds_store)($|[/?])'
  OR "path" ~* '(^|/)\.(env|git|svn|hg|aws|ssh|vscode|idea)($|[/?])'
  OR "path" ~* '^/(wp-admin|wp-login|wp-includes|wp-json)($|[/?.])'
  OR "path" ~* '^/wp-content/(plugins|themes|mu-plugins|upgrade|cache|debug\.log)($|[/?])'
  OR "path" ~* '^/(xmlrpc|phpmyadmin|pma|myadmin|cgi-bin|vendor|owa|ecp|autodiscover|boaform|actuator|solr|HNAP1|console)($|[/?.])'
);
