import { ButtonLink } from "../ui/button";
import { PageBanner } from "../ui/page-banner";
import { NoData } from "./no-data";

type Props = {
  /** The spec's text: 'No project data found.' or 'No project data available.' */
  message: string;
  back: { label: string; to: string };
};

/** A details page opened without an item in navigation state and without a known `?id=`. */
export function MissingItem({ message, back }: Props) {
  return (
    <>
      <PageBanner title="Details" separator=">" breadcrumb={[back, { label: "Details" }]} />
      <section className="page-container py-section">
        <NoData text={message} />
        <div className="mt-8 flex justify-center">
          <ButtonLink to={back.to} variant="secondary">
            Back to {back.label}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
