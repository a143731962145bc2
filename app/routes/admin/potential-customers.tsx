import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import {
  potentialCustomerColumns,
  potentialCustomerTexts as texts,
  useServerPotentialCustomers,
} from "../../components/admin/potential-customers.tsx";
import { csvExports } from "../../lib/admin/endpoints.ts";
import type { Route } from "./+types/potential-customers";

export const meta: Route.MetaFunction = () => [{ title: "Potential customers · Back office" }];

export default function PotentialCustomers() {
  const list = useServerPotentialCustomers();
  return (
    <InboxScreen
      list={list}
      title="Potential customer"
      caption={texts.caption}
      description="Everyone who wrote in, once per address, most recently seen first"
      csv={{
        href: csvExports.potentialCustomersMatching(list.table.query.trim() || undefined),
        what: "potential customers",
      }}
      columns={potentialCustomerColumns}
      emptyText={texts.emptyText}
      emptyHint={texts.emptyHint}
      emptyIcon={texts.emptyIcon}
      search={{ placeholder: "Search by email...", label: texts.search.label }}
      rowName={(row) => row.email}
      details={texts.details}
      deleteWhat={texts.deleteWhat}
    />
  );
}
