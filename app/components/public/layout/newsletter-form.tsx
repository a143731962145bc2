import { Send } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { HONEYPOT_FIELD } from "../../../../domain/honeypot-field";
import { pathInLocale } from "../../../../domain/locales";
import { NEWSLETTER_ENDPOINT } from "../../../../domain/public-site";
import { useSubmissionKey } from "../../../browser/submission-key";
import { visitAttribution } from "../../../browser/visit-attribution";
import { useAnswerLanguage, useLocale, useMessages } from "../../../lib/messages";
import { FormToasts, useFormToasts } from "../ui/form-toasts";

/** `note` asks a new subscriber to confirm their address (double opt-in); the spec's message stays first. */
type Answer = { success?: boolean; message?: string; note?: string };

/**
 * The footer's signup (spec: Newsletter). An empty input does nothing and sends nothing; a success
 * shows the server's message (and its request to confirm the address) as a success toast and clears the input; a failure shows the server's
 * message, else "Something went wrong", as an error toast. Addresses are checked with the API's own
 * schema first, so a typo gets the same words without a round trip. Its toasts appear right under
 * the field.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [trap, setTrap] = useState("");
  const [sending, setSending] = useState(false);
  const toast = useFormToasts("newsletter");
  const submission = useSubmissionKey();
  const messages = useMessages();
  const m = messages.newsletter;
  const locale = useLocale();
  const answerLanguage = useAnswerLanguage();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (email.trim() === "" || sending) return;
    const input = { subscriberEmail: email, [HONEYPOT_FIELD]: trap, ...visitAttribution() };
    // The API's own schema, fetched on first use so zod stays out of every page's first download.
    const { newsletterSchemaOf } = await import("../../../../domain/newsletter");
    const checked = newsletterSchemaOf(locale).safeParse(input);
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? messages.text.somethingWentWrong);
      return;
    }
    setSending(true);
    try {
      const sent = JSON.stringify(input);
      const response = await fetch(NEWSLETTER_ENDPOINT, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          ...answerLanguage,
          ...submission.headerFor(sent),
        },
        body: sent,
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok && answer.success) {
        submission.sent();
        // The API answers its success in English (the contract's literal): the page says it in its own words.
        toast.success(response.status === 201 ? `${m.subscribed} ${m.confirmNote}` : m.alreadySubscribed);
        setEmail("");
      } else {
        toast.error(answer.message || messages.text.somethingWentWrong);
      }
    } catch {
      toast.error(messages.text.somethingWentWrong);
    } finally {
      setSending(false);
    }
  }

  return (
    // Before hydration the browser posts the form to /newsletter, a page action doing the same.
    <form
      method="post"
      action={pathInLocale("/newsletter", locale)}
      onSubmit={onSubmit}
      noValidate
      aria-label={m.signup}
      className="mt-4"
    >
      <label htmlFor={inputId} className="sr-only">
        {m.emailLabel}
      </label>
      <div className="flex gap-2 rounded-full border border-white/15 bg-white/5 p-1.5 focus-within:border-accent-300 focus-within:ring-2 focus-within:ring-accent-300/50">
        <input
          id={inputId}
          type="email"
          name="subscriberEmail"
          autoComplete="email"
          placeholder="you@company.com"
          dir="ltr"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className="min-w-0 flex-1 bg-transparent px-4 text-sm text-white outline-none placeholder:text-ink-400"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex shrink-0 items-center gap-2 rounded-full bg-accent-400 px-4 py-2.5 font-semibold text-ink-950 text-sm transition hover:bg-accent-300 disabled:opacity-70"
        >
          {sending ? m.subscribing : m.subscribe}
          <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </button>
      </div>
      <FormToasts toasterId={toast.toasterId} className="mt-3" />
      <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </label>
      </div>
    </form>
  );
}
