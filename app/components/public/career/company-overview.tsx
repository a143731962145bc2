/** A job page's "Company Overview": the site's own text when staff wrote one, else the job's. */
export function CompanyOverview({ text }: { text: string }) {
  return (
    <section aria-labelledby="company-overview">
      <h2 id="company-overview" className="font-bold text-ink-950 text-subtitle">
        Company Overview
      </h2>
      <p className="mt-4 whitespace-pre-line text-ink-700 text-lead">{text}</p>
    </section>
  );
}
