import { SITE_NAME } from "../../../domain/public-site.ts";
import { LogoMark } from "../public/layout/site-logo.tsx";

/**
 * The agency's mark and name: the sidebar's head (with "Back office" under the name) and the
 * sign-in card's (whose heading already says it).
 */
export function Brand({ tone, caption = true }: { tone: "dark" | "light"; caption?: boolean }) {
  return (
    <span className="flex items-center gap-3">
      <LogoMark className="size-9 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span
          className={`text-base font-semibold tracking-tight ${tone === "dark" ? "text-white" : "text-slate-900"}`}
          data-testid="brand-name"
        >
          {SITE_NAME}
        </span>
        {caption && (
          <span className={`text-xs font-medium ${tone === "dark" ? "text-slate-400" : "text-slate-500"}`}>
            Back office
          </span>
        )}
      </span>
    </span>
  );
}
