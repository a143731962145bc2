import { Briefcase, HeartHandshake, Sparkles } from "lucide-react";
import { CareersBanner, ROLES_ID } from "../../components/public/career/careers-banner";
import { JobList } from "../../components/public/career/job-list";
import { CenteredSection } from "../../components/public/ui/headed-section";
import { SectionHeading } from "../../components/public/ui/section-heading";
import { ServerMarkup } from "../../components/public/ui/server-markup";
import { seo } from "../../lib/seo";
import { loadJobs } from "../../loaders/careers.server";
import type { Route } from "./+types/career";

export async function loader({ context }: Route.LoaderArgs) {
  const [page, site] = await Promise.all([loadJobs(context), context.site()]);
  return { ...page, careers: { headline: site.careers.headline, subline: site.careers.subline } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Careers",
    description:
      "Join our Lahore team of designers, engineers and marketers. See the open roles and apply online with your resume.",
    path: "/career",
  });

const perks = [
  {
    icon: Sparkles,
    title: "Grow with real projects",
    text: "Ship products used by thousands, with mentors who review your work.",
  },
  {
    icon: HeartHandshake,
    title: "An inclusive team",
    text: "People of every background do their best work here, and are heard.",
  },
  {
    icon: Briefcase,
    title: "Fair and transparent",
    text: "Clear career levels, market salaries and a yearly learning budget.",
  },
];

export default function CareerPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CareersBanner careers={loaderData.careers} />

      {/* Server markup (ADR 0116): the job cards are links and text, and each open job's card was
          hydrated; their animate-on-scroll is root's early-reveal script's, their links follow. */}
      <ServerMarkup id={ROLES_ID} aria-labelledby="roles-title" className="page-container scroll-mt-24 py-section">
        <SectionHeading
          id="roles-title"
          eyebrow="Open positions"
          title="Find the Role that Best Fits You"
          className="mb-12"
        />
        <JobList jobs={loaderData.jobs} />
      </ServerMarkup>

      <CenteredSection id="why-join" eyebrow="Life at the studio" title="Why people stay">
        <ul className="grid gap-6 md:grid-cols-3">
          {perks.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-card border border-ink-200 bg-ink-50 p-6">
              <Icon aria-hidden="true" className="size-8 text-brand-600" />
              <h3 className="mt-4 font-semibold text-ink-950 text-lg">{title}</h3>
              <p className="mt-2 text-ink-600">{text}</p>
            </li>
          ))}
        </ul>
      </CenteredSection>
    </>
  );
}
