import { addressOf } from "../../../domain/addresses";
import { ApplicationForm } from "../../components/public/career/application-form";
import { PageBanner } from "../../components/public/ui/page-banner";
import { seo } from "../../lib/seo";
import { submitApplicationForm } from "../../loaders/application-form.server";
import { loadAddressedJob } from "../../loaders/careers.server";
import type { Route } from "./+types/job-application";

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadAddressedJob(context, params.slug, addressOf.jobApplication);
}

/** The form posted without JavaScript; with it, the form sends to /api/v1/career/create itself. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return submitApplicationForm(context, request, params.slug);
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  data
    ? seo(matches, {
        title: `Apply: ${data.job.title}`,
        description: `Apply for ${data.job.title} in Lahore: send your details and resume in a couple of minutes.`,
        path: addressOf.jobApplication(data.job),
        versions: data.versions,
      })
    : [];

export default function JobApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  return (
    <>
      <PageBanner
        title={job.title}
        eyebrow="Job application"
        separator=">"
        breadcrumb={[
          { label: "Career", to: "/career" },
          { label: job.title, to: addressOf.job(job) },
          { label: "Apply" },
        ]}
        description={`${job.location} - ${job.employmentType}`}
      />
      <section aria-labelledby="application-title" className="page-container py-section">
        <div className="mx-auto max-w-3xl rounded-card border border-ink-200 bg-white p-6 shadow-card sm:p-10">
          <h2 id="application-title" className="font-bold text-ink-950 text-subtitle">
            Your details
          </h2>
          <p className="mt-2 mb-8 text-ink-600">
            Applying for <strong className="text-ink-900">{job.title}</strong>. Every field is required.
          </p>
          <ApplicationForm key={actionData?.ok ? "sent" : "form"} job={job} outcome={actionData} />
        </div>
      </section>
    </>
  );
}
