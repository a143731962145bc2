import { AboutContent } from "../../components/public/about/about-content";
import { ClosingCta } from "../../components/public/closing-cta";
import { useSite } from "../../components/public/layout/use-site";
import { PageBanner } from "../../components/public/ui/page-banner";
import { seo, siteFrom } from "../../lib/seo";
import type { Route } from "./+types/about";

export async function loader({ context }: Route.LoaderArgs) {
  const site = await context.site();
  return { about: site.about, callToAction: site.home.callToAction };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Us",
    description: `Who we are: ${siteFrom(matches).seo.siteName}, a Lahore software and digital agency within a Netherlands-based group. Our vision, mission and values.`,
    path: "/about",
  });

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { about, callToAction } = loaderData;
  const { siteName } = useSite().seo;
  return (
    <>
      <PageBanner
        title="About Us"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "About" }]}
        description="Software, design and growth for ambitious businesses — built in Lahore, backed by a European group."
      />
      <AboutContent about={about} siteName={siteName} />
      <ClosingCta callToAction={callToAction} />
    </>
  );
}
