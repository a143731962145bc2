import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb";
import { ServerMarkup } from "./server-markup";

type Props = {
  /** The page's one h1. */
  title: ReactNode;
  breadcrumb: Crumb[];
  separator?: "/" | ">";
  /** Small line above the title. */
  eyebrow?: string;
  description?: ReactNode;
  /** Buttons under the text. */
  children?: ReactNode;
};

/**
 * The dark header band that opens every inner page: breadcrumb, title (h1), a short text and actions.
 * The glow and grid are CSS only, so the band costs no image request. Server markup: its links and
 * buttons are links (docs/decisions/0116), so nothing in it needs React.
 */
export function PageBanner({ title, breadcrumb, separator, eyebrow, description, children }: Props) {
  return (
    <ServerMarkup className="relative isolate overflow-hidden bg-ink-950 text-white">
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[radial-gradient(60%_80%_at_85%_0%,oklch(0.5_0.23_272/0.55),transparent_70%),radial-gradient(40%_60%_at_0%_100%,oklch(0.77_0.17_68/0.18),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="-z-10 absolute inset-0 bg-[linear-gradient(to_right,rgb(255_255_255/0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.05)_1px,transparent_1px)] bg-size-[56px_56px] [mask-image:linear-gradient(to_bottom,black,transparent)]"
      />
      <div className="page-container py-16 sm:py-20 lg:py-24">
        <Breadcrumb items={breadcrumb} separator={separator} />
        {eyebrow && <p className="mt-8 font-semibold text-accent-300 text-eyebrow uppercase">{eyebrow}</p>}
        <h1 className="mt-4 max-w-4xl font-bold text-display">{title}</h1>
        {description && <div className="mt-6 max-w-2xl text-ink-200 text-lead">{description}</div>}
        {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
      </div>
    </ServerMarkup>
  );
}
