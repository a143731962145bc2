import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { csvExports } from "../../lib/admin/endpoints.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { PotentialCustomer } from "../../lib/admin/types.ts";
import { ConfirmRowDelete } from "./confirm-delete.tsx";
import { DetailsModal } from "./details-modal.tsx";
import { ListTable } from "./list-table.tsx";
import { adminScreens } from "./nav-items.ts";
import {
  potentialCustomerColumns,
  potentialCustomerTexts as texts,
  usePotentialCustomers,
} from "./potential-customers.tsx";
import { actionsColumn, RowActions } from "./row-actions.tsx";
import { CsvLink } from "./ui/csv-link.tsx";

/** The dashboard's Potential Customers table (spec), with the export, each row's details and, for superAdmin, delete. */
export function PotentialCustomersPanel() {
  const rights = useRights();
  const list = usePotentialCustomers();
  const { opened, open } = list;
  const columns = [
    ...potentialCustomerColumns,
    actionsColumn((row: PotentialCustomer) => (
      <RowActions
        name={row.email}
        onView={() => open({ kind: "view", row })}
        onDelete={rights.canDelete ? () => open({ kind: "delete", row }) : undefined}
      />
    )),
  ];
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
          {rights.canData("leads", "export") && (
            <CsvLink href={csvExports.potentialCustomers} what="potential customers" />
          )}
        </div>
      </div>
      <ListTable list={list} columns={columns} texts={texts} numbered />
      {opened?.kind === "view" && (
        <DetailsModal
          title={texts.details.title}
          record={opened.row}
          onClose={list.close}
          labels={texts.details.labels}
        />
      )}
      <ConfirmRowDelete list={list} what={texts.deleteWhat} />
    </section>
  );
}
