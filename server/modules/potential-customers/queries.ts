import { and, eq, ilike, type SQL } from "drizzle-orm";
import type { ListSort } from "../../../domain/list-paging.ts";
import type { potentialCustomerSortFields } from "../../../domain/potential-customers.ts";
import type { Db } from "../../db/client.ts";
import type { CsvBatch } from "../../db/csv-batches.ts";
import { cursorOf } from "../../db/keyset.ts";
import { containing } from "../../db/like.ts";
import { orderOf, totalOf } from "../../db/list-query.ts";
import { batchesOf, inWindow, type ListWindow } from "../../db/list-window.ts";
import { potentialCustomers as customers } from "../../db/schema/people.ts";
import { toIso } from "../../lib/iso-date.ts";
import { storedAttribution } from "../attribution/stored-attribution.ts";
import { potentialCustomerCsvFields } from "./csv-export.ts";

export type PotentialCustomerFilter = { q?: string; source?: string };

/** The search looks in the address, through its trigram index. */
const matching = (filter: PotentialCustomerFilter): SQL | undefined =>
  and(
    filter.q !== undefined ? ilike(customers.email, containing(filter.q)) : undefined,
    filter.source !== undefined ? eq(customers.source, filter.source) : undefined,
  );

/** Most recently seen first: the order of the export and of a list without a sort. */
const keyset = { at: customers.lastSeenAt, id: customers.id };

const potentialCustomerTotal = (db: Db, filter: PotentialCustomerFilter) => totalOf(db, customers, matching(filter));

const potentialCustomerOrder = (sort: ListSort<(typeof potentialCustomerSortFields)[number]>) =>
  orderOf(
    {
      lastSeenAt: customers.lastSeenAt,
      createdAt: customers.createdAt,
      email: customers.email,
      visitCount: customers.visitCount,
    },
    customers.id,
    sort,
  );

/** A batch of the export (server/db/csv-batches.ts): most recently seen first after its cursor, the filter applied. */
const potentialCustomerCsvBatch = (db: Db, filter: PotentialCustomerFilter): CsvBatch =>
  batchesOf(keyset, matching(filter), (fields) => db.select(fields).from(customers).$dynamic());

/** In `window.order` from its offset, or most recently seen first after its cursor (the export). */
async function selectPotentialCustomers(db: Db, filter: PotentialCustomerFilter, window: ListWindow = {}) {
  const query = db
    .select({ customer: customers, at: cursorOf(customers.lastSeenAt) })
    .from(customers)
    .$dynamic();
  const rows = await inWindow(query, keyset, matching(filter), window);
  return rows.map((row) => ({ ...row.customer, cursor: { at: row.at, id: row.customer.id } }));
}

type PotentialCustomerRow = Awaited<ReturnType<typeof selectPotentialCustomers>>[number];

const toPotentialCustomerDto = (row: PotentialCustomerRow) => ({
  _id: row.id,
  email: row.email,
  source: row.source,
  visitCount: row.visitCount,
  attribution: storedAttribution(row),
  createdAt: toIso(row.createdAt),
  lastSeenAt: toIso(row.lastSeenAt),
});

/** The Potential customers list and its download (server/modules/pipeline/lead-lists.ts). */
export const potentialCustomerList = {
  select: selectPotentialCustomers,
  total: potentialCustomerTotal,
  order: potentialCustomerOrder,
  toDto: toPotentialCustomerDto,
  csvFields: potentialCustomerCsvFields,
  csvBatch: potentialCustomerCsvBatch,
};
