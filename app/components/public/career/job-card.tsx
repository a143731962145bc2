import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { addressOf } from "../../../../domain/addresses";
import type { JobDto } from "../../../../domain/jobs";
import { useAddressHere } from "../../../lib/address-here";

export function JobCard({ job }: { job: JobDto }) {
  const here = useAddressHere();
  return (
    <article className="group relative flex h-full w-full flex-col rounded-card border border-ink-200 bg-white p-6 shadow-card transition hover:-translate-y-1 hover:border-brand-300 hover:shadow-lift motion-reduce:transition-none motion-reduce:hover:translate-y-0">
      <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-3 py-1 font-semibold text-brand-800 text-sm">
        <MapPin aria-hidden="true" className="size-4" />
        {/* The job's own location and type (the spec's fixed "Lahore, Onsite" fitted no job elsewhere; docs/api.md, deviations). */}
        {`${job.location} · ${job.employmentType}`}
      </p>
      <h3 className="mt-4 font-bold text-ink-950 text-xl">{job.title}</h3>
      {/* The free height of a stretched card goes under the text (mb-auto): a clamped box taller than its lines would show a fourth line under the ellipsis. */}
      <p className="mt-3 mb-auto line-clamp-3 text-ink-700">{job.description}</p>
      <Link
        to={here(addressOf.job(job))}
        className="mt-6 inline-flex items-center gap-2 self-start font-bold text-brand-700 text-sm tracking-wide after:absolute after:inset-0"
      >
        APPLY NOW<span className="sr-only"> for {job.title}</span>
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition group-hover:translate-x-1 motion-reduce:transition-none rtl:-scale-x-100 rtl:group-hover:-translate-x-1"
        />
      </Link>
    </article>
  );
}
