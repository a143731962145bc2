import { type AppLoadContext, data } from "react-router";
import { newsletterConsentMessages } from "../../domain/newsletter.ts";
import { InvalidInput } from "../../server/errors/domain-errors.ts";
import type { FormOutcome } from "../lib/form-fields.ts";

type Context = Pick<AppLoadContext, "newsletter" | "clientIp">;

const tokenOf = (url: string) => new URL(url).searchParams.get("token") ?? "";

/** What the confirmation page shows before its button is pressed: the address, or why the link is no good. */
export async function loadConfirmation(context: Context, request: Request) {
  const state = await context.newsletter.confirmationState(tokenOf(request.url));
  if (state.state === "ready")
    return { state: "ready" as const, email: state.email, confirmed: state.status === "confirmed" };
  return data({ state: state.state }, 400);
}

/** A refused link or a refused change: the message, as the page shows it. */
async function outcomeOf(work: () => Promise<string>): Promise<ReturnType<typeof data<FormOutcome>>> {
  try {
    return data<FormOutcome>({ ok: true, message: await work() }, 200);
  } catch (error) {
    if (error instanceof InvalidInput) return data<FormOutcome>({ ok: false, message: error.message }, 400);
    throw error;
  }
}

/** The confirmation page's button (a POST: a mail scanner's GET never confirms). */
export async function confirmFromPage(context: Context, request: Request) {
  const form = await request.formData().catch(() => null);
  const token = tokenOf(request.url);
  const countClicks = form?.get("countClicks") === "on";
  return outcomeOf(async () => {
    const outcome = await context.newsletter.confirm(token, countClicks, { ip: context.clientIp });
    return outcome === "confirmed" ? newsletterConsentMessages.confirmed : newsletterConsentMessages.alreadyConfirmed;
  });
}

/** What the unsubscribe page shows: the address and where it stands, a test message's link, or a refusal. */
export async function loadUnsubscribe(context: Context, request: Request) {
  const state = await context.newsletter.unsubscribeState(tokenOf(request.url));
  if (state.state === "ready") return { state: "ready" as const, email: state.email, status: state.status };
  if (state.state === "test") return { state: "test" as const };
  return data({ state: state.state }, 400);
}

/** The unsubscribe page's two buttons: leave, or come back. */
export async function changeFromPage(context: Context, request: Request) {
  const form = await request.formData().catch(() => null);
  const token = tokenOf(request.url);
  const intent = form?.get("intent");
  return outcomeOf(async () => {
    if (intent === "resubscribe") {
      await context.newsletter.resubscribe(token, { ip: context.clientIp });
      return newsletterConsentMessages.resubscribed;
    }
    await context.newsletter.unsubscribe(token);
    return newsletterConsentMessages.unsubscribed;
  });
}

/**
 * Signed links are in these pages' addresses: never kept by a cache, never sent to another site as a
 * Referer. `same-origin`, not `no-referrer`: under `no-referrer` a browser sends the page's own form
 * post with `Origin: null`, which React Router refuses as a cross-site action (400), so the button
 * that confirms or unsubscribes did nothing in a real browser (ADR 0261).
 */
export const privateLinkHeaders = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" };
