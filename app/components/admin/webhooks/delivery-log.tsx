import { RefreshCw } from "lucide-react";
import type { DeliveryDto } from "../../../../domain/webhooks.ts";
import { act } from "../../../lib/admin/act.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { useFollow } from "../../../lib/admin/use-follow.ts";
import { failingAs, useResource } from "../../../lib/admin/use-resource.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { type Column, DataTable, listRowsOf } from "../ui/data-table.tsx";
import { ListCard } from "../ui/list-card.tsx";

const statusTone = { pending: "amber", delivered: "green", failed: "red" } as const;

/**
 * A delivery being sent now or soon: the log follows it. A retry hours away is not (Refresh shows it),
 * so an open screen does not ask every two seconds all that time.
 */
const isUnderWay = (delivery: DeliveryDto) =>
  delivery.status === "pending" &&
  (delivery.nextAttemptAt === null || Date.parse(delivery.nextAttemptAt) - Date.now() < 60_000);

/** The last attempt of a delivery: what the log's columns show. */
const lastAttempt = (delivery: DeliveryDto) => delivery.attemptLog.at(-1);

/**
 * The endpoint's latest deliveries, read again when `reads` changes (a test was sent) and followed
 * while any is pending, so a test shows as queued, then delivered or failed, without Refresh.
 */
export function DeliveryLog({ endpointId, reads }: { endpointId: string; reads: number }) {
  const log = useResource(
    () =>
      failingAs(
        adminApi.webhooks.deliveries(endpointId).then((answer) => answer.data),
        "The delivery log could not be loaded",
      ),
    // `reads` asks for a fresh read.
    [endpointId, reads],
  );
  useFollow((log.data ?? []).some(isUnderWay), log.reload, log.data);

  const redeliver = async (delivery: DeliveryDto) => {
    await act(() => adminApi.webhooks.redeliver(delivery._id), {
      done: "Delivery queued again",
      failed: "The delivery could not be queued",
      onDone: log.reload,
    });
  };

  const columns: Column<DeliveryDto>[] = [
    { header: "Event", role: "name", cell: (row) => <code className="text-xs">{row.event}</code> },
    { header: "Status", cell: (row) => <Badge tone={statusTone[row.status]}>{row.status}</Badge> },
    { header: "Created", wrap: "words", cell: (row) => formatDateTime(row.createdAt) },
    { header: "Attempts", className: "tabular-nums", cell: (row) => row.attempts },
    {
      header: "Response",
      cell: (row) => {
        const last = lastAttempt(row);
        return last ? (last.responseStatus ?? last.error ?? "—") : "—";
      },
    },
    {
      header: "Duration",
      className: "tabular-nums",
      cell: (row) => {
        const last = lastAttempt(row);
        return last ? `${last.durationMs} ms` : "—";
      },
    },
    { header: "Next retry", cell: (row) => (row.nextAttemptAt ? formatDateTime(row.nextAttemptAt) : "—") },
    {
      header: "Actions",
      role: "actions",
      cell: (row) =>
        row.status === "pending" ? null : (
          <Button
            variant="secondary"
            icon={<RefreshCw aria-hidden className="size-4" />}
            onClick={() => redeliver(row)}
          >
            Redeliver
          </Button>
        ),
    },
  ];

  return (
    <ListCard
      title="Delivery log"
      actions={
        <Button variant="ghost" icon={<RefreshCw aria-hidden className="size-4" />} onClick={log.reload}>
          Refresh
        </Button>
      }
    >
      <DataTable
        caption="Deliveries, newest first"
        columns={columns}
        {...listRowsOf(log)}
        empty={{ title: "No deliveries yet", description: "Events and tests sent to this endpoint show here." }}
      />
    </ListCard>
  );
}
