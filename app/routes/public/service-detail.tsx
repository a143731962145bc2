import { CircleCheck } from "lucide-react";
import { addressOf } from "../../../domain/addresses";
import { KindSections } from "../../components/public/kind-sections/kind-sections";
import { BenefitTiles } from "../../components/public/services/benefit-tiles";
import { TopicAccordion } from "../../components/public/services/topic-accordion";
import { ButtonLink } from "../../components/public/ui/button";
import { CenteredSection } from "../../components/public/ui/headed-section";
import { PageBanner } from "../../components/public/ui/page-banner";
import { ResponsiveImage } from "../../components/public/ui/responsive-image";
import { HighlightFirstWord, SectionHeading } from "../../components/public/ui/section-heading";
import { publisherFrom, seo, serviceJsonLd } from "../../lib/seo";
import { loadServicePage } from "../../loaders/services.server";
import type { Route } from "./+types/service-detail";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadServicePage(context, params);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: data.service.name,
        description: data.service.description,
        path: addressOf.service(data.service),
        image: data.service.icon ?? undefined,
        search: data.service.seo,
        jsonLd: [serviceJsonLd(publisherFrom(matches), data.service)],
        versions: data.versions,
      })
    : [];

export default function ServiceDetailPage({ loaderData }: Route.ComponentProps) {
  const { service, sections } = loaderData;
  return (
    <>
      <PageBanner
        title={<HighlightFirstWord text={service.name} className="text-accent-300" />}
        description={service.description}
        separator=">"
        breadcrumb={[
          { label: "Home", to: "/" },
          { label: "Services", to: "/services" },
          { label: service.category.name, to: addressOf.category(service.category) },
          { label: service.name },
        ]}
      />

      <section aria-labelledby="approach" className="page-container grid gap-12 py-section lg:grid-cols-2 lg:gap-16">
        <div>
          <div className="mb-6 grid size-16 place-items-center rounded-2xl bg-brand-600 shadow-card">
            <ResponsiveImage
              src={service.icon}
              alt=""
              words={service.pictureWords?.[0]}
              width={40}
              height={40}
              sizes="40px"
              className="size-10 object-contain"
            />
          </div>
          <SectionHeading id="approach" eyebrow="How we work" title="Our approach" description={service.approach} />
          {service.features.length > 0 && (
            <ul className="mt-8 space-y-4">
              {service.features.map((feature) => (
                <li key={feature.name} className="flex gap-3">
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  <span>
                    <span className="font-semibold text-ink-950">{feature.name}</span>
                    <span className="text-ink-600"> — {feature.description}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
          <div className="mt-10 flex flex-wrap gap-3">
            <ButtonLink to="/services">About Services</ButtonLink>
            <ButtonLink to="/projects" variant="secondary">
              View Works
            </ButtonLink>
          </div>
        </div>
        <div>
          <h2 className="mb-6 font-bold text-ink-950 text-subtitle">What this service covers</h2>
          <TopicAccordion topics={service.topics} />
        </div>
      </section>

      <CenteredSection id="benefits" eyebrow="Benefits" title="Why businesses choose it" description={service.benefits}>
        <BenefitTiles tiles={service.benefitTiles} />
      </CenteredSection>
      <KindSections sections={sections} />
    </>
  );
}
