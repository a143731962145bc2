import { ArrowRight, Building2, Globe2, Users } from "lucide-react";
import { COPYRIGHT_YEAR } from "../../../../domain/public-site";
import { ButtonLink } from "../ui/button";
import { IconBadge } from "../ui/icon-badge";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";
import { ServerMarkup } from "../ui/server-markup";

const facts = [
  { icon: Building2, value: `Since ${COPYRIGHT_YEAR}`, label: "building software in Lahore" },
  { icon: Globe2, value: "2 continents", label: "clients across Europe and Asia" },
  { icon: Users, value: "One team", label: "design, engineering and marketing" },
];

/** About Us teaser on the home page, linking to /about (server markup: nothing in it needs React). */
export function AboutTeaser() {
  return (
    <ServerMarkup aria-labelledby="about-title" className="py-section">
      <div className="page-container grid items-center gap-12 lg:grid-cols-2">
        <Reveal>
          <SectionHeading
            id="about-title"
            eyebrow="About Us"
            title="A Lahore team with a European backbone"
            description={
              <>
                <p>
                  We are the software and digital arm of a Netherlands-based cleaning service provider and part of a
                  wider enterprise group. That heritage shapes how we work: dependable processes, clear communication
                  and software that earns its keep every day.
                </p>
                <p className="mt-4">
                  From first workshop to long-term support, one team owns your product: strategists, designers,
                  engineers and marketers who care about the result as much as you do.
                </p>
              </>
            }
          />
          <ButtonLink to="/about" className="mt-8">
            More about us <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ButtonLink>
        </Reveal>
        <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
          {facts.map((fact, index) => (
            <Reveal as="li" key={fact.label} delay={index * 0.1}>
              <div className="h-full rounded-card border border-ink-200 bg-white p-6 shadow-card">
                <IconBadge icon={fact.icon} size="md" className="bg-brand-50 text-brand-700" />
                <p className="mt-5 font-bold font-display text-ink-950 text-xl">{fact.value}</p>
                <p className="mt-1 text-ink-600 text-sm">{fact.label}</p>
              </div>
            </Reveal>
          ))}
        </ul>
      </div>
    </ServerMarkup>
  );
}
