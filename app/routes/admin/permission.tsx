import { Check, Lock, Minus } from "lucide-react";
import { useState } from "react";
import { areaActions, contentAreas, isProtectedRole } from "../../../domain/roles.ts";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { actionLabels, areaLabels } from "../../components/admin/privileges/area-labels.ts";
import { PrivilegeForm } from "../../components/admin/privileges/privilege-form.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { ApiRequestError, messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import type { Privilege } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/permission";

export const meta: Route.MetaFunction = () => [{ title: "Permissions · Back office" }];

type Open = { kind: "add" } | { kind: "edit" | "delete"; privilege: Privilege } | null;
const matchPrivilege = textMatcher<Privilege>((privilege) => [privilege.role]);

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

function PrivilegesScreen() {
  const [open, setOpen] = useState<Open>(null);
  const privileges = useResource(() => adminApi.privileges.list().then((answer) => answer.data));
  const table = usePagedSearch(privileges.data ?? [], matchPrivilege);
  const close = () => setOpen(null);

  async function remove(privilege: Privilege) {
    try {
      const answer = await adminApi.privileges.delete(privilege._id);
      notify.success(answer.message);
      privileges.replace((rows) => (rows ?? []).filter((row) => row._id !== privilege._id));
      setOpen(null);
    } catch (error) {
      notify.error(
        error instanceof ApiRequestError && error.isNetworkError
          ? uiMessages.privileges.deleteError
          : messageOf(error, uiMessages.privileges.deleteFailed),
      );
    }
  }

  const columns: Column<Privilege>[] = [
    {
      header: "Role",
      cell: (privilege) => (
        <span className="flex items-center gap-2 font-medium text-slate-900">
          {privilege.role}
          {isProtectedRole(privilege.role) && (
            <Badge tone="indigo">
              <Lock aria-hidden className="mr-1 size-3" />
              Protected
            </Badge>
          )}
        </span>
      ),
    },
    ...contentAreas.map((area) => ({
      header: areaLabels[area],
      className: "text-center",
      cell: (privilege: Privilege) => (
        <div className="flex justify-center gap-2">
          {areaActions.map((action) => (
            <span
              key={action}
              title={actionLabels[action]}
              className="flex flex-col items-center text-[10px] text-slate-400"
            >
              {actionLabels[action].charAt(0)}
              <Flag on={privilege.permissions[area][action]} label={`${areaLabels[area]} ${actionLabels[action]}`} />
            </span>
          ))}
        </div>
      ),
    })),
    {
      header: "Actions",
      className: "text-right",
      cell: (privilege) =>
        isProtectedRole(privilege.role) ? (
          <span className="text-xs text-slate-500">Cannot be changed</span>
        ) : (
          <RowActions
            name={privilege.role}
            onEdit={() => setOpen({ kind: "edit", privilege })}
            onDelete={() => setOpen({ kind: "delete", privilege })}
          />
        ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Permissions"
        description="Roles and what each may create, update or switch on and off (C = create, U = update, S = status change)"
        addLabel="Add Privilege"
        onAdd={() => setOpen({ kind: "add" })}
      />
      <PagedTable
        caption="Privileges"
        columns={columns}
        rows={table.pageRows}
        rowKey={(privilege) => privilege._id}
        loading={privileges.loading}
        error={privileges.error}
        emptyText="No roles found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by role...",
          label: "Search roles",
        }}
        paging={table}
      />
      {(open?.kind === "add" || open?.kind === "edit") && (
        <PrivilegeForm
          privilege={open.kind === "edit" ? open.privilege : undefined}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            privileges.reload();
          }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what={`role ${open.privilege.role}`} onClose={close} onConfirm={() => remove(open.privilege)} />
      )}
    </>
  );
}

export default function Permission() {
  return (
    <SuperAdminOnly>
      <PrivilegesScreen />
    </SuperAdminOnly>
  );
}
