import type { CareersSettings } from "../../../../domain/site";
import { buttonClass } from "../ui/button";
import { PageBanner } from "../ui/page-banner";

/** Where the banner's Explore button leads: the list of open roles. */
export const ROLES_ID = "open-roles";

/** The careers page's header: staff's headline and subline, and the button down to the roles. */
export function CareersBanner({ careers }: { careers: Pick<CareersSettings, "headline" | "subline"> }) {
  return (
    <PageBanner
      title={careers.headline}
      eyebrow="Careers"
      separator=">"
      breadcrumb={[{ label: "Home", to: "/" }, { label: "Career" }]}
      description={careers.subline}
    >
      <a href={`#${ROLES_ID}`} className={buttonClass("light", "lg")}>
        Explore
      </a>
    </PageBanner>
  );
}
