import { type ReactNode, useState } from "react";
import { DIRECT_SOURCE_LABEL, insightsPeriods } from "../../../domain/insights.ts";
import { VisitsChart } from "../../components/admin/insights/visits-chart.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { type Column, DataTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { Loader } from "../../components/admin/ui/spinner.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Insights, InsightsPeriod, InsightsTable } from "../../lib/admin/types.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/insights";

export const meta: Route.MetaFunction = () => [{ title: "Insights · Back office" }];

type Row<K extends "daily" | "topPages" | "topReferrers" | "campaigns" | "devices"> = Insights[K][number];
type SourceRow = Insights["conversion"]["bySource"][number];

const number = new Intl.NumberFormat("en-US");
const count = (value: number | undefined) => (
  <span className="tabular-nums">{value === undefined ? "–" : number.format(value)}</span>
);
const rate = (value: number | null | undefined) => (
  <span className="tabular-nums">{value === null || value === undefined ? "–" : value.toFixed(1)}</span>
);
const orNone = (value: string | null) => value ?? <span className="text-slate-400">—</span>;

const pageColumns: Column<Row<"topPages">>[] = [
  { header: "Page", cell: (row) => <span className="font-medium break-all text-slate-900">{row.path}</span> },
  { header: "Page views", cell: (row) => count(row.pageViews), className: "text-right" },
  { header: "Entries", cell: (row) => count(row.entries), className: "text-right" },
];
const referrerColumns: Column<Row<"topReferrers">>[] = [
  { header: "Referrer", cell: (row) => <span className="font-medium text-slate-900">{row.referrerHost}</span> },
  { header: "Visits", cell: (row) => count(row.visits), className: "text-right" },
];
const campaignColumns: Column<Row<"campaigns">>[] = [
  { header: "Source", cell: (row) => orNone(row.utmSource) },
  { header: "Medium", cell: (row) => orNone(row.utmMedium) },
  { header: "Campaign", cell: (row) => orNone(row.utmCampaign) },
  { header: "Visits", cell: (row) => count(row.visits), className: "text-right" },
  { header: "Enquiries", cell: (row) => count(row.enquiries), className: "text-right" },
  { header: "Applications", cell: (row) => count(row.applications), className: "text-right" },
];
const sourceColumns: Column<SourceRow>[] = [
  {
    header: "Source",
    cell: (row) => <span className="font-medium text-slate-900">{row.source ?? DIRECT_SOURCE_LABEL}</span>,
  },
  { header: "Visitors", cell: (row) => count(row.visitors), className: "text-right" },
  { header: "Enquiries", cell: (row) => count(row.enquiries), className: "text-right" },
  { header: "Applications", cell: (row) => count(row.applications), className: "text-right" },
  { header: "Enquiries / 100", cell: (row) => rate(row.enquiriesPer100Visitors), className: "text-right" },
  { header: "Applications / 100", cell: (row) => rate(row.applicationsPer100Visitors), className: "text-right" },
];
const deviceColumns: Column<Row<"devices">>[] = [
  { header: "Device", cell: (row) => <span className="capitalize">{row.device}</span> },
  { header: "Page views", cell: (row) => count(row.pageViews), className: "text-right" },
];
const dailyColumns: Column<Row<"daily">>[] = [
  { header: "Day", cell: (row) => formatDate(row.date) },
  { header: "Visitors", cell: (row) => count(row.visitors), className: "text-right" },
  { header: "Page views", cell: (row) => count(row.pageViews), className: "text-right" },
  { header: "Enquiries", cell: (row) => count(row.enquiries), className: "text-right" },
  { header: "Applications", cell: (row) => count(row.applications), className: "text-right" },
];

/**
 * A table's columns without the lead counts the caller may not read: the server leaves them out
 * (issue 69), so their columns go too.
 */
function readable<Row>(columns: Column<Row>[], may: { leads: boolean; applications: boolean }): Column<Row>[] {
  return columns.filter(
    ({ header }) =>
      !(header.startsWith("Enquiries") && !may.leads) && !(header.startsWith("Applications") && !may.applications),
  );
}

type PanelProps = { title: string; days: InsightsPeriod; table: InsightsTable; children: ReactNode };

/** A card with a heading and the CSV of its table. */
function Panel({ title, days, table, children }: PanelProps) {
  return (
    <section className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <CsvLink href={csvExports.insights(days, table)} what={title.toLowerCase()} />
      </div>
      {children}
    </section>
  );
}

