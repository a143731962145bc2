import type { ReactNode } from "react";
import { PageBanner } from "../ui/page-banner";

/**
 * The frame of the pages a newsletter e-mail links to (confirm, unsubscribe): the Newsletter banner
 * and one card with the page's question or answer.
 */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageBanner title="Newsletter" breadcrumb={[{ label: "Home", to: "/" }, { label: "Newsletter" }]} />
      <section className="py-section">
        <div className="page-container max-w-2xl">
          <div className="rounded-card border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
            <h2 className="font-display text-2xl font-semibold text-ink-950">{title}</h2>
            {children}
          </div>
        </div>
      </section>
    </>
  );
}
