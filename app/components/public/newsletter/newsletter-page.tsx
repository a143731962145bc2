import type { ReactNode } from "react";
import { PageBanner } from "../ui/page-banner";

/** The newsletter's own pages (the signup without JavaScript, a signed link's page): its banner over one narrow column. */
export function NewsletterPage({ children }: { children: ReactNode }) {
  return (
    <>
      <PageBanner title="Newsletter" breadcrumb={[{ label: "Home", to: "/" }, { label: "Newsletter" }]} />
      <section className="py-section">
        <div className="page-container max-w-2xl">{children}</div>
      </section>
    </>
  );
}

/** A page a signed link opens (confirm, unsubscribe): what it does as a title, over its outcome or its button. */
export function NewsletterLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <NewsletterPage>
      <div className="rounded-card border border-ink-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 className="font-display text-2xl font-semibold text-ink-950">{title}</h2>
        {children}
      </div>
    </NewsletterPage>
  );
}
