import { CategoryGrid } from "../../components/public/category-grid";
import { ClosingCta } from "../../components/public/closing-cta";
import { AboutTeaser } from "../../components/public/home/about-teaser";
import { Hero } from "../../components/public/home/hero";
import { LatestArticles } from "../../components/public/home/latest-articles";
import { PartnerStrip } from "../../components/public/home/partner-strip";
import { PortfolioSection } from "../../components/public/home/portfolio-section";
import { UniqueIdeas } from "../../components/public/home/unique-ideas";
import { KindSections } from "../../components/public/kind-sections/kind-sections";
import { HeadedSection } from "../../components/public/ui/headed-section";
import { Island } from "../../components/public/ui/island";
import { seo, siteFrom } from "../../lib/seo";
import { loadHomeData } from "../../loaders/home-data.server";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  return loadHomeData(context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  seo(matches, { title: loaderData?.home.headline ?? "", description: siteFrom(matches).seo.description, path: "/" });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { categories, projects, home, partners, heroPoster, heroWords, filterCategories, articles, sections } =
    loaderData;
  return (
    <>
      <Hero home={home} poster={heroPoster} words={heroWords} />
      <Island>
        <PartnerStrip partners={partners} />
      </Island>
      <HeadedSection
        id="services-title"
        eyebrow="What we offer"
        title="Our Services"
        description="Strategy, design, engineering and growth under one roof — pick a discipline to see how we can help."
        band="py-section"
      >
        <div className="mt-12">
          <CategoryGrid items={categories ?? []} kind="category" />
        </div>
      </HeadedSection>
      <AboutTeaser />
      <UniqueIdeas home={home} />
      <Island>
        <PortfolioSection
          projects={projects}
          categoryNames={categories?.map((category) => category.name) ?? null}
          filterCategories={filterCategories}
        />
      </Island>
      <KindSections sections={sections} />
      <LatestArticles articles={articles} />
      <ClosingCta callToAction={home.callToAction} />
    </>
  );
}