function PeriodPicker({ days, onChange }: { days: InsightsPeriod; onChange: (days: InsightsPeriod) => void }) {
  return (
    <fieldset className="flex rounded-lg border border-slate-300 bg-white p-0.5 shadow-sm">
      <legend className="sr-only">Period</legend>
      {insightsPeriods.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === days}
          onClick={() => onChange(period)}
          className={`min-h-9 rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-admin-500 ${
            period === days ? "bg-admin-600 text-white" : "text-slate-700 hover:bg-slate-100"
          }`}
        >
          {period} days
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The public site's traffic and what it brings in (docs/api.md "Attribution and insights"): counted
 * on the server without cookies or personal data (ADR 0080), for any signed-in admin.
 */
export default function InsightsScreen() {
  const [days, setDays] = useState<InsightsPeriod>(30);
  const { canData } = useRights();
  const may = { leads: canData("leads", "read"), applications: canData("applications", "read") };
  const insights = useResource(() => adminApi.insights.read(days).then((answer) => answer.data), [days]);
  const data = insights.data;
  const conversion = data?.conversion;
  const pageViews = data?.daily.reduce((sum, day) => sum + day.pageViews, 0) ?? 0;
  const leads = (conversion?.enquiries ?? 0) + (conversion?.applications ?? 0);
  const leadsPer100 = conversion && conversion.visitors > 0 ? ((leads * 100) / conversion.visitors).toFixed(1) : "–";
  const tiles = [
    { label: "Visitors", value: conversion ? number.format(conversion.visitors) : "–" },
    { label: "Page views", value: data ? number.format(pageViews) : "–" },
    ...(may.leads
      ? [{ label: "Enquiries", value: conversion?.enquiries !== undefined ? number.format(conversion.enquiries) : "–" }]
      : []),
    ...(may.applications
      ? [
          {
            label: "Applications",
            value: conversion?.applications !== undefined ? number.format(conversion.applications) : "–",
          },
        ]
      : []),
    ...(may.leads || may.applications ? [{ label: "Leads per 100 visitors", value: leadsPer100 }] : []),
  ];

  return (
    <>
      <HeaderCard
        title="Insights"
        description="Visits of the public site and the leads they bring, counted without cookies or personal data (days in UTC)"
        actions={<PeriodPicker days={days} onChange={setDays} />}
      />

      <section aria-label="Totals" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-medium text-slate-600">{tile.label}</p>
            <p className="mt-1 text-2xl font-bold tracking-tight text-slate-900 tabular-nums">{tile.value}</p>
          </div>
        ))}
      </section>

      {insights.error && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {insights.error.message}
        </p>
      )}

      <Panel title="Visitors and page views" days={days} table="daily">
        {data ? (
          <VisitsChart daily={data.daily} label={`Visitors and page views per day over the last ${days} days`} />
        ) : (
          <Loader />
        )}
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-admin-700">Show the numbers by day</summary>
          <div className="mt-3">
            <DataTable
              caption="Visitors, page views and leads by day"
              columns={readable(dailyColumns, may)}
              rows={[...(data?.daily ?? [])].reverse()}
              rowKey={(row) => row.date}
              loading={insights.loading}
            />
          </div>
        </details>
      </Panel>

      <Panel title="Conversion by source" days={days} table="conversion">
        <p className="text-sm text-slate-600">
          Enquiries and applications per 100 visitors. A source is the campaign's UTM source, else the referring site.
        </p>
        <DataTable
          caption="Conversion by source"
          columns={readable(sourceColumns, may)}
          rows={conversion?.bySource ?? []}
          rowKey={(row) => row.source ?? ""}
          loading={insights.loading}
          emptyText="No visits in this period"
        />
      </Panel>

      <div className="grid gap-4 xl:grid-cols-2">
        <Panel title="Top pages" days={days} table="pages">
          <DataTable
            caption="Top pages"
            columns={pageColumns}
            rows={data?.topPages ?? []}
            rowKey={(row) => row.path}
            loading={insights.loading}
            emptyText="No page views in this period"
          />
        </Panel>
        <Panel title="Top referrers" days={days} table="referrers">
          <DataTable
            caption="Top referrers"
            columns={referrerColumns}
            rows={data?.topReferrers ?? []}
            rowKey={(row) => row.referrerHost}
            loading={insights.loading}
            emptyText="No visits from other sites in this period"
          />
        </Panel>
      </div>

      <Panel title="Campaigns" days={days} table="campaigns">
        <DataTable
          caption="Campaigns"
          columns={readable(campaignColumns, may)}
          rows={data?.campaigns ?? []}
          rowKey={(row) => `${row.utmSource}/${row.utmMedium}/${row.utmCampaign}`}
          loading={insights.loading}
          emptyText="No campaign visits in this period"
        />
      </Panel>

      <Panel title="Devices" days={days} table="devices">
        <DataTable
          caption="Page views by device"
          columns={deviceColumns}
          rows={data?.devices ?? []}
          rowKey={(row) => row.device}
          loading={insights.loading}
          emptyText="No page views in this period"
        />
      </Panel>
    </>
  );
}
