import { Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import {
  type ApiKeyCreated,
  type ApiKeyDto,
  type ApiKeyScope,
  apiKeyCreateSchema,
  apiKeyScopeLabels,
  apiKeyScopes,
  personalDataScopes,
} from "../../../domain/api-keys.ts";
import { SuperAdminOnly } from "../../components/admin/super-admin-only.tsx";
import { AddCard } from "../../components/admin/ui/add-card.tsx";
import { Badge } from "../../components/admin/ui/badge.tsx";
import { Button } from "../../components/admin/ui/button.tsx";
import { CheckboxCards } from "../../components/admin/ui/checkbox-cards.tsx";
import { type Column, DataTable, listRowsOf } from "../../components/admin/ui/data-table.tsx";
import { TextField } from "../../components/admin/ui/fields.tsx";
import { HeaderCard } from "../../components/admin/ui/header-card.tsx";
import { ListCard } from "../../components/admin/ui/list-card.tsx";
import { ShownOncePanel } from "../../components/admin/ui/shown-once-panel.tsx";
import { act } from "../../lib/admin/act.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../lib/admin/format.ts";
import { useAdding } from "../../lib/admin/use-adding.ts";
import { failingAs, useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/integrations";

export const meta: Route.MetaFunction = () => [{ title: "Integrations · Back office" }];

/** Settings › Integrations (ADR 0137): API keys other systems call the API with. superAdmin only. */
function IntegrationsScreen() {
  const loaded = useResource(() =>
    failingAs(
      adminApi.apiKeys.list().then((answer) => answer.data),
      "The API keys could not be loaded",
    ),
  );
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);

  const revoke = async (key: ApiKeyDto) => {
    if (!window.confirm(`Revoke the API key "${key.name}"? Every system using it is refused at once.`)) return;
    await act(() => adminApi.apiKeys.revoke(key._id), {
      done: "API key revoked",
      failed: "The key could not be revoked",
      onDone: loaded.reload,
    });
  };

  const columns: Column<ApiKeyDto>[] = [
    { header: "Name", role: "name", wrap: "words", cell: (key) => key.name },
    {
      header: "Key",
      cell: (key) => <code className="font-mono text-xs">{key.keyStart}…</code>,
    },
    {
      header: "Scopes",
      wrap: "words",
      cell: (key) => (
        <span className="flex flex-wrap gap-1.5">
          {key.scopes.map((scope) => (
            <Badge key={scope} tone={personalDataScopes.includes(scope) ? "amber" : "indigo"}>
              {scope}
            </Badge>
          ))}
        </span>
      ),
    },
    {
      header: "Status",
      stacked: "inline",
      cell: (key) =>
        key.revokedAt ? (
          <Badge tone="red">Revoked</Badge>
        ) : key.expiresAt && Date.parse(key.expiresAt) <= Date.now() ? (
          <Badge tone="slate">Expired</Badge>
        ) : (
          <Badge tone="green">Active</Badge>
        ),
    },
    { header: "Expires", cell: (key) => (key.expiresAt ? formatDateTime(key.expiresAt) : "Never") },
    { header: "Last used", cell: (key) => (key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never") },
    {
      header: "Actions",
      role: "actions",
      cell: (key) =>
        key.revokedAt ? null : (
          <Button
            variant="danger"
            icon={<Trash2 aria-hidden className="size-4" />}
            onClick={() => void revoke(key)}
            aria-label={`Revoke ${key.name}`}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <>
      <HeaderCard
        title="Integrations"
        description="API keys let other systems (a CRM, a spreadsheet, Zapier) read leads or content through the API. A key is sent as Authorization: Bearer, acts only within its scopes, and every call it makes is in the audit log."
      />
      {created && (
        <ShownOncePanel
          title={`API key "${created.name}"`}
          value={created.key}
          testId="api-key"
          onDone={() => setCreated(null)}
        />
      )}
      <AddKey
        onAdded={(answer) => {
          setCreated(answer);
          loaded.reload();
        }}
      />
      <ListCard title="API keys">
        <DataTable
          caption="API keys, newest first"
          columns={columns}
          {...listRowsOf(loaded)}
          empty={{ title: "No API keys yet", description: "Create one above for each system that calls the API." }}
        />
      </ListCard>
    </>
  );
}

function AddKey({ onAdded }: { onAdded: (created: ApiKeyCreated) => void }) {
  const [name, setName] = useState("");
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expires, setExpires] = useState("");
  const adding = useAdding("API key created", "The key could not be created");
  const expiresAt = expires ? new Date(expires).toISOString() : null;
  const parsed = apiKeyCreateSchema.safeParse({ name, scopes, expiresAt });
  const givesPersonalData = scopes.some((scope) => personalDataScopes.includes(scope));

  async function add() {
    if (!parsed.success) return;
    await adding.add(
      () => adminApi.apiKeys.create(parsed.data),
      (created) => {
        setName("");
        setScopes([]);
        setExpires("");
        onAdded(created);
      },
    );
  }

  return (
    <AddCard title="Create an API key" onSubmit={() => void add()}>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Name"
          placeholder="HubSpot"
          autoComplete="off"
          value={name}
          error={adding.failure}
          hint="The system that will use it; calls are audited under this name."
          onChange={(event) => {
            setName(event.target.value);
            adding.clearFailure();
          }}
        />
        <TextField
          label="Expires (optional)"
          type="datetime-local"
          value={expires}
          hint="Leave empty for a key that works until revoked."
          onChange={(event) => setExpires(event.target.value)}
        />
      </div>
      <CheckboxCards legend="Scopes" options={apiKeyScopes} chosen={scopes} onChange={setScopes}>
        {(scope) => (
          <span>
            <span className="block font-mono text-sm text-slate-900">{scope}</span>
            <span className="block text-sm text-slate-600">{apiKeyScopeLabels[scope]}</span>
          </span>
        )}
      </CheckboxCards>
      {givesPersonalData && (
        <p role="note" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          This key reaches people's personal data (names, e-mail addresses, phone numbers, resumes). Give it only to a
          system that is allowed to hold them.
        </p>
      )}
      <div>
        <Button type="submit" disabled={adding.busy || !parsed.success} icon={<Plus aria-hidden className="size-4" />}>
          Create key
        </Button>
      </div>
    </AddCard>
  );
}

export default function Integrations() {
  return (
    <SuperAdminOnly>
      <IntegrationsScreen />
    </SuperAdminOnly>
  );
}
