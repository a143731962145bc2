import { data } from "react-router";
import { addressOf } from "../../../domain/addresses";
import { BlockContent } from "../../components/public/blocks/block-content";
import { NotFoundContent } from "../../components/public/not-found-content";
import { PageBanner } from "../../components/public/ui/page-banner";
import { faqPageJsonLd, notFoundSeo, seo } from "../../lib/seo";
import { loadPage } from "../../loaders/pages.server";
import type { Route } from "./+types/page";

/**
 * `/<slug>`: a page the owner built from blocks (issue 54). An unknown or unpublished one is the
 * site's 404 page, as the catch-all route shows it, with status 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await loadPage(context, params.slug);
  return page ? { found: true as const, ...page } : data({ found: false as const }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) return [];
  if (!data.found) return notFoundSeo(matches, location.pathname);
  return seo(matches, {
    title: data.page.title,
    description: data.summary,
    path: addressOf.page(data.page),
    search: data.page.seo,
    jsonLd: data.questions.length > 0 ? [faqPageJsonLd(data.questions)] : [],
    versions: data.versions,
  });
};

export default function BuiltPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFoundContent />;
  const { page, parent, html } = loaderData;
  const above = parent ? [{ label: parent.title, to: parent.path }] : [];
  return (
    <>
      <PageBanner title={page.title} breadcrumb={[{ label: "Home", to: "/" }, ...above, { label: page.title }]} />
      {/* Hydrated, so a video block's play button loads its player (BlockContent); the blocks' HTML
          itself is the server's and React never rebuilds it. */}
      <section className="py-section">
        <div className="page-container">
          <div className="max-w-3xl">
            <BlockContent html={html} />
          </div>
        </div>
      </section>
    </>
  );
}
