import { Tag } from "lucide-react";
import { useState } from "react";
import { EmailLink } from "../../components/admin/contact-links.tsx";
import { InboxScreen } from "../../components/admin/inbox-screen.tsx";
import { personalDataRoute } from "../../components/admin/personal-data-only.tsx";
import { SubscriberTagsModal } from "../../components/admin/subscribers/tags-modal.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import type { Column } from "../../components/admin/ui/data-table.tsx";
import { RowButton } from "../../components/admin/ui/row-button.tsx";
import { adminApi, csvExports } from "../../lib/admin/endpoints.ts";
import { formatDate } from "../../lib/admin/format.ts";
import { useRights } from "../../lib/admin/session.ts";
import type { Subscriber } from "../../lib/admin/types.ts";
import { useServerInbox } from "../../lib/admin/use-server-inbox.ts";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => [{ title: "Subscribers · Back office" }];

const statusLabels: Record<Subscriber["status"], string> = {
  pending: "Awaiting confirmation",
  confirmed: "Confirmed",
  unsubscribed: "Unsubscribed",
  bounced: "Suppressed (bounced)",
};
const statusTones: Record<Subscriber["status"], "amber" | "green" | "slate" | "red"> = {
  pending: "amber",
  confirmed: "green",
  unsubscribed: "slate",
  bounced: "red",
};

const columns: Column<Subscriber>[] = [
  {
    header: "Email",
    role: "name",
    wrap: "anywhere",
    cell: (row) => <EmailLink address={row.subscriberEmail} />,
  },
  {
    header: "Status",
    // Bounced addresses are suppressed: never sent to again (ADR 0263).
    cell: (row) => <Badge tone={statusTones[row.status]}>{statusLabels[row.status]}</Badge>,
  },
  {
    header: "Tags",
    priority: "low",
    wrap: "words",
    // A campaign may go to the subscribers of a tag (issue 72).
    cell: (row) => (row.tags.length > 0 ? row.tags.join(", ") : "—"),
  },
  { header: "Subscribed", cell: (row) => formatDate(row.createdAt) },
];

export default personalDataRoute("leads", SubscribersScreen);

function SubscribersScreen() {
  const { canData } = useRights();
  const [tagging, setTagging] = useState<Subscriber | null>(null);
  // Paged and searched by the server, the page and search kept in the address (ADR 0092).
  const list = useServerInbox(
    (page) => adminApi.subscribers.list(page),
    "",
    (subscriber) => adminApi.subscribers.delete(subscriber._id),
  );
  return (
    <>
      <InboxScreen
        list={list}
        title="Subscriber"
        description="Addresses signed up for the newsletter"
        csv={
          canData("leads", "export")
            ? { href: csvExports.subscribers(list.table.query.trim() || undefined), what: "subscribers" }
            : undefined
        }
        columns={columns}
        texts={{
          caption: "Subscribers",
          emptyText: "No subscribers yet",
          search: { placeholder: "Search by email...", label: "Search subscribers" },
        }}
        numbered
        rowName={(row) => row.subscriberEmail}
        details={{
          title: "Subscriber details",
          labels: {
            subscriberEmail: "Email",
            status: "Status",
            tags: "Tags",
            createdAt: "Subscribed",
            confirmedAt: "Confirmed",
          },
        }}
        deleteWhat={(subscriber) => subscriber.subscriberEmail}
        rowActions={
          canData("leads", "update")
            ? (row) => (
                <RowButton
                  label={`Tags of ${row.subscriberEmail}`}
                  icon={<Tag aria-hidden className="size-4" />}
                  onClick={() => setTagging(row)}
                >
                  Tags
                </RowButton>
              )
            : undefined
        }
      />
      {tagging && (
        <SubscriberTagsModal
          subscriber={tagging}
          onClose={() => setTagging(null)}
          onSaved={() => {
            setTagging(null);
            list.rows.reload();
          }}
        />
      )}
    </>
  );
}
