import { CalendarClock, Send } from "lucide-react";
import { useState } from "react";
import { type CampaignDetail, campaignMessages } from "../../../../domain/campaigns.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useAdminSession, useRights } from "../../../lib/admin/session.ts";
import { formatInZone, isoToWallTime, wallTimeToIso, zoneLabel } from "../../../lib/admin/time-zone.ts";
import { SettingsSection } from "../editor/settings-panel.tsx";
import { Button } from "../ui/button.tsx";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { TextField } from "../ui/fields.tsx";

type Props = {
  campaign: CampaignDetail;
  timeZone: string;
  /** Saves what is typed first (false when it could not be saved: nothing is sent then). */
  saveFirst: () => Promise<boolean>;
  onChanged: (campaign: CampaignDetail) => void;
};

/** Tomorrow at 09:00 in the agency's zone: where the schedule's picker starts. */
function tomorrowMorning(zone: string, now = Date.now()): string {
  return `${isoToWallTime(new Date(now + 24 * 3600_000).toISOString(), zone).slice(0, 10)}T09:00`;
}

/**
 * The campaign panel's Test and Send groups (issue 72): a test to a staff member's address (the
 * signed-in admin's by default), a schedule picked in the agency's time zone, and Send now, asked
 * once with the number of recipients. Each saves what is typed first.
 */
export function SendingSettings({ campaign, timeZone, saveFirst, onChanged }: Props) {
  const { user } = useAdminSession();
  const { canNewsletter } = useRights();
  const [to, setTo] = useState(user.email ?? "");
  const [testError, setTestError] = useState<string | undefined>();
  const [testing, setTesting] = useState(false);
  const [at, setAt] = useState(() =>
    campaign.scheduledAt ? isoToWallTime(campaign.scheduledAt, timeZone) : tomorrowMorning(timeZone),
  );
  const [atError, setAtError] = useState<string | undefined>();
  const [busy, setBusy] = useState<"schedule" | "unschedule" | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  if (!canNewsletter("send")) return null;

  async function test() {
    setTestError(undefined);
    setTesting(true);
    try {
      if (!(await saveFirst())) return;
      notify.success((await adminApi.campaigns.test(campaign._id, to.trim())).message);
    } catch (error) {
      const message = messageOf(error, uiMessages.generic.wrong);
      setTestError(message);
      notify.error(message);
    } finally {
      setTesting(false);
    }
  }

  async function schedule() {
    setAtError(undefined);
    if (!at) return setAtError(campaignMessages.scheduleInvalid);
    setBusy("schedule");
    try {
      if (!(await saveFirst())) return;
      const answer = await adminApi.campaigns.schedule(campaign._id, wallTimeToIso(at, timeZone));
      notify.success(answer.message ?? campaignMessages.scheduled);
      onChanged(answer.data);
    } catch (error) {
      setAtError(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setBusy(null);
    }
  }

  async function unschedule() {
    setBusy("unschedule");
    try {
      const answer = await adminApi.campaigns.cancel(campaign._id);
      notify.success(answer.message ?? campaignMessages.unscheduled);
      onChanged(answer.data);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setBusy(null);
    }
  }

  async function askToSend() {
    try {
      if (!(await saveFirst())) return;
      setConfirming((await adminApi.campaigns.audience(campaign.audience)).data.recipients);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  async function sendNow() {
    try {
      const answer = await adminApi.campaigns.send(campaign._id);
      notify.success(answer.message ?? campaignMessages.sendingStarted);
      setConfirming(null);
      onChanged(answer.data);
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  return (
    <>
      <SettingsSection title="Test">
        <TextField
          label="Send a test to"
          type="email"
          value={to}
          error={testError}
          hint="A staff member's address: the test goes nowhere else."
          onChange={(event) => setTo(event.target.value)}
        />
        <Button variant="secondary" onClick={test} loading={testing} disabled={!to.trim()}>
          Send test
        </Button>
      </SettingsSection>
      <SettingsSection title="Send">
        {campaign.status === "scheduled" && campaign.scheduledAt && (
          <p className="text-sm font-medium text-admin-800">
            {`Sends ${formatInZone(campaign.scheduledAt, timeZone)} (${timeZone})`}
          </p>
        )}
        <TextField
          label={campaign.status === "scheduled" ? "Move the schedule to" : "Send at"}
          type="datetime-local"
          value={at}
          error={atError}
          hint={zoneLabel(timeZone)}
          onChange={(event) => setAt(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            onClick={schedule}
            loading={busy === "schedule"}
            icon={<CalendarClock aria-hidden className="size-4" />}
          >
            Schedule
          </Button>
          {campaign.status === "scheduled" && (
            <Button variant="ghost" onClick={unschedule} loading={busy === "unschedule"}>
              Unschedule
            </Button>
          )}
        </div>
        <Button onClick={askToSend} icon={<Send aria-hidden className="size-4" />}>
          Send now
        </Button>
      </SettingsSection>
      {confirming !== null && (
        <ConfirmModal
          title="Send the newsletter now?"
          action="Send now"
          icon={<Send aria-hidden className="size-4" />}
          disabled={confirming === 0}
          onConfirm={sendNow}
          onClose={() => setConfirming(null)}
        >
          <p className="text-sm text-slate-700">
            {confirming === 0
              ? campaignMessages.noRecipients
              : `It goes to ${confirming === 1 ? "1 confirmed subscriber" : `${confirming.toLocaleString("en-US")} confirmed subscribers`} now, and cannot be changed once it has started.`}
          </p>
        </ConfirmModal>
      )}
    </>
  );
}
