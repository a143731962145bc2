import { sitemapXml } from "../lib/sitemap";
import { loadSitemapEntries } from "../loaders/sitemap.server";
import type { Route } from "./+types/sitemap";

/** /sitemap.xml, built from the database on each request so an admin's edit shows at once. */
export async function loader({ context }: Route.LoaderArgs) {
  const xml = sitemapXml(context.config.publicUrl, await loadSitemapEntries(context));
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
