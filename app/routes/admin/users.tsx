import { KeyRound, Pencil, ShieldOff, UserCog } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { isSuperAdmin } from "../../../domain/roles.ts";
import { AuthorForm } from "../../components/admin/authors/author-form.tsx";
import { AuthorsPanel } from "../../components/admin/authors/authors-panel.tsx";
import { ConfirmRowDelete } from "../../components/admin/confirm-delete.tsx";
import { EmailLink, PhoneLinks } from "../../components/admin/contact-links.tsx";
import { DetailsModal } from "../../components/admin/details-modal.tsx";
import { ListTable, type ListTexts } from "../../components/admin/list-table.tsx";
import { actionsColumn, RowActions } from "../../components/admin/row-actions.tsx";
import { superAdminRoute } from "../../components/admin/super-admin-only.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { IconButton } from "../../components/admin/ui/button.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { FilterSelect } from "../../components/admin/ui/filter-select.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { TabBar } from "../../components/admin/ui/tab-bar.tsx";
import { ResetLinkModal } from "../../components/admin/users/reset-link-modal.tsx";
import { RoleForm } from "../../components/admin/users/role-form.tsx";
import { TwoFactorOffConfirm } from "../../components/admin/users/two-factor-off-confirm.tsx";
import { UserForm } from "../../components/admin/users/user-form.tsx";
import { useAddressFilters } from "../../lib/admin/address-filters.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate, formatPhone, roleLabel } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useAdminSession } from "../../lib/admin/session.ts";
import type { User } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import { useServerPages } from "../../lib/admin/use-server-pages.ts";
import type { Route } from "./+types/users";

export const meta: Route.MetaFunction = () => [{ title: "Users · Back office" }];

const texts: ListTexts = {
  caption: "Users",
  emptyText: "No users found",
  search: { placeholder: "Search by name, username or email...", label: "Search users" },
};

const filterKeys = ["role"] as const;
const tabs = [
  { id: "users", label: "Users" },
  { id: "authors", label: "Authors" },
] as const;
type Tab = (typeof tabs)[number]["id"];

/** Users | Authors, kept in the address (`?tab=authors`) so a link (the media library's) opens the tab. */
function UsersAndAuthors() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "authors" ? "authors" : "users";
  const [addingAuthor, setAddingAuthor] = useState(false);
  const bar = (
    <TabBar
      label="Users and authors"
      tabs={tabs}
      current={tab}
      onChange={(next) => setParams(next === "authors" ? { tab: next } : {}, { replace: true })}
    />
  );
  if (tab === "users") return <UsersScreen tabs={bar} />;
  return (
    <>
      <HeaderCard
        title="Author"
        description="Who the blog names as an article's author: every staff member, and writers who do not sign in"
        add={{ label: "Add Author", onAdd: () => setAddingAuthor(true) }}
      />
      {bar}
      <AuthorsPanel adding={addingAuthor} onAddingDone={() => setAddingAuthor(false)} />
    </>
  );
}

/** A staff member's author profile, loaded to be edited from their row. */
function StaffAuthorForm({ user, onClose }: { user: User; onClose: () => void }) {
  const author = useResource(async () => (user.authorId ? (await adminApi.authors.get(user.authorId)).data : null));
  if (author.loading && author.data === undefined) return null;
  if (!author.data) return null;
  const profile = author.data;
  return (
    <AuthorForm
      title={`Name and author profile of ${user.fullName}`}
      submitLabel="Save"
      author={profile}
      withName
      save={(fields) => adminApi.authors.update(profile._id, fields)}
      onClose={onClose}
      onSaved={onClose}
    />
  );
}

