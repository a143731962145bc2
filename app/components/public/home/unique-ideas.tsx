import { ArrowRight, Cloud, Code2, ShoppingBag, Sparkles } from "lucide-react";
import { heroTexts, offeringBlurbs } from "../../../../domain/public-site";
import { SCROLL_TO_FORM_STATE } from "../../../browser/navigation-state";
import { ButtonLink } from "../ui/button";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";

const blurbTexts: Record<(typeof offeringBlurbs)[number], string> = {
  "Custom Software Development":
    "Software shaped around the way your business runs, from internal tools to customer-facing platforms.",
  "Smart E-Commerce & Digital Presence":
    "Stores, websites and campaigns that turn visitors into customers and customers into regulars.",
  "Digital Transformation & Innovation":
    "Replace paper, spreadsheets and manual steps with connected systems your team enjoys using.",
  "Cloud-Based Business Solutions":
    "Secure, scalable cloud platforms that keep working as you grow, with costs you can predict.",
};
const icons = [Code2, ShoppingBag, Sparkles, Cloud];

/** 'Unique Ideas For Your Business' with the What We Do button and the four offering blurbs. */
export function UniqueIdeas() {
  return (
    <section aria-labelledby="ideas-title" className="relative isolate overflow-hidden bg-ink-950 py-section">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(50%_70%_at_100%_0%,oklch(0.5_0.23_272/0.5),transparent_70%)]"
      />
      <div className="page-container grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:items-center">
        <Reveal>
          <SectionHeading
            id="ideas-title"
            tone="light"
            eyebrow="What we do"
            title="Unique Ideas For Your Business"
            description="Every business is different. We listen first, then combine strategy, design and engineering into ideas that fit yours — and we stay to make them work."
          />
          <ButtonLink to="/services" state={SCROLL_TO_FORM_STATE} variant="light" size="lg" className="mt-8">
            {heroTexts.whatWeDo} <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </Reveal>
        <ul className="grid gap-4 sm:grid-cols-2">
          {offeringBlurbs.map((title, index) => {
            const Icon = icons[index];
            return (
              <Reveal as="li" key={title} delay={index * 0.08}>
                <div className="h-full rounded-card border border-white/10 bg-white/5 p-6 backdrop-blur transition hover:border-white/25 hover:bg-white/10">
                  <span className="grid size-11 place-items-center rounded-xl bg-accent-400 text-ink-950">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-5 font-bold text-lg text-white">{title}</h3>
                  <p className="mt-2 text-ink-200 text-sm leading-relaxed">{blurbTexts[title]}</p>
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
