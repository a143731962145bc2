import type { PortfolioType } from "../../../../domain/enums";
import { ButtonLink } from "../ui/button";
import { PageBanner } from "../ui/page-banner";
import { detailsPages } from "./details-pages";
import { NoData } from "./no-data";

/** A details page opened without an item in navigation state and without a known `?id=`. */
export function MissingItem({ type }: { type: PortfolioType }) {
  const { missingText, list } = detailsPages[type];
  return (
    <>
      <PageBanner title="Details" separator=">" breadcrumb={[list, { label: "Details" }]} />
      <section className="page-container py-section">
        <NoData text={missingText} />
        <div className="mt-8 flex justify-center">
          <ButtonLink to={list.to} variant="secondary">
            Back to {list.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