function UsersScreen({ tabs: tabBar }: { tabs: ReactNode }) {
  const session = useAdminSession();
  const filters = useAddressFilters(filterKeys);
  // Paged, searched, filtered and sorted by the server, kept in the address (ADR 0120).
  const pages = useServerPages((page) => adminApi.users.page({ ...filters.values, ...page }), filters.signature);
  const users = pages.rows;
  const privileges = useResource(() => adminApi.privileges.list().then((answer) => answer.data));
  const list = useListScreen<User, "view" | "role" | "delete" | "resetLink" | "twoFactorOff" | "author">(users, {
    table: pages.table,
    remove: (user) => adminApi.users.delete(user._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });
  const { opened, open } = list;

  const columns: Column<User>[] = [
    {
      header: "Name",
      role: "name",
      cell: (user) => (
        <div>
          <p className="font-medium text-slate-900">{user.fullName}</p>
          <p className="text-xs text-slate-500">@{user.username}</p>
        </div>
      ),
    },
    { header: "Email", wrap: "anywhere", cell: (user) => <EmailLink address={user.email} /> },
    {
      header: "Phone",
      priority: "low",
      cell: (user) => <PhoneLinks number={user.contactNumber} shown={formatPhone(user.contactNumber)} />,
    },
    {
      header: "Role",
      cell: (user) => <Badge tone={isSuperAdmin(user.role) ? "indigo" : "slate"}>{roleLabel(user.role)}</Badge>,
    },
    {
      header: "Two-factor",
      priority: "low",
      cell: (user) => (user.twoFactorEnabled ? <Badge tone="green">On</Badge> : <Badge>Off</Badge>),
    },
    { header: "Added", priority: "lowest", cell: (user) => formatDate(user.createdAt) },
    actionsColumn((row) => {
      const protectedUser = isSuperAdmin(row.role);
      const self = row._id === session.user._id;
      return (
        <RowActions
          name={row.fullName}
          onView={() => open({ kind: "view", row })}
          onDelete={!protectedUser && !self ? () => open({ kind: "delete", row }) : undefined}
        >
          {!self && (
            <IconButton
              label={`Password reset link for ${row.fullName}`}
              onClick={() => open({ kind: "resetLink", row })}
            >
              <KeyRound aria-hidden className="size-4" />
            </IconButton>
          )}
          {!self && row.twoFactorEnabled && (
            <IconButton
              label={`Turn off two-factor sign-in of ${row.fullName}`}
              tone="danger"
              onClick={() => open({ kind: "twoFactorOff", row })}
            >
              <ShieldOff aria-hidden className="size-4" />
            </IconButton>
          )}
          {row.authorId && (
            <IconButton
              label={`Edit name and author profile of ${row.fullName}`}
              tone="edit"
              onClick={() => open({ kind: "author", row })}
            >
              <Pencil aria-hidden className="size-4" />
            </IconButton>
          )}
          {!protectedUser && (
            <IconButton
              label={`Change role of ${row.fullName}`}
              tone="edit"
              onClick={() => open({ kind: "role", row })}
            >
              <UserCog aria-hidden className="size-4" />
            </IconButton>
          )}
        </RowActions>
      );
    }),
  ];

  return (
    <>
      <HeaderCard
        title="User"
        description="Admins who can sign in to this back office"
        add={{ label: "Add User", onAdd: () => open({ kind: "add" }) }}
      />
      {tabBar}
      <ListTable
        list={list}
        columns={columns}
        texts={texts}
        toolbar={
          <>
            <FilterSelect
              label="Role"
              value={filters.values.role ?? ""}
              onChange={(value) => filters.set("role", value)}
            >
              <option value="">All</option>
              {(privileges.data ?? []).map((privilege) => (
                <option key={privilege._id} value={privilege.role}>
                  {roleLabel(privilege.role)}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Sort" value={pages.sort} onChange={pages.setSort}>
              <option value="">Oldest first</option>
              <option value="-createdAt">Newest first</option>
              <option value="fullName">Name A–Z</option>
              <option value="username">Username A–Z</option>
              <option value="email">Email A–Z</option>
            </FilterSelect>
          </>
        }
      />
      {opened?.kind === "view" && (
        <DetailsModal
          title="User details"
          record={opened.row}
          onClose={list.close}
          labels={{ twoFactorEnabled: "Two-factor sign-in", notifyLeads: "E-mails about new leads" }}
        />
      )}
      {opened?.kind === "add" && <UserForm roles={privileges.data ?? []} onClose={list.close} onSaved={list.saved} />}
      {opened?.kind === "role" && (
        <RoleForm
          user={opened.row}
          roles={privileges.data ?? []}
          onClose={list.close}
          onSaved={(updated) => {
            users.replace((rows) => (rows ?? []).map((row) => (row._id === updated._id ? updated : row)));
            list.close();
          }}
        />
      )}
      {opened?.kind === "resetLink" && <ResetLinkModal user={opened.row} onClose={list.close} />}
      {opened?.kind === "author" && (
        <StaffAuthorForm
          user={opened.row}
          onClose={() => {
            list.close();
            users.reload();
          }}
        />
      )}
      {opened?.kind === "twoFactorOff" && (
        <TwoFactorOffConfirm
          user={opened.row}
          onClose={list.close}
          onDone={(updated) => {
            users.replace((rows) => (rows ?? []).map((row) => (row._id === updated._id ? updated : row)));
            list.close();
          }}
        />
      )}
      <ConfirmRowDelete list={list} what={(user) => `user ${user.username}`} />
    </>
  );
}

export default superAdminRoute(UsersAndAuthors);
