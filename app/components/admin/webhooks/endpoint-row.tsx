import { KeyRound, type LucideIcon, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import type { WebhookDto } from "../../../../domain/webhooks.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";

/** One of the row's buttons: what it does, its toast when refused, and the question first if it destroys. */
type EndpointAction = {
  label: string;
  icon?: LucideIcon;
  danger?: boolean;
  ask?: string;
  work: () => Promise<unknown>;
  failed: string;
};

type RowProps = {
  endpoint: WebhookDto;
  selected: boolean;
  onSelect: () => void;
  /** A test delivery was queued: the log shows it. */
  onTested: () => void;
  onChanged: () => Promise<void>;
  onSecret: (secret: string) => void;
};

export function EndpointRow({ endpoint, selected, onSelect, onTested, onChanged, onSecret }: RowProps) {
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
  const actions: EndpointAction[] = [
    {
      label: "Send test",
      icon: Send,
      work: async () => {
        const answer = await adminApi.webhooks.test(endpoint._id);
        notify.success(answer.message ?? "Test event queued");
        onTested();
      },
      failed: "The test could not be sent",
    },
    {
      label: endpoint.enabled ? "Pause" : "Resume",
      work: () => adminApi.webhooks.update(endpoint._id, { enabled: !endpoint.enabled }),
      failed: "Not saved",
    },
    {
      label: endpoint.includeRecord ? "Leave out the record" : "Include the record",
      work: () => adminApi.webhooks.update(endpoint._id, { includeRecord: !endpoint.includeRecord }),
      failed: "Not saved",
    },
    {
      label: "New secret",
      icon: KeyRound,
      work: async () => {
        const answer = await adminApi.webhooks.update(endpoint._id, { rotateSecret: true });
        if ("secret" in answer.data) onSecret(answer.data.secret);
      },
      failed: "The secret could not be replaced",
    },
    {
      label: "Delete",
      icon: Trash2,
      danger: true,
      ask: `Delete the endpoint ${endpoint.url} and its delivery log?`,
      work: () => adminApi.webhooks.delete(endpoint._id),
      failed: "The endpoint could not be deleted",
    },
  ];
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
        {actions.map(({ label, icon: Icon, danger, ask, work, failed }) => (
          <Button
            key={label}
            variant={danger ? "danger" : "secondary"}
            disabled={busy}
            icon={Icon && <Icon aria-hidden className="size-4" />}
            onClick={() => {
              if (ask === undefined || window.confirm(ask)) void run(work, failed);
            }}
          >
            {label}
          </Button>
        ))}
      </div>
    </li>
  );
}
