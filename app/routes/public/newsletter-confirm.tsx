import { newsletterConsentMessages } from "../../../domain/newsletter-consent";
import { OutcomeLine } from "../../components/public/ui/outcome-line";
import { PageBanner } from "../../components/public/ui/page-banner";
import { unindexedSeo } from "../../lib/seo";
import { confirmFromPage, loadConfirmation, privateLinkHeaders } from "../../loaders/newsletter-links.server";
import type { Route } from "./+types/newsletter-confirm";

const title = newsletterConsentMessages.confirmTitle;

export const loader = ({ context, request }: Route.LoaderArgs) => loadConfirmation(context, request);

/** The button's POST (to the same address, token and all) confirms; opening the link (what mail scanners do) never does. */
export const action = ({ context, request }: Route.ActionArgs) => confirmFromPage(context, request);

export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => unindexedSeo(matches, title, title, "/newsletter/confirm");

/** `/newsletter/confirm?token=…`: the double opt-in's page (issue 72, ADR 0261). */
export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageBanner title="Newsletter" breadcrumb={[{ label: "Home", to: "/" }, { label: "Newsletter" }]} />
      <section className="py-section">
        <div className="page-container max-w-2xl">
          <div className="rounded-card border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="font-display text-2xl font-semibold text-ink-950">{title}</h2>
            {actionData ? (
              <OutcomeLine className="mt-4" ok={actionData.ok} message={actionData.message} />
            ) : loaderData.state !== "ready" ? (
              <OutcomeLine
                className="mt-4"
                ok={false}
                message={
                  loaderData.state === "expired"
                    ? newsletterConsentMessages.linkExpired
                    : newsletterConsentMessages.linkInvalid
                }
              />
            ) : loaderData.confirmed ? (
              <OutcomeLine className="mt-4" ok message={newsletterConsentMessages.alreadyConfirmed} />
            ) : (
              <form method="post" className="mt-4 flex flex-col gap-5">
                <p className="text-ink-700">{newsletterConsentMessages.confirmIntro(loaderData.email)}</p>
                <label className="flex items-start gap-3 text-sm text-ink-700">
                  <input type="checkbox" name="countClicks" className="mt-0.5 size-4 accent-accent-500" />
                  <span>{newsletterConsentMessages.clicksConsent}</span>
                </label>
                <button
                  type="submit"
                  className="self-start rounded-full bg-accent-400 px-6 py-3 font-semibold text-ink-950 transition hover:bg-accent-300 disabled:opacity-70"
                >
                  {newsletterConsentMessages.confirmButton}
                </button>
              </form>
            )}
          </div>
        </div>
      </section>
    </>
  );
}
