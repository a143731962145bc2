import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";
import { ServerMarkup } from "./server-markup";

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  eyebrow: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
};

/**
 * A white band with a centred heading over its content (the career perks, a service's benefits).
 * Server markup (docs/decisions/0116): what it shows is text, icons and links, never hydrated.
 */
export function CenteredSection({ id, eyebrow, title, description, children }: Props) {
  return (
    <ServerMarkup aria-labelledby={id} className="bg-white py-section">
      <div className="page-container">
        <SectionHeading
          id={id}
          eyebrow={eyebrow}
          title={title}
          description={description}
          align="center"
          className="mb-12"
        />
        {children}
      </div>
    </ServerMarkup>
  );
}
