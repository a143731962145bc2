import type { CSSProperties } from "react";
import { responsiveImage } from "../../../../domain/images";
import { type Described, pictureAlt } from "../../../../domain/picture-words";
import type { Partner } from "../../../../domain/site";
import { usePageLoaded } from "../../../browser/use-page-loaded";

/** The spec's speeds, in ms per logo, at each width (the widths are the classes below). */
const SPEED_MS_PER_LOGO = { large: 10000, medium: 8000, small: 6000 } as const;

// One pass moves the strip by one copy of the list: every logo at the spec's speed per logo.
const speedsFor = (count: number) => {
  const passMs = (speedMs: number) => speedMs * count;
  return {
    "--pass-large": `${passMs(SPEED_MS_PER_LOGO.large)}ms`,
    "--pass-medium": `${passMs(SPEED_MS_PER_LOGO.medium)}ms`,
    "--pass-small": `${passMs(SPEED_MS_PER_LOGO.small)}ms`,
  } as CSSProperties;
};

/** A stored logo comes in widths the browser picks from; a seeded one is a single file (no `sizes` then). */
function logoImage(url: string) {
  const image = responsiveImage(url);
  return image.srcSet ? { ...image, sizes: "(min-width: 768px) 25vw, (min-width: 520px) 33vw, 50vw" } : image;
}

/**
 * The looping partner logos: the list twice in a row, moving left continuously (no arrows, no dots,
 * no pause on hover). 4 logos in view, 3 under 768 px, 2 under 520 px. It starts moving once the page
 * has loaded, pauses while a logo link has keyboard focus and stands still for prefers-reduced-motion.
 * The partners are the site's (Site › Partners); without any the strip is not shown.
 */
export function PartnerStrip({ partners }: { partners: (Partner & Described)[] }) {
  const moving = usePageLoaded();
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-title" className="border-ink-200 border-b bg-white py-10">
      <h2
        id="partners-title"
        className="page-container text-center font-semibold text-ink-600 text-sm uppercase tracking-[0.14em]"
      >
        Trusted by growing businesses
      </h2>
      <div
        className="group relative mt-6 overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)]"
        style={speedsFor(partners.length)}
      >
        <ul
          data-testid="partner-track"
          data-moving={moving || undefined}
          className="flex w-max group-focus-within:[animation-play-state:paused] data-moving:motion-safe:animate-[partner-marquee_var(--pass-small)_linear_infinite] data-moving:motion-safe:min-[520px]:animate-[partner-marquee_var(--pass-medium)_linear_infinite] data-moving:motion-safe:md:animate-[partner-marquee_var(--pass-large)_linear_infinite]"
        >
          {[0, 1].map((copy) =>
            partners.map((partner) => (
              <li
                key={`${copy}-${partner._id}`}
                aria-hidden={copy === 1 ? true : undefined}
                className="w-[50vw] shrink-0 px-4 min-[520px]:w-[33.333vw] md:w-[25vw]"
              >
                <a
                  href={partner.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  tabIndex={copy === 1 ? -1 : undefined}
                  className="flex h-20 items-center justify-center rounded-xl opacity-80 grayscale transition hover:opacity-100 hover:grayscale-0"
                >
                  <img
                    {...logoImage(partner.logo)}
                    alt={copy === 1 ? "" : pictureAlt(partner.pictureWords?.[0], partner.name)}
                    width={360}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[9/4] h-16 w-auto object-contain"
                  />
                </a>
              </li>
            )),
          )}
        </ul>
      </div>
    </section>
  );
}
