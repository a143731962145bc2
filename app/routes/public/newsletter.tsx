import { NewsletterForm } from "../../components/public/layout/newsletter-form";
import { OutcomeLine } from "../../components/public/ui/outcome-line";
import { PageBanner } from "../../components/public/ui/page-banner";
import { unindexedSeo } from "../../lib/seo";
import { submitNewsletterForm } from "../../loaders/newsletter-form.server";
import type { Route } from "./+types/newsletter";

/** Where the footer's signup posts when JavaScript has not run; with JavaScript it calls the API. */
export async function action({ context, request }: Route.ActionArgs) {
  return submitNewsletterForm(context, request);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  unindexedSeo(
    matches,
    "Newsletter",
    "Product launches, case studies and practical advice on growing your business with technology.",
    "/newsletter",
  );

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Newsletter" breadcrumb={[{ label: "Home", to: "/" }, { label: "Newsletter" }]} />
      <section className="py-section">
        <div className="page-container max-w-2xl">
          {actionData && <OutcomeLine ok={actionData.ok} message={actionData.message} />}
          <div className="mt-8 rounded-card bg-ink-950 p-6 text-ink-300 sm:p-8">
            <h2 className="font-display font-semibold text-white">Subscribe to our newsletter</h2>
            <NewsletterForm />
          </div>
        </div>
      </section>
    </>
  );
}
