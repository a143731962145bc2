import { addressOf } from "../../../domain/addresses";
import { CategoryGrid } from "../../components/public/category-grid";
import { NoData } from "../../components/public/portfolio/no-data";
import { PageBanner } from "../../components/public/ui/page-banner";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { seo } from "../../lib/seo";
import { loadCategoryPage } from "../../loaders/services.server";
import type { Route } from "./+types/sub-services";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCategoryPage(context, params.category);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: `${data.category.name} services`,
        description: data.category.description,
        path: addressOf.category(data.category),
        image: data.category.icon ?? undefined,
        search: data.category.seo,
        versions: data.versions,
      })
    : [];

export default function SubServicesPage({ loaderData }: Route.ComponentProps) {
  const { category, services } = loaderData;
  return (
    <>
      <PageBanner
        title={category.name}
        eyebrow="Our Services"
        description={category.description}
        separator=">"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Services", to: "/services" }, { label: category.name }]}
      />
      <section aria-labelledby="what-we-do" className="page-container py-section">
        <SectionHeading
          id="what-we-do"
          eyebrow={category.name}
          title="What We Do"
          description={`The ${category.name.toLowerCase()} services our Lahore team delivers, from first workshop to launch and beyond.`}
          className="mb-12"
        />
        {services.length > 0 ? <CategoryGrid items={services} kind="service" /> : <NoData text="No services found." />}
      </section>
    </>
  );
}
