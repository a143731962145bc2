import { addressOf } from "../../../domain/addresses";
import { PageBanner } from "../../components/public/ui/page-banner";
import { ServerMarkup } from "../../components/public/ui/server-markup";
import { faqPageJsonLd, seo } from "../../lib/seo";
import { loadPage } from "../../loaders/pages.server";
import type { Route } from "./+types/page";

/** `/<slug>`: a page the owner built from blocks (issue 54); an unknown or unpublished one is the 404 page. */
export async function loader({ params, context }: Route.LoaderArgs) {
  return loadPage(context, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: data.page.title,
        description: data.summary,
        path: addressOf.page(data.page),
        search: data.page.seo,
        jsonLd: data.questions.length > 0 ? [faqPageJsonLd(data.questions)] : [],
      })
    : [];

export default function BuiltPage({ loaderData }: Route.ComponentProps) {
  const { page, html } = loaderData;
  return (
    <>
      <PageBanner title={page.title} breadcrumb={[{ label: "Home", to: "/" }, { label: page.title }]} />
      {/* Text, pictures and links only: rendered on the server and never hydrated (ADR 0116). */}
      <ServerMarkup className="py-section">
        <div
          className="page-container blocks"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from the checked block document (server/blocks/render-html.ts), text escaped and links limited to safe schemes.
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </ServerMarkup>
    </>
  );
}
