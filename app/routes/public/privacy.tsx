import { postalLine } from "../../../domain/site-defaults";
import { useSite } from "../../components/public/layout/use-site";
import { PageBanner } from "../../components/public/ui/page-banner";
import { seo, siteFrom } from "../../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: `How ${siteFrom(matches).seo.siteName} collects, uses and protects the details you share through this website.`,
    path: "/privacy",
  });

/** The body is staff's Markdown, rendered and made inert on the server (server/modules/site/markdown.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  return { html: (await context.site()).privacy.html };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { contact } = useSite();
  return (
    <>
      <PageBanner
        title="Privacy Policy"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Privacy" }]}
        description="What we collect through this website, why, and the choices you have."
      />
      <section className="py-section">
        <div className="page-container">
          <div className="max-w-3xl rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10">
            <div
              className="privacy-body"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered on the server from Markdown with raw HTML escaped and unsafe links refused.
              dangerouslySetInnerHTML={{ __html: loaderData.html }}
            />
            <p className="mt-8 text-ink-600 text-sm">
              Questions about your data? Write to us at {postalLine(contact.address)}, or call {contact.phones[0]}.
            </p>
          </div>
        </div>
      </section>
    </>
  );
}
