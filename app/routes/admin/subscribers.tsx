import { useState } from "react";
import { ConfirmDelete } from "../../components/admin/confirm-delete.tsx";
import { RowActions } from "../../components/admin/row-actions.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import { type Column, PagedTable } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Subscriber } from "../../lib/admin/types.ts";
import { textMatcher, usePagedSearch } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => [{ title: "Subscribers · Back office" }];

const matchSubscriber = textMatcher<Subscriber>((row) => [row.subscriberEmail]);

export default function Subscribers() {
  const rights = useRights();
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const subscribers = useResource(() => adminApi.subscribers.list().then((answer) => answer.data));
  const table = usePagedSearch(subscribers.data ?? [], matchSubscriber);

  async function remove(subscriber: Subscriber) {
    try {
      const answer = await adminApi.subscribers.delete(subscriber._id);
      notify.success(answer.message);
      subscribers.replace((rows) => (rows ?? []).filter((row) => row._id !== subscriber._id));
      setDeleting(null);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  const columns: Column<Subscriber>[] = [
    { header: "Email", cell: (row) => <span className="font-medium text-slate-900">{row.subscriberEmail}</span> },
    { header: "Subscribed", cell: (row) => formatDate(row.createdAt) },
    ...(rights.canDelete
      ? [
          {
            header: "Actions",
            className: "text-right",
            cell: (row: Subscriber) => <RowActions name={row.subscriberEmail} onDelete={() => setDeleting(row)} />,
          },
        ]
      : []),
  ];

  return (
    <>
      <HeaderCard
        title="Subscribers"
        description="Addresses signed up for the newsletter"
        actions={<CsvLink href={csvExports.subscribers} what="subscribers" />}
      />
      <PagedTable
        caption="Subscribers"
        columns={columns}
        rows={table.pageRows}
        rowKey={(row) => row._id}
        loading={subscribers.loading}
        error={subscribers.error}
        emptyText="No subscribers yet"
        start={table.start}
        search={{
          value: table.query,
          onChange: table.setQuery,
          placeholder: "Search by email...",
          label: "Search subscribers",
        }}
        paging={table}
      />
      {deleting && (
        <ConfirmDelete
          what={deleting.subscriberEmail}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove(deleting)}
        />
      )}
    </>
  );
}
