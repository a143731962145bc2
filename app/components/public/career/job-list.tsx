import type { JobDto } from "../../../../domain/jobs";
import { NoData } from "../portfolio/no-data";
import { Reveal } from "../ui/reveal";
import { JobCard } from "./job-card";

export function JobList({ jobs }: { jobs: JobDto[] }) {
  if (jobs.length === 0) return <NoData text="No open positions right now. Please check back soon." />;
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job, index) => (
        <Reveal as="li" key={job._id} delay={(index % 3) * 0.08} className="flex">
          <JobCard job={job} />
        </Reveal>
      ))}
    </ul>
  );
}
