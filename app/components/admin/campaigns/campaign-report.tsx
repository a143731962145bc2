import { Square } from "lucide-react";
import { useState } from "react";
import { type CampaignDetail, campaignMessages, campaignStatusLabels } from "../../../../domain/campaigns.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useRights } from "../../../lib/admin/session.ts";
import { formatInZone } from "../../../lib/admin/time-zone.ts";
import { Badge } from "../ui/badge.tsx";
import { Button } from "../ui/button.tsx";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { ProgressBar } from "../ui/progress-bar.tsx";
import { CampaignPreviewFrames } from "./campaign-preview.tsx";
import { campaignStatusTone } from "./status-tone.ts";

const number = (n: number) => n.toLocaleString("en-US");

function Result({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="text-xs font-semibold tracking-wider text-slate-600 uppercase">{label}</dt>
      <dd className="text-2xl font-bold text-slate-950 tabular-nums">{number(value)}</dd>
      <dd className="text-xs text-slate-500">{hint}</dd>
    </div>
  );
}

/**
 * A campaign that has started sending (issue 72): how far it has gone, kept current while it sends
 * (the screen asks again every couple of seconds), and what it came to — delivered, bounced,
 * unsubscribed, clicks through the site's own links (no pixel, ADR 0264) — with the e-mail as it went out.
 */
export function CampaignReport({
  campaign,
  timeZone,
  onChanged,
}: {
  campaign: CampaignDetail;
  timeZone: string;
  onChanged: (campaign: CampaignDetail) => void;
}) {
  const { canNewsletter } = useRights();
  const [stopping, setStopping] = useState(false);
  const { counts } = campaign;
  const done = counts.sent + counts.failed;
  const progress = campaign.status === "sent" ? 1 : counts.queued > 0 ? done / counts.queued : 0;
  const when = [
    campaign.startedAt && `Started ${formatInZone(campaign.startedAt, timeZone)}`,
    campaign.finishedAt &&
      `${campaign.status === "cancelled" ? "Stopped" : "Finished"} ${formatInZone(campaign.finishedAt, timeZone)}`,
  ]
    .filter(Boolean)
    .join(" · ");

  async function stop() {
    try {
      const answer = await adminApi.campaigns.cancel(campaign._id);
      notify.success(answer.message ?? campaignMessages.cancelled);
      onChanged(answer.data);
      setStopping(false);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <section
        aria-label="Progress"
        className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone={campaignStatusTone[campaign.status]}>{campaignStatusLabels[campaign.status]}</Badge>
          {when && <p className="text-sm text-slate-600">{`${when} (${timeZone})`}</p>}
          {campaign.status === "sending" && canNewsletter("send") && (
            <Button
              variant="secondary"
              className="ml-auto"
              onClick={() => setStopping(true)}
              icon={<Square aria-hidden className="size-4" />}
            >
              Stop sending
            </Button>
          )}
        </div>
        <div aria-live="polite">
          <ProgressBar value={progress} label={`Sent ${number(counts.sent)} of ${number(counts.queued)}`} />
        </div>
        {counts.failed > 0 && (
          <p className="text-sm text-red-700">{`${number(counts.failed)} could not be delivered (refused by the receiving mail server).`}</p>
        )}
      </section>
      <section aria-label="Results" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">Results</h2>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <Result
            label="Delivered"
            value={Math.max(0, counts.sent - counts.bounced)}
            hint="accepted, and not bounced since"
          />
          <Result label="Bounced" value={counts.bounced} hint="returned by the receiving server" />
          <Result label="Unsubscribed" value={counts.unsubscribed} hint="left from this newsletter" />
          <Result label="Clicks" value={counts.clicks} hint="on its links, counted by the site" />
        </dl>
        {campaign.links.length > 0 && (
          <table className="w-full overflow-hidden rounded-xl border border-slate-200 bg-white text-sm shadow-sm">
            <caption className="sr-only">Clicks per link</caption>
            <thead className="bg-slate-50 text-left text-xs tracking-wider text-slate-600 uppercase">
              <tr>
                <th className="px-4 py-2 font-semibold">Link</th>
                <th className="px-4 py-2 text-right font-semibold">Clicks</th>
              </tr>
            </thead>
            <tbody>
              {campaign.links.map((link) => (
                <tr key={link.url} className="border-t border-slate-100">
                  <td className="px-4 py-2 break-all text-slate-800">{link.url}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{number(link.clicks)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-label="The e-mail" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">The e-mail as it went out</h2>
        <CampaignPreviewFrames campaignId={campaign._id} version={campaign.startedAt ?? campaign.updatedAt} />
      </section>
      {stopping && (
        <ConfirmModal
          title="Stop sending?"
          action="Stop sending"
          danger
          onConfirm={stop}
          onClose={() => setStopping(false)}
        >
          <p className="text-sm text-slate-700">
            Messages not yet sent are dropped; those already on their way finish. The campaign cannot be sent again.
          </p>
        </ConfirmModal>
      )}
    </div>
  );
}
