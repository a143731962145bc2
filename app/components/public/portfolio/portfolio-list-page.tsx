import type { ComponentProps, ReactNode } from "react";
import { Island } from "../ui/island";
import { PageBanner } from "../ui/page-banner";
import { SectionHeading } from "../ui/section-heading";
import { PagedPortfolio } from "./paged-portfolio";

type Props = {
  /** The banner's title and the breadcrumb's last step. */
  title: string;
  bannerText: string;
  heading: { id: string; eyebrow: string; title: string; description: string };
  /** What stands between the heading and the grid (the projects' category chips). */
  filter?: ReactNode;
} & Pick<ComponentProps<typeof PagedPortfolio>, "page" | "emptyText" | "pager">;

/** /projects and /products: the banner, the section heading, an optional filter, then the paged grid. */
export function PortfolioListPage({ title, bannerText, heading, filter, page, emptyText, pager }: Props) {
  return (
    <>
      <PageBanner
        title={title}
        separator=">"
        breadcrumb={[{ label: "Home", to: "/" }, { label: title }]}
        description={bannerText}
      />
      <section aria-labelledby={heading.id} className="page-container py-section">
        <SectionHeading {...heading} className={filter ? "mb-8" : "mb-10"} />
        <Island>{filter}</Island>
        <Island>
          <PagedPortfolio
            headingId={heading.id}
            page={page}
            emptyText={emptyText}
            pager={pager}
            className={filter ? "mt-10" : undefined}
          />
        </Island>
      </section>
    </>
  );
}
