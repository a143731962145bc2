import { KeyRound, Plus, RefreshCw, Send, Trash2, Webhook } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import {
  type DeliveryDto,
  type WebhookDto,
  type WebhookEvent,
  webhookCreateSchema,
  webhookEventDescriptions,
  webhookEvents,
  webhookMessages,
} from "../../../domain/webhooks.ts";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { AddCard } from "../../components/admin/ui/add-card.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { CheckboxCards } from "../../components/admin/ui/checkbox-cards.tsx";
import { type Column, DataTable, listRowsOf } from "../../components/admin/ui/data-table.tsx";
import { EmptyState } from "../../components/admin/ui/empty-state.tsx";
import { TextField } from "../../components/admin/ui/fields.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { ListCard } from "../../components/admin/ui/list-card.tsx";
import { ShownOncePanel } from "../../components/admin/ui/shown-once-panel.tsx";
import { act } from "../../lib/admin/act.ts";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../lib/admin/format.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdding } from "../../lib/admin/use-adding.ts";
import { useFollow } from "../../lib/admin/use-follow.ts";
import { failingAs, useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/webhooks";

export const meta: Route.MetaFunction = () => [{ title: "Webhooks · Back office" }];

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

function WebhooksScreen() {
  const [endpoints, setEndpoints] = useState<WebhookDto[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  // A test or a redelivery reads the log again (and follows it while deliveries are pending).
  const [logReads, setLogReads] = useState(0);

  const load = useCallback(async () => {
    try {
      const answer = await adminApi.webhooks.list();
      setEndpoints(answer.data);
      setSelected((current) => current ?? answer.data[0]?._id ?? null);
    } catch (error) {
      notify.error(messageOf(error, "The webhooks could not be loaded"));
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <>
      <HeaderCard
        title="Webhooks"
        description="Tell other systems (Slack, a CRM, a CDN, an automation tool) when something happens on the site. Each delivery is signed with the endpoint's secret."
      />
      {secret && (
        // The receiver needs it to check signatures.
        <ShownOncePanel
          title={`Signing secret for ${secret.url}`}
          value={secret.value}
          testId="webhook-secret"
          onDone={() => setSecret(null)}
        />
      )}
      <AddEndpoint
        onAdded={(url, value, id) => {
          setSecret({ url, value });
          setSelected(id);
          void load();
        }}
      />
      <ListCard title="Endpoints">
        {endpoints && endpoints.length === 0 ? (
          <EmptyState icon={Webhook} title="No endpoints yet" description="Add one above to start sending events." />
        ) : (
          <ul className="divide-y divide-slate-200">
            {(endpoints ?? []).map((endpoint) => (
              <EndpointRow
                key={endpoint._id}
                endpoint={endpoint}
                selected={endpoint._id === selected}
                onSelect={() => setSelected(endpoint._id)}
                onTested={() => {
                  setSelected(endpoint._id);
                  setLogReads((reads) => reads + 1);
                }}
                onChanged={load}
                onSecret={(value) => setSecret({ url: endpoint.url, value })}
              />
            ))}
          </ul>
        )}
      </ListCard>
      {selected && endpoints?.some((endpoint) => endpoint._id === selected) && (
        <DeliveryLog endpointId={selected} reads={logReads} />
      )}
    </>
  );
}

function AddEndpoint({ onAdded }: { onAdded: (url: string, secret: string, id: string) => void }) {
  const [url, setUrl] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [includeRecord, setIncludeRecord] = useState(false);
  const adding = useAdding("Webhook endpoint added", "The endpoint could not be added");
  const parsed = webhookCreateSchema.safeParse({ url, events, includeRecord });

  async function add() {
    if (!parsed.success) return;
    await adding.add(
      () => adminApi.webhooks.create(parsed.data),
      (added) => {
        setUrl("");
        setEvents([]);
        setIncludeRecord(false);
        onAdded(added.url, added.secret, added._id);
      },
    );
  }

  const typedUrlError = url.trim() === "" ? undefined : parsed.error?.issues.find((i) => i.path[0] === "url")?.message;
  return (
    <AddCard title="Add an endpoint" onSubmit={() => void add()}>
      <TextField
        label="URL"
        type="url"
        inputMode="url"
        placeholder="https://hooks.example.com/agency"
        autoComplete="off"
        spellCheck={false}
        value={url}
        error={adding.failure ?? typedUrlError}
        hint="https:// only. Private and local addresses are refused unless WEBHOOK_ALLOW_PRIVATE=true."
        onChange={(event) => {
          setUrl(event.target.value);
          adding.clearFailure();
        }}
      />
      <CheckboxCards legend="Events" options={webhookEvents} chosen={events} onChange={setEvents}>
        {(event) => (
          <span className="min-w-0 text-sm">
            <span className="font-medium text-slate-900">{webhookEventDescriptions[event].label}</span>{" "}
            <code className="text-xs text-slate-500">{event}</code>
            <span className="mt-1 block text-xs text-slate-600">Sends: {webhookEventDescriptions[event].sends}</span>
          </span>
        )}
      </CheckboxCards>
      <label className="flex cursor-pointer gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm">
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-admin-600"
          checked={includeRecord}
          onChange={(event) => setIncludeRecord(event.target.checked)}
        />
        <span className="min-w-0">
          <span className="font-medium text-slate-900">Include the record in lead events</span>
          <span className="mt-1 block text-xs text-amber-900">{webhookMessages.includeRecordWarning}</span>
        </span>
      </label>
      <div>
        <Button
          type="submit"
          disabled={!parsed.success}
          loading={adding.busy}
          icon={<Plus aria-hidden className="size-4" />}
        >
          Add endpoint
        </Button>
      </div>
    </AddCard>
  );
}

type RowProps = {
  endpoint: WebhookDto;
  selected: boolean;
  onSelect: () => void;
  /** A test delivery was queued: the log shows it. */
  onTested: () => void;
  onChanged: () => Promise<void>;
  onSecret: (secret: string) => void;
};

function EndpointRow({ endpoint, selected, onSelect, onTested, onChanged, onSecret }: RowProps) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, failed: string) => {
    setBusy(true);
    try {
      await work();
      await onChanged();
    } catch (error) {
      notify.error(messageOf(error, failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className={`flex flex-col gap-3 px-5 py-4 sm:px-6 lg:flex-row lg:items-center ${selected ? "bg-slate-50" : ""}`}
    >
      <button type="button" onClick={onSelect} className="min-w-0 flex-1 text-left" aria-pressed={selected}>
        <span className="block font-mono text-sm [overflow-wrap:anywhere] text-slate-900">{endpoint.url}</span>
        <span className="mt-1 flex flex-wrap gap-1.5">
          {!endpoint.enabled && <Badge tone="red">Paused</Badge>}
          {endpoint.includeRecord && <Badge tone="amber">Sends personal data</Badge>}
          {endpoint.events.map((event) => (
            <Badge key={event} tone="indigo">
              {event}
            </Badge>
          ))}
        </span>
      </button>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          disabled={busy}
          icon={<Send aria-hidden className="size-4" />}
          onClick={() =>
            run(async () => {
              const answer = await adminApi.webhooks.test(endpoint._id);
              notify.success(answer.message ?? "Test event queued");
              onTested();
            }, "The test could not be sent")
          }
        >
          Send test
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => run(() => adminApi.webhooks.update(endpoint._id, { enabled: !endpoint.enabled }), "Not saved")}
        >
          {endpoint.enabled ? "Pause" : "Resume"}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            run(() => adminApi.webhooks.update(endpoint._id, { includeRecord: !endpoint.includeRecord }), "Not saved")
          }
        >
          {endpoint.includeRecord ? "Leave out the record" : "Include the record"}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          icon={<KeyRound aria-hidden className="size-4" />}
          onClick={() =>
            run(async () => {
              const answer = await adminApi.webhooks.update(endpoint._id, { rotateSecret: true });
              if ("secret" in answer.data) onSecret(answer.data.secret);
            }, "The secret could not be replaced")
          }
        >
          New secret
        </Button>
        <Button
          variant="danger"
          disabled={busy}
          icon={<Trash2 aria-hidden className="size-4" />}
          onClick={() => {
            if (window.confirm(`Delete the endpoint ${endpoint.url} and its delivery log?`))
              void run(() => adminApi.webhooks.delete(endpoint._id), "The endpoint could not be deleted");
          }}
        >
          Delete
        </Button>
      </div>
    </li>
  );
}

/**
 * The endpoint's latest deliveries, read again when `reads` changes (a test was sent) and followed
 * while any is pending, so a test shows as queued, then delivered or failed, without Refresh.
 */
function DeliveryLog({ endpointId, reads }: { endpointId: string; reads: number }) {
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

export default function Webhooks() {
  return (
    <SuperAdminOnly>
      <WebhooksScreen />
    </SuperAdminOnly>
  );
}
