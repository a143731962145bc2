import type { PublicContact } from "../../../../domain/site";
import { postalLine } from "../../../../domain/site-defaults";

/** The privacy page's card: the text as HTML (rendered and made inert by domain/privacy-markdown.ts) and how to reach us. */
export function PrivacyBody({ html, contact }: { html: string; contact: PublicContact }) {
  return (
    <section className="py-section">
      <div className="page-container">
        <div className="max-w-3xl rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10">
          <div
            className="privacy-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown with raw HTML escaped and unsafe links refused.
            dangerouslySetInnerHTML={{ __html: html }}
          />
          <p className="mt-8 text-ink-600 text-sm">
            Questions about your data? Write to us at {postalLine(contact.address)}, or call {contact.phones[0]}.
          </p>
        </div>
      </div>
    </section>
  );
}
