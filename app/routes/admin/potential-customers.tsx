import { leadSources } from "../../../domain/enums.ts";
import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import { personalDataRoute } from "../../components/admin/personal-data-only.tsx";
import {
  potentialCustomerColumns,
  potentialCustomerTexts as texts,
  useServerPotentialCustomers,
} from "../../components/admin/potential-customers.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { Options } from "../../components/admin/ui/options.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { csvExports } from "../../lib/admin/endpoints.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Route } from "./+types/potential-customers";

const filterKeys = ["source"] as const;

export const meta: Route.MetaFunction = () => [{ title: "Potential customers · Back office" }];

export default personalDataRoute("leads", PotentialCustomersScreen);

function PotentialCustomersScreen() {
  const { canData } = useRights();
  const filters = useAddressFilters(filterKeys);
  const list = useServerPotentialCustomers(filters.values, filters.signature);
  return (
    <InboxScreen
      list={list}
      title="Potential customer"
      description="Everyone who wrote in, once per address, most recently seen first"
      csv={
        canData("leads", "export")
          ? {
              href: csvExports.potentialCustomersMatching({
                ...filters.values,
                q: list.table.query.trim() || undefined,
              }),
              what: "potential customers",
            }
          : undefined
      }
      columns={potentialCustomerColumns}
      texts={{ ...texts, search: { placeholder: "Search by email...", label: texts.search.label } }}
      toolbar={
        <FilterSelect
          label="Source"
          value={filters.values.source ?? ""}
          onChange={(value) => filters.set("source", value)}
        >
          <option value="">All sources</option>
          <Options values={leadSources} label={(source) => source.charAt(0).toUpperCase() + source.slice(1)} />
        </FilterSelect>
      }
      rowName={(row) => row.email}
      details={texts.details}
      deleteWhat={texts.deleteWhat}
    />
  );
}
