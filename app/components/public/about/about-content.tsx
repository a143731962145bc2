import { Eye, Target } from "lucide-react";
import type { AboutSettings } from "../../../../domain/site";
import { IconBadge } from "../ui/icon-badge";
import { Island } from "../ui/island";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";
import { ServerMarkup } from "../ui/server-markup";
import { ValuesPanel } from "./values-panel";

/** The About page's own part: the welcome text, vision, mission and the values (the page and the back office's preview). */
export function AboutContent({ about, siteName }: { about: AboutSettings; siteName: string }) {
  const blocks = [
    { icon: Eye, title: "Our Vision", text: about.vision },
    { icon: Target, title: "Our Mission", text: about.mission },
  ];
  const paragraphs = about.welcome.split(/\n\s*\n/);
  return (
    <>
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
        <Island>
          <ValuesPanel values={about.values} />
        </Island>
      </div>
    </>
  );
}
