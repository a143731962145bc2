import { newsletterConsentMessages } from "../../../domain/newsletter-consent";
import { NewsletterLinkPage } from "../../components/public/newsletter/newsletter-link-page";
import { OutcomeLine } from "../../components/public/ui/outcome-line";
import { unindexedSeo } from "../../lib/seo";
import { changeFromPage, loadUnsubscribe, privateLinkHeaders } from "../../loaders/newsletter-links.server";
import type { Route } from "./+types/newsletter-unsubscribe";

const title = newsletterConsentMessages.unsubscribeTitle;

export const loader = ({ context, request }: Route.LoaderArgs) => loadUnsubscribe(context, request);

/** Its buttons POST to the same address: leaving takes a press, never the opening of a link. */
export const action = ({ context, request }: Route.ActionArgs) => changeFromPage(context, request);

export const headers: Route.HeadersFunction = () => privateLinkHeaders;

export const meta: Route.MetaFunction = ({ matches }) => unindexedSeo(matches, title, title, "/newsletter/unsubscribe");

const buttonClass =
  "self-start rounded-full px-6 py-3 font-semibold transition disabled:opacity-70 bg-accent-400 text-ink-950 hover:bg-accent-300";

/**
 * `/newsletter/unsubscribe?token=…`: where a message's unsubscribe link leads (and the one-click
 * address, opened in a browser). One button leaves; once left, one button comes back (issue 72).
 */
export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const left =
    (actionData?.ok && actionData.message === newsletterConsentMessages.unsubscribed) ||
    (!actionData && loaderData.state === "ready" && loaderData.status === "unsubscribed");
  return (
    <NewsletterLinkPage title={title}>
      {loaderData.state === "test" ? (
        <OutcomeLine className="mt-4" ok message={newsletterConsentMessages.testLink} />
      ) : loaderData.state !== "ready" ? (
        <OutcomeLine className="mt-4" ok={false} message={newsletterConsentMessages.unsubscribeInvalid} />
      ) : loaderData.status === "bounced" && !actionData ? (
        <OutcomeLine className="mt-4" ok={false} message={newsletterConsentMessages.suppressed} />
      ) : left ? (
        <form method="post" className="mt-4 flex flex-col gap-5">
          <OutcomeLine ok message={newsletterConsentMessages.unsubscribed} />
          <p className="text-ink-700">{newsletterConsentMessages.resubscribeIntro(loaderData.email)}</p>
          <button type="submit" name="intent" value="resubscribe" className={buttonClass}>
            {newsletterConsentMessages.resubscribeButton}
          </button>
        </form>
      ) : actionData ? (
        <OutcomeLine className="mt-4" ok={actionData.ok} message={actionData.message} />
      ) : (
        <form method="post" className="mt-4 flex flex-col gap-5">
          <p className="text-ink-700">{newsletterConsentMessages.unsubscribeIntro(loaderData.email)}</p>
          <button type="submit" name="intent" value="unsubscribe" className={buttonClass}>
            {newsletterConsentMessages.unsubscribeButton}
          </button>
        </form>
      )}
    </NewsletterLinkPage>
  );
}
