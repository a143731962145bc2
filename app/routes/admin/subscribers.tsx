import { ConfirmRowDelete } from "../../components/admin/confirm-delete.tsx";
import { ListTable } from "../../components/admin/list-table.tsx";
import { actionsColumn, RowActions } from "../../components/admin/row-actions.tsx";
import { CsvLink } from "../../components/admin/ui/csv-link.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Subscriber } from "../../lib/admin/types.ts";
import { useListScreen } from "../../lib/admin/use-list-screen.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => [{ title: "Subscribers · Back office" }];

const matchSubscriber = textMatcher<Subscriber>((row) => [row.subscriberEmail]);

export default function Subscribers() {
  const rights = useRights();
  const subscribers = useResource(() => adminApi.subscribers.list().then((answer) => answer.data));
  const list = useListScreen<Subscriber, "delete">(subscribers, {
    matches: matchSubscriber,
    remove: (subscriber) => adminApi.subscribers.delete(subscriber._id),
    removeFailed: (error) => messageOf(error, uiMessages.generic.wrong),
  });

  const columns: Column<Subscriber>[] = [
    { header: "Email", cell: (row) => <span className="font-medium text-slate-900">{row.subscriberEmail}</span> },
    { header: "Subscribed", cell: (row) => formatDate(row.createdAt) },
    ...(rights.canDelete
      ? [
          actionsColumn((row: Subscriber) => (
            <RowActions name={row.subscriberEmail} onDelete={() => list.open({ kind: "delete", row })} />
          )),
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
      <ListTable
        list={list}
        caption="Subscribers"
        columns={columns}
        emptyText="No subscribers yet"
        numbered
        search={{ placeholder: "Search by email...", label: "Search subscribers" }}
      />
      <ConfirmRowDelete list={list} what={(subscriber) => subscriber.subscriberEmail} />
    </>
  );
}
