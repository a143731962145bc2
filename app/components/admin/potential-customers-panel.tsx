import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { csvExports } from "../../lib/admin/endpoints.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { PotentialCustomer } from "../../lib/admin/types.ts";
import { ConfirmRowDelete } from "./confirm-delete.tsx";
import { ListTable } from "./list-table.tsx";
import { adminScreens } from "./nav-items.ts";
import {
  potentialCustomerColumns,
  potentialCustomerTexts as texts,
  usePotentialCustomers,
} from "./potential-customers.tsx";
import { actionsColumn, RowActions } from "./row-actions.tsx";
import { CsvLink } from "./ui/csv-link.tsx";

/** The dashboard's Potential Customers table (spec), with the export and, for superAdmin, delete. */
export function PotentialCustomersPanel() {
  const rights = useRights();
  const list = usePotentialCustomers();
  const columns = rights.canDelete
    ? [
        ...potentialCustomerColumns,
        actionsColumn((row: PotentialCustomer) => (
          <RowActions name={row.email} onDelete={() => list.open({ kind: "delete", row })} />
        )),
      ]
    : potentialCustomerColumns;
  return (
    <section aria-labelledby="potential-customers-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="potential-customers-heading" className="text-lg font-semibold text-slate-900">
          Potential Customers
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={adminScreens.potentialCustomers.to}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-admin-600 hover:bg-admin-50 hover:text-admin-700 focus-visible:outline-2 focus-visible:outline-admin-500"
          >
            Open the list
            <ArrowRight aria-hidden className="size-4" />
          </Link>
          <CsvLink href={csvExports.potentialCustomers} what="potential customers" />
        </div>
      </div>
      <ListTable
        list={list}
        caption={texts.caption}
        columns={columns}
        emptyText={texts.emptyText}
        emptyHint={texts.emptyHint}
        emptyIcon={texts.emptyIcon}
        numbered
        search={texts.search}
      />
      <ConfirmRowDelete list={list} what={texts.deleteWhat} />
    </section>
  );
}
