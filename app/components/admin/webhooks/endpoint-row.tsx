import { KeyRound, Send, Trash2 } from "lucide-react";
import { useState } from "react";
import type { WebhookDto } from "../../../../domain/webhooks.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";

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
