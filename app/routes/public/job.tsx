import { Check } from "lucide-react";
import { addressOf } from "../../../domain/addresses";
import { CompanyOverview } from "../../components/public/career/company-overview";
import { ButtonLink } from "../../components/public/ui/button";
import { PageBanner } from "../../components/public/ui/page-banner";
import { jobPostingJsonLd, publisherFrom, seo } from "../../lib/seo";
import { loadJobPage } from "../../loaders/careers.server";
import type { Route } from "./+types/job";

export async function loader({ params, context }: Route.LoaderArgs) {
  const [page, site] = await Promise.all([loadJobPage(context, params.slug), context.site()]);
  return { ...page, companyOverview: site.careers.companyOverview || page.job.companyOverview };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: `${data.job.title} — Lahore`,
        description: data.job.description.slice(0, 160),
        path: addressOf.job(data.job),
        search: data.job.seo,
        versions: data.versions,
        jsonLd: [jobPostingJsonLd(publisherFrom(matches), data.job)],
      })
    : [];

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="mt-5 space-y-3">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-ink-700">
          <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export default function JobPage({ loaderData }: Route.ComponentProps) {
  const { job } = loaderData;
  const applyHref = addressOf.jobApplication(job);
  return (
    <>
      <PageBanner
        title={job.title}
        eyebrow="Lahore Job Openings"
        separator=">"
        breadcrumb={[{ label: "Home", to: "/" }, { label: "Career", to: "/career" }, { label: job.title }]}
        description={`${job.location} - ${job.employmentType}`}
      >
        <ButtonLink to={applyHref} variant="light" size="lg">
          Apply Now
        </ButtonLink>
      </PageBanner>
      <div className="page-container grid gap-12 py-section lg:grid-cols-3">
        <div className="space-y-12 lg:col-span-2">
          <CompanyOverview text={loaderData.companyOverview} />
          <section aria-labelledby="job-role">
            <h2 id="job-role" className="font-bold text-ink-950 text-subtitle">
              Job Role
            </h2>
            <p className="mt-4 whitespace-pre-line text-ink-700">{job.description}</p>
            <Bullets items={job.jobRole} />
          </section>
          <section aria-labelledby="requirements">
            <h2 id="requirements" className="font-bold text-ink-950 text-subtitle">
              Requirements
            </h2>
            <Bullets items={job.requirements} />
          </section>
        </div>
        <aside aria-label="Apply" className="lg:sticky lg:top-28 lg:self-start">
          <div className="rounded-card border border-ink-200 bg-white p-6 shadow-card">
            <p className="font-semibold text-brand-700 text-eyebrow uppercase">Lahore Job Openings</p>
            <p className="mt-2 font-bold text-ink-950 text-xl">{job.title}</p>
            <p className="mt-1 text-ink-600">{`${job.location} - ${job.employmentType}`}</p>
            {job.salary && <p className="mt-1 text-ink-600">{`Salary: ${job.salary}`}</p>}
            <ButtonLink to={applyHref} size="lg" className="mt-6 w-full">
              Apply Now
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}
