import { sitemapMessages, sitemapQuery } from "../../domain/sitemap";
import { sitemapDocument } from "../lib/sitemap";
import { loadSitemapEntries } from "../loaders/sitemap.server";
import type { Route } from "./+types/sitemap";

/** `?part=N` names one part of a split sitemap: the page cache keys the answer by it. */
export const handle = { searchParams: [sitemapQuery.part] };

/**
 * /sitemap.xml, built from the database on each request so an admin's edit shows at once: one
 * urlset, or past SITEMAP_MAX_URLS an index of `/sitemap.xml?part=N` (ADR 0170).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const part = new URL(request.url).searchParams.get(sitemapQuery.part);
  const { publicUrl, sitemapMaxUrls } = context.config;
  const xml = sitemapDocument(publicUrl, await loadSitemapEntries(context), part, sitemapMaxUrls);
  if (xml === undefined) {
    return new Response(sitemapMessages.partNotFound, {
      status: 404,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
    });
  }
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=300" },
  });
}
