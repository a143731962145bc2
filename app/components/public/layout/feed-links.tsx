import { useMatches } from "react-router";
import { blogPaths } from "../../../../domain/blog-feeds";
import { addressIn } from "../../../../domain/local-addresses";
import { localesFrom, publisherFrom } from "../../../lib/seo";

/**
 * The blog's feeds named in every public page's head (issue 68, ADR 0248), full addresses under the
 * site's name, for feed readers given any address of the site. Rendered by the server only (the root
 * mounts it under `import.meta.env.SSR`): the browser's bundle leaves it out, so no page's script
 * grows, and React skips head elements it did not render when it hydrates.
 */
export function FeedLinks() {
  const matches = useMatches();
  const { origin, site } = publisherFrom(matches);
  // An Urdu page names the Urdu blog's feeds (issue 74).
  const { locale } = localesFrom(matches);
  const title = `${site.seo.siteName} blog`;
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={title}
        href={`${origin}${addressIn(locale, blogPaths.rss)}`}
      />
      <link
        rel="alternate"
        type="application/feed+json"
        title={title}
        href={`${origin}${addressIn(locale, blogPaths.json)}`}
      />
    </>
  );
}
