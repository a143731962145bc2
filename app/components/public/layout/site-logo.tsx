import clsx from "clsx";
import { useId } from "react";
import { Link } from "react-router";
import { SITE_NAME } from "../../../../domain/public-site";

/**
 * The mark: a rounded tile with a river-like wave (the Ravi flows past Lahore). A page shows it twice
 * (header and footer), so its gradient's id is made per instance: ids must be unique in a document.
 */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <title>{SITE_NAME}</title>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6d5dfc" />
          <stop offset="1" stopColor="#3b2bb8" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <path d="M8 16c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      <path d="M8 25c4-4 8-4 12 0s8 4 12 0" fill="none" stroke="#fbbf24" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header logo. On the home page it sits on the dark hero video, so the wordmark is white and the
 * tagline shows; everywhere else it is the ink wordmark on the white bar.
 */
export function SiteLogo({ onHero }: { onHero: boolean }) {
  return (
    <Link
      to="/"
      className="flex items-center gap-3 rounded-lg"
      aria-label={`${SITE_NAME} home`}
      data-testid="site-logo"
      data-variant={onHero ? "hero" : "bar"}
    >
      <LogoMark className={clsx("shrink-0", onHero ? "size-11" : "size-9")} />
      <span className="flex flex-col leading-none">
        <span className={clsx("font-bold font-display text-lg tracking-tight", onHero ? "text-white" : "text-ink-950")}>
          Ravi<span className={onHero ? "text-accent-300" : "text-brand-600"}> Digital</span>
        </span>
        {onHero && (
          <span className="mt-1 hidden text-[0.6875rem] text-ink-200 sm:block">Software · Design · Growth</span>
        )}
      </span>
    </Link>
  );
}
