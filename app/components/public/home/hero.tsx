import { ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { responsiveImage } from "../../../../domain/images";
import { focalPosition, type PictureWords, pictureAlt } from "../../../../domain/picture-words";
import type { HomeSettings } from "../../../../domain/site";
import { prefersReducedMotion } from "../../../browser/reduced-motion";
import { usePageLoaded } from "../../../browser/use-page-loaded";
import { ButtonLink } from "../ui/button";

const HERO_POSTER = {
  src: "/media/hero-poster-960.webp",
  srcSet: "/media/hero-poster-480.webp 480w, /media/hero-poster-960.webp 960w",
  sizes: "100vw",
};

/**
 * The hero: a looping, muted background video over its poster. The poster is a plain <img> (the
 * page's LCP image; React preloads it because of its high fetch priority). The video's sources are
 * attached only after the page has loaded, so its bytes never compete with the first paint, and not
 * at all for prefers-reduced-motion.
 */
export function Hero({ home, poster, words }: { home: HomeSettings; poster?: string; words?: PictureWords | null }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  const loaded = usePageLoaded();
  const [reducedMotion, setReducedMotion] = useState(true);
  // A poster picture staff chose (Site › Home) replaces the video: the picture alone is shown.
  const playVideo = loaded && !reducedMotion && !poster;
  const picture = poster ? { ...responsiveImage(poster), sizes: "100vw" } : HERO_POSTER;
  useEffect(() => setReducedMotion(prefersReducedMotion()), []);

  useEffect(() => {
    if (playVideo) videoRef.current?.load();
  }, [playVideo]);

  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex h-[600px] items-center overflow-hidden bg-ink-950 md:h-[700px] lg:h-[800px]"
    >
      <img
        src={picture.src}
        srcSet={picture.srcSet}
        sizes={picture.sizes}
        alt={pictureAlt(words, "")}
        width={960}
        height={540}
        fetchPriority="high"
        style={{ objectPosition: focalPosition(words) }}
        className="-z-20 absolute inset-0 size-full object-cover"
      />
      {!poster && (
        <div aria-hidden="true" className="-z-20 absolute inset-0">
          <video
            ref={videoRef}
            autoPlay
            muted
            loop
            playsInline
            preload="none"
            data-testid="hero-video"
            onPlaying={() => setPlaying(true)}
            className={`size-full object-cover transition-opacity duration-1000 ${playing ? "opacity-100" : "opacity-0"}`}
          >
            {playVideo && <source src="/media/hero.webm" type="video/webm" />}
            {playVideo && <source src="/media/hero.mp4" type="video/mp4" />}
          </video>
        </div>
      )}
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[linear-gradient(100deg,oklch(0.14_0.025_265/0.88)_10%,oklch(0.14_0.025_265/0.55)_55%,oklch(0.14_0.025_265/0.2))]"
      />
      <div className="page-container pt-16">
        <p className="inline-flex items-center gap-2 rounded-full border border-white/20 bg-white/10 px-4 py-1.5 font-medium text-sm text-white backdrop-blur">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
          Software & digital agency · Lahore
        </p>
        <h1 id="hero-title" className="mt-6 max-w-4xl font-bold text-display text-white">
          {home.headline}
        </h1>
        <p className="mt-6 max-w-2xl text-ink-100 text-lead">{home.subline}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink to="/services" size="lg" variant="light">
            {home.primaryButton}
            <ArrowRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </ButtonLink>
          <ButtonLink to="/projects" size="lg" variant="outline-light">
            {home.secondaryButton}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
