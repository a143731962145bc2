import { ArrowRight } from "lucide-react";
import type { HomeSettings } from "../../../domain/site";
import { ButtonLink } from "./ui/button";
import { Reveal } from "./ui/reveal";
import { ServerMarkup } from "./ui/server-markup";

/** The closing call to action of the home and about pages (server markup: nothing in it needs React). */
export function ClosingCta({ callToAction }: { callToAction: HomeSettings["callToAction"] }) {
  return (
    <ServerMarkup aria-labelledby="cta-title" className="py-section">
      <div className="page-container">
        <Reveal>
          <div className="relative isolate overflow-hidden rounded-[2rem] bg-brand-700 px-6 py-14 text-center shadow-lift sm:px-12 lg:py-20">
            <div
              aria-hidden="true"
              className="-z-10 absolute inset-0 bg-[radial-gradient(60%_90%_at_0%_0%,oklch(0.66_0.18_272/0.7),transparent_70%),radial-gradient(50%_80%_at_100%_100%,oklch(0.77_0.17_68/0.35),transparent_70%)]"
            />
            <h2 id="cta-title" className="mx-auto max-w-3xl font-bold text-title text-white">
              {callToAction.title}
            </h2>
            <p className="mx-auto mt-5 max-w-2xl text-brand-50 text-lead">{callToAction.text}</p>
            <div className="mt-9 flex flex-wrap justify-center gap-4">
              <ButtonLink to="/contact" variant="light" size="lg">
                {callToAction.button} <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
              </ButtonLink>
              <ButtonLink to="/projects" variant="outline-light" size="lg">
                See our work
              </ButtonLink>
            </div>
          </div>
        </Reveal>
      </div>
    </ServerMarkup>
  );
}
