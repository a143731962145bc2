// Apart from domain/addresses.ts, which every public page loads: only the server, the pages' head
// (rendered by the server alone) and the back office name the feeds.
/**
 * The blog's list and its feeds (issue 54): RSS 2.0 for every reader, JSON Feed for the newer ones.
 * `/feed` and `/rss.xml`, where readers and people look first, answer a 301 to the RSS feed (issue 68).
 */
export const blogPaths = {
  list: "/blog",
  rss: "/blog/rss.xml",
  json: "/blog/feed.json",
  shortcuts: ["/feed", "/rss.xml"],
} as const;
