import { Eye, Target } from "lucide-react";
import { ValuesPanel } from "../../components/public/about/values-panel";
import { ClosingCta } from "../../components/public/closing-cta";
import { useSite } from "../../components/public/layout/use-site";
import { IconBadge } from "../../components/public/ui/icon-badge";
import { PageBanner } from "../../components/public/ui/page-banner";
import { Reveal } from "../../components/public/ui/reveal";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { ServerMarkup } from "../../components/public/ui/server-markup";
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
  const blocks = [
    { icon: Eye, title: "Our Vision", text: about.vision },
    { icon: Target, title: "Our Mission", text: about.mission },
  ];
  const paragraphs = about.welcome.split(/\n\s*\n/);
  return (
    <>
      <PageBanner
        title="About Us"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "About" }]}
        description="Software, design and growth for ambitious businesses — built in Lahore, backed by a European group."
      />
      <ServerMarkup aria-labelledby="welcome-title" className="py-section">
        <div className="page-container grid gap-10 lg:grid-cols-[1.1fr_1fr]">
          <Reveal>
            <SectionHeading
              id="welcome-title"
              eyebrow="Welcome"
              title={`Welcome to ${siteName}`}
              description={paragraphs.map((paragraph, index) => (
                // The paragraphs are the text's own, in order: their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <p key={index} className={index > 0 ? "mt-4" : undefined}>
                  {paragraph}
                </p>
              ))}
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
      </ServerMarkup>
      <div className="page-container">
        <ValuesPanel values={about.values} />
      </div>
      <ClosingCta callToAction={callToAction} />
    </>
  );
}
