import { Plus } from "lucide-react";
import { useState } from "react";
import {
  type WebhookEvent,
  webhookCreateSchema,
  webhookEventDescriptions,
  webhookEvents,
  webhookMessages,
} from "../../../../domain/webhooks.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useAdding } from "../../../lib/admin/use-adding.ts";
import { AddCard } from "../ui/add-card.tsx";
import { Button } from "../ui/button.tsx";
import { CheckboxCards } from "../ui/checkbox-cards.tsx";
import { TextField } from "../ui/fields.tsx";

export function AddEndpoint({ onAdded }: { onAdded: (url: string, secret: string, id: string) => void }) {
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
