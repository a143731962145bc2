import type { ComponentProps, ReactNode } from "react";
import { SectionHeading } from "./section-heading";
import { ServerMarkup } from "./server-markup";

type Props = ComponentProps<typeof SectionHeading> & {
  /** The heading's id, which names the section. */
  id: string;
  /** The band's own classes (its background and padding); `className` is the heading's. */
  band: string;
  children: ReactNode;
};

/**
 * A band of a page with a heading over its content (the home page's services and latest articles,
 * the career perks, the testimonials). Server markup (docs/decisions/0116): what it shows is text,
 * icons and links, never hydrated.
 */
export function HeadedSection({ band, children, ...heading }: Props) {
  return (
    <ServerMarkup aria-labelledby={heading.id} className={band}>
      <div className="page-container">
        <SectionHeading {...heading} />
        {children}
      </div>
    </ServerMarkup>
  );
}

/** A white band with a centred heading over its content (the career perks, a service's benefits). */
export function CenteredSection(props: Omit<Props, "band" | "align" | "className">) {
  return <HeadedSection {...props} band="bg-white py-section" align="center" className="mb-12" />;
}
