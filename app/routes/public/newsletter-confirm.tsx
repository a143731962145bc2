import { newsletterConsentMessages } from "../../../domain/newsletter-consent";
import { NewsletterLinkPage } from "../../components/public/newsletter/newsletter-link-page";
import { OutcomeLine } from "../../components/public/ui/outcome-line";
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
    <NewsletterLinkPage title={title}>
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
    </NewsletterLinkPage>
  );
}
