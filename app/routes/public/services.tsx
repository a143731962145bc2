import { wantsScrollToForm } from "../../browser/navigation-state";
import { CategoryGrid } from "../../components/public/category-grid";
import { useScrollToFormOnArrival } from "../../components/public/contact/scroll-to-form";
import { buttonClass } from "../../components/public/ui/button";
import { PageBanner } from "../../components/public/ui/page-banner";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { ServerMarkup } from "../../components/public/ui/server-markup";
import { seo } from "../../lib/seo";
import { loadServicesPage } from "../../loaders/services.server";
import type { Route } from "./+types/services";

export async function loader({ context }: Route.LoaderArgs) {
  return loadServicesPage(context);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Services",
    description:
      "Web and mobile development, UI/UX design, cloud and DevOps, e-commerce and digital marketing: the services of our Lahore software agency.",
    path: "/services",
  });

const GRID_ID = "what-we-do";

export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  // Home's What We Do button arrives with the scroll-to-form flag: go straight to the grid.
  useScrollToFormOnArrival(GRID_ID, wantsScrollToForm);
  return (
    <>
      <PageBanner
        title="Services"
        separator=">"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Services" }]}
        description="We design, build and grow digital products for ambitious businesses: one team for strategy, design, engineering and marketing, based in Lahore and working worldwide."
      >
        <a href={`#${GRID_ID}`} className={buttonClass("light", "lg")}>
          What We Do
        </a>
      </PageBanner>
      <ServerMarkup aria-labelledby="our-services" className="page-container pt-section">
        <SectionHeading
          id="our-services"
          eyebrow="Our Services"
          title="Technology that moves your business forward"
          description="Whether you need a new product, a faster website or more customers, we bring proven processes and a senior team to every engagement. Pick an area to see the services inside it."
        />
      </ServerMarkup>
      <ServerMarkup
        id={GRID_ID}
        aria-labelledby="what-we-do-title"
        className="page-container scroll-mt-24 pt-16 pb-section"
      >
        <h2 id="what-we-do-title" className="mb-10 font-bold text-ink-950 text-title">
          What We Do
        </h2>
        <CategoryGrid items={loaderData.categories} kind="category" />
      </ServerMarkup>
    </>
  );
}
