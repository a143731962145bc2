import { Check, Lock, Minus, ShieldCheck } from "lucide-react";
import {
  areaActionsFor,
  contentAreas,
  dataActions,
  isProtectedRole,
  MEMBER_ROLE,
  personalDataAreas,
} from "../../../domain/roles.ts";
import { ConfirmRowDelete } from "../../components/admin/confirm-delete.tsx";
import { ListTable, type ListTexts } from "../../components/admin/list-table.tsx";
import {
  actionLabels,
  areaLabels,
  personalDataAreaHolds,
  personalDataAreaLabels,
} from "../../components/admin/privileges/area-labels.ts";
import { PrivilegeForm } from "../../components/admin/privileges/privilege-form.tsx";
import { actionsColumn, RowActions } from "../../components/admin/row-actions.tsx";
import { superAdminRoute } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { ApiRequestError, messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { roleLabel } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import type { Privilege } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/permission";

export const meta: Route.MetaFunction = () => [{ title: "Permissions · Back office" }];

const texts: ListTexts = {
  caption: "Privileges",
  emptyText: "No roles found",
  search: { placeholder: "Search by role...", label: "Search roles" },
};

function Flag({ on, label }: { on: boolean; label: string }) {
  return (
    <>
      {on ? (
        <Check aria-hidden className="mx-auto size-4 text-emerald-600" />
      ) : (
        <Minus aria-hidden className="mx-auto size-4 text-slate-300" />
      )}
      <span className="sr-only">{`${label}: ${on ? "yes" : "no"}`}</span>
    </>
  );
}

type FlagsColumn = {
  header: string;
  className: string;
  /** An area's actions: each a letter over its yes/no, `title` said on hover. */
  flags: { action: string; title: string; on: (privilege: Privilege) => boolean }[];
};

/** One area's column of the matrix: the first letter of each action over whether the role may. */
function flagsColumn({ header, className, flags }: FlagsColumn): Column<Privilege> {
  return {
    header,
    className,
    cell: (privilege) => (
      <div className="flex gap-2 md:justify-center">
        {flags.map((flag) => (
          <span key={flag.action} title={flag.title} className="flex flex-col items-center text-[10px] text-slate-400">
            {flag.action.charAt(0)}
            <Flag on={flag.on(privilege)} label={`${header} ${flag.action}`} />
          </span>
        ))}
      </div>
    ),
  };
}

function PrivilegesScreen() {
  // Paged, searched and sorted by the server, kept in the address (ADR 0120).
  const pages = useServerPages((page) => adminApi.privileges.page(page), "");
  const list = useListScreen<Privilege, "edit" | "delete">(pages.rows, {
    table: pages.table,
    remove: (privilege) => adminApi.privileges.delete(privilege._id),
    removeFailed: (error) =>
      error instanceof ApiRequestError && error.isNetworkError
        ? uiMessages.privileges.deleteError
        : messageOf(error, uiMessages.privileges.deleteFailed),
  });
  const { opened, open } = list;
  const member = pages.rows.data?.find((privilege) => privilege.role === MEMBER_ROLE);

  const columns: Column<Privilege>[] = [
    {
      header: "Role",
      role: "name",
      cell: (privilege) => (
        <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {roleLabel(privilege.role)}
          {isProtectedRole(privilege.role) && (
            <Badge tone="indigo">
              <Lock aria-hidden className="mr-1 size-3" />
              Protected
            </Badge>
          )}
        </span>
      ),
    },
    ...contentAreas.map((area) =>
      flagsColumn({
        header: areaLabels[area],
        className: "md:text-center",
        flags: areaActionsFor(area).map((action) => ({
          action: actionLabels[action],
          title: actionLabels[action],
          on: (privilege) => privilege.permissions[area][action],
        })),
      }),
    ),
    ...personalDataAreas.map((area) =>
      flagsColumn({
        header: personalDataAreaLabels[area],
        className: "md:text-center md:bg-amber-50/60",
        flags: dataActions.map((action) => ({
          action: actionLabels[action],
          title: `${actionLabels[action]}: ${personalDataAreaHolds[area]}`,
          on: (privilege) => privilege.permissions[area][action],
        })),
      }),
    ),
    actionsColumn((row) =>
      isProtectedRole(row.role) ? (
        <span className="text-xs text-slate-500">Cannot be changed</span>
      ) : (
        <RowActions
          name={row.role}
          onEdit={() => open({ kind: "edit", row })}
          onDelete={() => open({ kind: "delete", row })}
        />
      ),
    ),
  ];

  return (
    <>
      <HeaderCard
        title="Privilege"
        description="Roles and what each may create, update or switch on and off (C = create, U = update, S = status change). Leads and Applications hold personal data: people's names, contact details and resumes (R = read, U = update, E = export)"
        add={{ label: "Add Privilege", onAdd: () => open({ kind: "add" }) }}
        actions={
          // Member's row stays protected (spec); its rights to personal data alone are the agency's
          // to narrow, from here (ADR 0136).
          member && (
            <Button
              variant="secondary"
              icon={<ShieldCheck aria-hidden className="size-4" />}
              onClick={() => open({ kind: "edit", row: member })}
            >
              Member's personal data
            </Button>
          )
        }
      />
      <ListTable
        list={list}
        columns={columns}
        texts={texts}
        toolbar={
          <FilterSelect label="Sort" value={pages.sort} onChange={pages.setSort}>
            <option value="">Oldest first</option>
            <option value="-createdAt">Newest first</option>
            <option value="role">Role A–Z</option>
            <option value="-role">Role Z–A</option>
          </FilterSelect>
        }
      />
      {(opened?.kind === "add" || opened?.kind === "edit") && (
        <PrivilegeForm
          privilege={opened.kind === "edit" ? opened.row : undefined}
          onClose={list.close}
          onSaved={list.saved}
        />
      )}
      <ConfirmRowDelete list={list} what={(privilege) => `role ${privilege.role}`} />
    </>
  );
}

export default superAdminRoute(PrivilegesScreen);
