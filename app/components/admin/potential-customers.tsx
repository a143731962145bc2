import { Contact } from "lucide-react";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate, formatDateTime } from "../../lib/admin/format.ts";
import type { PotentialCustomer } from "../../lib/admin/types.ts";
import { useInbox } from "../../lib/admin/use-inbox.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import type { Column } from "./ui/data-table.tsx";

const matchCustomer = textMatcher<PotentialCustomer>((row) => [row.email, row.source]);

/** Everyone who wrote in, searched and paged here; superAdmin may forget one (a request to be forgotten, spam). */
export function usePotentialCustomers() {
  return useInbox(() => adminApi.potentialCustomers.list(), [], {
    matches: matchCustomer,
    remove: (customer) => adminApi.potentialCustomers.delete(customer._id),
  });
}

export const potentialCustomerColumns: Column<PotentialCustomer>[] = [
  {
    header: "Email",
    role: "name",
    wrap: "anywhere",
    cell: (row) => <span className="font-medium text-slate-900">{row.email}</span>,
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
