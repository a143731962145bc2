import { Contact } from "lucide-react";
import { apiUrl } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate, formatDateTime } from "../../lib/admin/format.ts";
import type { PotentialCustomer } from "../../lib/admin/types.ts";
import { useInbox } from "../../lib/admin/use-inbox.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import { useServerInbox } from "../../lib/admin/use-server-inbox.ts";
import { EmailLink } from "./contact-links.tsx";
import type { Column } from "./ui/data-table.tsx";

const matchCustomer = textMatcher<PotentialCustomer>((row) => [row.email, row.source]);

/** Everyone who wrote in (the dashboard's panel: the first rows, searched here); superAdmin may forget one. */
export function usePotentialCustomers() {
  return useInbox(() => adminApi.potentialCustomers.list(), [], {
    matches: matchCustomer,
    remove: (customer) => adminApi.potentialCustomers.delete(customer._id),
    keep: apiUrl("/potentialCustomer"),
  });
}

/** The Potential customers screen: paged and searched by the server, kept in the address (ADR 0092). */
export function useServerPotentialCustomers(filters: { source?: string }, signature: string) {
  return useServerInbox(
    (page) => adminApi.potentialCustomers.list({ ...filters, ...page }),
    signature,
    (customer) => adminApi.potentialCustomers.delete(customer._id),
  );
}

export const potentialCustomerColumns: Column<PotentialCustomer>[] = [
  {
    header: "Email",
    role: "name",
    wrap: "anywhere",
    cell: (row) => <EmailLink address={row.email} />,
  },
  { header: "Source", cell: (row) => <span className="capitalize">{row.source}</span> },
  { header: "Visits", cell: (row) => row.visitCount, className: "tabular-nums" },
  { header: "First seen", cell: (row) => formatDate(row.createdAt) },
  { header: "Last seen", cell: (row) => formatDateTime(row.lastSeenAt) },
];

export const potentialCustomerTexts = {
  details: {
    title: "Potential customer details",
    labels: { visitCount: "Visits", createdAt: "First seen", lastSeenAt: "Last seen" },
  },
  caption: "Potential Customers",
  emptyText: "No potential customers yet",
  emptyHint: "Everyone who sends an enquiry, subscribes or applies for a job is listed here, once per address.",
  emptyIcon: Contact,
  search: { placeholder: "Search by email or source...", label: "Search potential customers" },
  deleteWhat: (customer: PotentialCustomer) => `potential customer ${customer.email}`,
};
