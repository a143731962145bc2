import { UserCog } from "lucide-react";
import { useState } from "react";
import { isSuperAdmin } from "../../../domain/roles.ts";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { IconButton } from "../../components/admin/ui/button.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { RoleForm } from "../../components/admin/users/role-form.tsx";
import { UserForm } from "../../components/admin/users/user-form.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { capitalise, formatDate, formatPhone } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdminSession } from "../../lib/admin/session.ts";
import type { User } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [{ title: "Users · Back office" }];

type Open = { kind: "add" } | { kind: "view" | "role" | "delete"; user: User } | null;
const matchUser = textMatcher<User>((user) => [user.username, user.fullName, user.email, user.role]);

function UsersScreen() {
  const session = useAdminSession();
  const [open, setOpen] = useState<Open>(null);
  const users = useResource(() => adminApi.users.list().then((answer) => answer.data));
  const privileges = useResource(() => adminApi.privileges.list().then((answer) => answer.data));
  const table = usePagedSearch(users.data ?? [], matchUser);
  const close = () => setOpen(null);

  async function remove(user: User) {
    try {
      const answer = await adminApi.users.delete(user._id);
      notify.success(answer.message);
      users.replace((rows) => (rows ?? []).filter((row) => row._id !== user._id));
      setOpen(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  const columns: Column<User>[] = [
    {
      header: "Name",
      cell: (user) => (
        <div>
          <p className="font-medium text-slate-900">{user.fullName}</p>
          <p className="text-xs text-slate-500">@{user.username}</p>
        </div>
      ),
    },
    { header: "Email", cell: (user) => user.email },
    { header: "Phone", cell: (user) => formatPhone(user.contactNumber) },
    {
      header: "Role",
      cell: (user) => <Badge tone={isSuperAdmin(user.role) ? "indigo" : "slate"}>{capitalise(user.role)}</Badge>,
    },
    { header: "Added", cell: (user) => formatDate(user.createdAt) },
    {
      header: "Actions",
      className: "text-right",
      cell: (user) => {
        const protectedUser = isSuperAdmin(user.role);
        return (
          <RowActions
            name={user.fullName}
            onView={() => setOpen({ kind: "view", user })}
            onDelete={
              !protectedUser && user._id !== session.user._id ? () => setOpen({ kind: "delete", user }) : undefined
            }
          >
            {!protectedUser && (
              <IconButton
                label={`Change role of ${user.fullName}`}
                tone="edit"
                onClick={() => setOpen({ kind: "role", user })}
              >
                <UserCog aria-hidden className="size-4" />
              </IconButton>
            )}
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <HeaderCard
        title="Users"
        description="Admins who can sign in to this back office"
        addLabel="Add User"
        onAdd={() => setOpen({ kind: "add" })}
      />
      <PagedTable
        caption="Users"
        columns={columns}
        rows={table.pageRows}
        rowKey={(user) => user._id}
        loading={users.loading}
        error={users.error}
        emptyText="No users found"
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by name, username or email...",
          label: "Search users",
        }}
        paging={table}
      />
      {open?.kind === "view" && <DetailsModal title="User details" record={open.user} onClose={close} />}
      {open?.kind === "add" && (
        <UserForm
          roles={privileges.data ?? []}
          onClose={close}
          onSaved={() => {
            setOpen(null);
            users.reload();
          }}
        />
      )}
      {open?.kind === "role" && (
        <RoleForm
          user={open.user}
          roles={privileges.data ?? []}
          onClose={close}
          onSaved={(updated) => {
            users.replace((rows) => (rows ?? []).map((row) => (row._id === updated._id ? updated : row)));
            setOpen(null);
          }}
        />
      )}
      {open?.kind === "delete" && (
        <ConfirmDelete what={`user ${open.user.username}`} onClose={close} onConfirm={() => remove(open.user)} />
      )}
    </>
  );
}

export default function Users() {
  return (
    <SuperAdminOnly>
      <UsersScreen />
    </SuperAdminOnly>
  );
}
