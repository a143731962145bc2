import { Eye, Target } from "lucide-react";
import { SITE_NAME } from "../../../domain/public-site";
import { ValuesPanel } from "../../components/public/about/values-panel";
import { ClosingCta } from "../../components/public/closing-cta";
import { IconBadge } from "../../components/public/ui/icon-badge";
import { PageBanner } from "../../components/public/ui/page-banner";
import { Reveal } from "../../components/public/ui/reveal";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { seo } from "../../lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "About Us",
    description: `Who we are: ${SITE_NAME}, a Lahore software and digital agency within a Netherlands-based group. Our vision, mission and values.`,
    path: "/about",
  });

const blocks = [
  {
    icon: Eye,
    title: "Our Vision",
    text: "To be the technology partner businesses in Pakistan and Europe trust first — known for software that lasts and for people who keep their word.",
  },
  {
    icon: Target,
    title: "Our Mission",
    text: "To help every client lead their industry with well-crafted software, thoughtful design and honest advice, delivered by a team that grows with them.",
  },
];

export default function AboutPage() {
  return (
    <>
      <PageBanner
        title="About Us"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "About" }]}
        description="Software, design and growth for ambitious businesses — built in Lahore, backed by a European group."
      />
      <section aria-labelledby="welcome-title" className="py-section">
        <div className="page-container grid gap-10 lg:grid-cols-[1.1fr_1fr]">
          <Reveal>
            <SectionHeading
              id="welcome-title"
              eyebrow="Welcome"
              title={`Welcome to ${SITE_NAME}`}
              description={
                <>
                  <p>
                    We are a software and digital agency in Lahore, Pakistan, and a subsidiary of a Netherlands-based
                    cleaning service provider that is part of a wider enterprise group. We started by building the
                    systems our own group depends on — scheduling, customer portals, apps for crews in the field — and
                    today we bring the same care to clients across industries.
                  </p>
                  <p className="mt-4">
                    Our designers, engineers and marketers work side by side, so strategy, product and growth stay in
                    one conversation from the first workshop to the years of support that follow.
                  </p>
                </>
              }
            />
          </Reveal>
          <div className="grid gap-5">
            {blocks.map((block, index) => (
              <Reveal key={block.title} delay={index * 0.1}>
                <article className="h-full rounded-card border border-ink-200 bg-white p-7 shadow-card">
                  <IconBadge icon={block.icon} size="md" className="bg-brand-600 text-white" />
                  <h2 className="mt-5 font-bold text-2xl text-ink-950">{block.title}</h2>
                  <p className="mt-3 text-ink-700 leading-relaxed">{block.text}</p>
                </article>
              </Reveal>
            ))}
          </div>
        </div>
      </section>
      <div className="page-container">
        <ValuesPanel />
      </div>
      <ClosingCta />
    </>
  );
}
