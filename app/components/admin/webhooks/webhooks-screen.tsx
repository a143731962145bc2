import { Webhook } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { WebhookDto } from "../../../../domain/webhooks.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { EmptyState } from "../ui/empty-state.tsx";
import { HeaderCard } from "../ui/header-card.tsx";
import { ListCard } from "../ui/list-card.tsx";
import { ShownOncePanel } from "../ui/shown-once-panel.tsx";
import { AddEndpoint } from "./add-endpoint.tsx";
import { DeliveryLog } from "./delivery-log.tsx";
import { EndpointRow } from "./endpoint-row.tsx";

export function WebhooksScreen() {
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
