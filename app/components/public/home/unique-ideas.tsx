import { ArrowRight, Cloud, Code2, ShoppingBag, Sparkles } from "lucide-react";
import type { HomeSettings } from "../../../../domain/site";
import { SCROLL_TO_FORM_STATE } from "../../../browser/navigation-state";
import { ButtonLink } from "../ui/button";
import { Reveal } from "../ui/reveal";
import { SectionHeading } from "../ui/section-heading";
import { navigationStateAttribute, ServerMarkup } from "../ui/server-markup";

const icons = [Code2, ShoppingBag, Sparkles, Cloud];

/**
 * 'Unique Ideas For Your Business' with the What We Do button and the four offering blurbs (server
 * markup: nothing in it needs React; the button's navigation state rides on an attribute).
 */
export function UniqueIdeas({ home }: { home: HomeSettings }) {
  return (
    <ServerMarkup aria-labelledby="ideas-title" className="relative isolate overflow-hidden bg-ink-950 py-section">
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
            title={home.ideas.title}
            description={home.ideas.text}
          />
          <ButtonLink
            to="/services"
            state={SCROLL_TO_FORM_STATE}
            {...navigationStateAttribute(SCROLL_TO_FORM_STATE)}
            variant="light"
            size="lg"
            className="mt-8"
          >
            {home.primaryButton} <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </ButtonLink>
        </Reveal>
        <ul className="grid gap-4 sm:grid-cols-2">
          {home.offerings.map(({ title, text }, index) => {
            const Icon = icons[index % icons.length];
            return (
              <Reveal as="li" key={title} delay={index * 0.08}>
                <div className="h-full rounded-card border border-white/10 bg-white/5 p-6 backdrop-blur transition hover:border-white/25 hover:bg-white/10">
                  <span className="grid size-11 place-items-center rounded-xl bg-accent-400 text-ink-950">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="mt-5 font-bold text-lg text-white">{title}</h3>
                  <p className="mt-2 text-ink-200 text-sm leading-relaxed">{text}</p>
                </div>
              </Reveal>
            );
          })}
        </ul>
      </div>
    </ServerMarkup>
  );
}
