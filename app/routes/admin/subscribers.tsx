import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import type { Subscriber } from "../../lib/admin/types.ts";
import { useInbox } from "../../lib/admin/use-inbox.ts";
import { textMatcher } from "../../lib/admin/use-paged-search.ts";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => [{ title: "Subscribers · Back office" }];

const matchSubscriber = textMatcher<Subscriber>((row) => [row.subscriberEmail]);
const columns: Column<Subscriber>[] = [
  {
    header: "Email",
    role: "name",
    wrap: "anywhere",
    cell: (row) => <span className="font-medium text-slate-900">{row.subscriberEmail}</span>,
  },
  { header: "Subscribed", cell: (row) => formatDate(row.createdAt) },
];

export default function Subscribers() {
  const list = useInbox(() => adminApi.subscribers.list(), [], {
    matches: matchSubscriber,
    remove: (subscriber) => adminApi.subscribers.delete(subscriber._id),
  });
  return (
    <InboxScreen
      list={list}
      title="Subscriber"
      caption="Subscribers"
      description="Addresses signed up for the newsletter"
      csv={{ href: csvExports.subscribers, what: "subscribers" }}
      columns={columns}
      emptyText="No subscribers yet"
      numbered
      search={{ placeholder: "Search by email...", label: "Search subscribers" }}
      rowName={(row) => row.subscriberEmail}
      details={{ title: "Subscriber details", labels: { subscriberEmail: "Email", createdAt: "Subscribed" } }}
      deleteWhat={(subscriber) => subscriber.subscriberEmail}
    />
  );
}
