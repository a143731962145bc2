import type { FastifyReply } from "fastify";
import { DIRECT_SOURCE_LABEL, type Insights, type InsightsTable } from "../../../domain/insights.ts";
import { type CsvColumn, sendCsv } from "../../http/csv-export.ts";

const rate = (value: number | null | undefined) => value ?? "";

/** A row's lead counts, as the screen shows them; `shown` drops each one the caller may not read. */
const leadCounts = <Row extends { enquiries?: number; applications?: number }>(): CsvColumn<Row>[] => [
  { header: "Enquiries", value: (r) => r.enquiries },
  { header: "Applications", value: (r) => r.applications },
];

async function* each<Row>(rows: Row[]) {
  yield* rows;
}

/**
 * One table of the Insights screen as a CSV download (ADR 0044's format): every row of the period,
 * the screen's columns; named `insights-<table>-<days>-days-<date>.csv`.
 */
export function sendInsightsCsv(reply: FastifyReply, table: InsightsTable, data: Insights) {
  // A lead count the caller may not read (`visibleInsights` left it out) loses its whole column.
  const shown = (header: string) =>
    !(header.startsWith("Enquiries") && data.conversion.enquiries === undefined) &&
    !(header.startsWith("Applications") && data.conversion.applications === undefined);
  const send = <Row>(rows: Row[], columns: CsvColumn<Row>[]) =>
    sendCsv(
      reply,
      `insights-${table}-${data.days}-days`,
      each(rows),
      columns.filter((column) => shown(column.header)),
    );
  switch (table) {
    case "daily":
      return send(data.daily, [
        { header: "Date", value: (r) => r.date },
        { header: "Visitors", value: (r) => r.visitors },
        { header: "Page views", value: (r) => r.pageViews },
        ...leadCounts(),
      ]);
    case "pages":
      return send(data.topPages, [
        { header: "Page", value: (r) => r.path },
        { header: "Page views", value: (r) => r.pageViews },
        { header: "Entries", value: (r) => r.entries },
      ]);
    case "referrers":
      return send(data.topReferrers, [
        { header: "Referrer", value: (r) => r.referrerHost },
        { header: "Visits", value: (r) => r.visits },
      ]);
    case "campaigns":
      return send(data.campaigns, [
        { header: "UTM source", value: (r) => r.utmSource },
        { header: "UTM medium", value: (r) => r.utmMedium },
        { header: "UTM campaign", value: (r) => r.utmCampaign },
        { header: "Visits", value: (r) => r.visits },
        ...leadCounts(),
      ]);
    case "conversion":
      return send(data.conversion.bySource, [
        { header: "Source", value: (r) => r.source ?? DIRECT_SOURCE_LABEL },
        { header: "Visitors", value: (r) => r.visitors },
        ...leadCounts(),
        { header: "Enquiries per 100 visitors", value: (r) => rate(r.enquiriesPer100Visitors) },
        { header: "Applications per 100 visitors", value: (r) => rate(r.applicationsPer100Visitors) },
      ]);
    case "devices":
      return send(data.devices, [
        { header: "Device", value: (r) => r.device },
        { header: "Page views", value: (r) => r.pageViews },
      ]);
  }
}
