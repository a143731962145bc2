import { useSite } from "../../components/public/layout/use-site";
import { PrivacyBody } from "../../components/public/privacy/privacy-body";
import { PageBanner } from "../../components/public/ui/page-banner";
import { seo, siteFrom } from "../../lib/seo";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Privacy Policy",
    description: `How ${siteFrom(matches).seo.siteName} collects, uses and protects the details you share through this website.`,
    path: "/privacy",
  });

/** The body is staff's Markdown, rendered and made inert on the server (domain/privacy-markdown.ts). */
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
      <PrivacyBody html={loaderData.html} contact={contact} />
    </>
  );
}
