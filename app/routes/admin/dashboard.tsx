import { Link } from "react-router";
import { openApplicationStages, openEnquiryStages } from "../../../domain/pipeline-rules.ts";
import { AlertBar } from "../../components/admin/alert-bar.tsx";
import { FollowUpsPanel } from "../../components/admin/follow-ups-panel.tsx";
import { adminScreens, type NavItem } from "../../components/admin/nav-items.ts";
import { OpenPipelineCard } from "../../components/admin/pipeline/open-pipeline.tsx";
import { PotentialCustomersPanel } from "../../components/admin/potential-customers-panel.tsx";
import { apiUrl } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { DashboardCounts } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { useScreenPrefetch } from "../../lib/admin/use-screen-prefetch.ts";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Back office" }];

const mainCards = [
  {
    ...adminScreens.categories,
    label: "Total Categories",
    count: (c: DashboardCounts) => c.categoryCount,
    tone: "bg-sky-500",
  },
  { ...adminScreens.services, count: (c: DashboardCounts) => c.totalServiceCount, tone: "bg-violet-500" },
  { ...adminScreens.projects, count: (c: DashboardCounts) => c.totalProjectCount, tone: "bg-emerald-500" },
  {
    ...adminScreens.products,
    label: "Total Products",
    count: (c: DashboardCounts) => c.activeProductCount + c.inActiveProductCount,
    tone: "bg-amber-500",
  },
];

/** A card of people's records shows only to a role that may read them (the server leaves their counts out). */
const inboxCards: (NavItem & { count: (c: DashboardCounts) => number | undefined })[] = [
  { ...adminScreens.enquiries, label: "Pending enquiries", count: (c) => c.PendingCount },
  { ...adminScreens.subscribers, count: (c) => c.getintouch },
  { ...adminScreens.jobs, count: (c) => c.jobCount },
  { ...adminScreens.applications, count: (c) => c.applicationCount },
];

export default function Dashboard() {
  const { superAdmin, canData } = useRights();
  const onIntent = useScreenPrefetch();
  const counts = useResource(
    () => adminApi.dashboard.counts().then((answer) => answer.data),
    [],
    apiUrl("/count/get-all-counts"),
  );
  const value = (count: (c: DashboardCounts) => number | undefined) =>
    (counts.data ? count(counts.data) : undefined) ?? "–";
  const readsLeads = canData("leads", "read");
  const readsApplications = canData("applications", "read");
  const shownInboxCards = inboxCards.filter(({ needsData }) => !needsData || canData(needsData.area, needsData.action));

  return (
    <>
      <AlertBar editable={superAdmin} />

      <section aria-label="Counts" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {mainCards.map(({ label, to, icon: Icon, count, tone }) => (
          <Link
            key={to}
            to={to}
            prefetch="intent"
            {...onIntent(to)}
            className="group flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-admin-500 sm:flex-row sm:items-center sm:gap-4 sm:p-5"
          >
            <span
              className={`flex size-10 shrink-0 items-center justify-center rounded-xl text-white sm:size-12 ${tone}`}
            >
              <Icon aria-hidden className="size-6" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-medium text-slate-600">{label}</span>
              <span className="block text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
                {value(count)}
              </span>
            </span>
          </Link>
        ))}
      </section>

      <section aria-label="Careers and inbox" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {shownInboxCards.map(({ label, to, icon: Icon, count }) => (
          <Link
            key={to}
            to={to}
            prefetch="intent"
            {...onIntent(to)}
            className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500"
          >
            <Icon aria-hidden className="size-5 shrink-0 text-admin-600" />
            <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{label}</span>
            <span className="text-lg font-semibold text-slate-900 tabular-nums">{value(count)}</span>
          </Link>
        ))}
      </section>

      {(readsLeads || readsApplications) && <FollowUpsPanel />}

      {(readsLeads || readsApplications) && (
        <div className="grid gap-3 sm:gap-4 lg:grid-cols-2">
          {readsLeads && (
            <OpenPipelineCard
              screen={adminScreens.enquiries}
              stages={openEnquiryStages}
              counts={counts.data?.openByStage.enquiries}
            />
          )}
          {readsApplications && (
            <OpenPipelineCard
              screen={adminScreens.applications}
              stages={openApplicationStages}
              counts={counts.data?.openByStage.applications}
            />
          )}
        </div>
      )}

      {readsLeads && <PotentialCustomersPanel />}
    </>
  );
}
