import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { messageOf } from "../../../lib/admin/api-client.ts";
import type { adminApi, DraftPath } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { formatInZone, isoToWallTime, wallTimeToIso, zoneLabel } from "../../../lib/admin/time-zone.ts";
import type { Publication } from "../../../lib/admin/types.ts";
import { AlertLine } from "../ui/alert-line.tsx";
import { Button } from "../ui/button.tsx";
import { TextField } from "../ui/fields.tsx";
import { Modal } from "../ui/modal.tsx";

type Props = {
  drafts: (typeof adminApi.drafts)[DraftPath];
  id: string;
  name: string;
  publication: Publication;
  /** Jobs, projects and products can be taken off the site at a time; categories and services not. */
  canUnpublish: boolean;
  onClose: () => void;
  onChanged: (publication: Publication | null) => void;
};

/** Publish the draft (and/or unpublish) at a date and time, picked and shown in the agency's time zone. */
export function ScheduleDialog({ drafts, id, name, publication, canUnpublish, onClose, onChanged }: Props) {
  const zone = publication.timeZone;
  const [publishAt, setPublishAt] = useState(
    publication.schedule?.publishAt ? isoToWallTime(publication.schedule.publishAt, zone) : "",
  );
  const [unpublishAt, setUnpublishAt] = useState(
    publication.schedule?.unpublishAt ? isoToWallTime(publication.schedule.unpublishAt, zone) : "",
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setBusy(true);
    try {
      const answer = await drafts.schedule(id, {
        ...(publishAt ? { publishAt: wallTimeToIso(publishAt, zone) } : {}),
        ...(unpublishAt ? { unpublishAt: wallTimeToIso(unpublishAt, zone) } : {}),
      });
      notify.success(answer.message);
      onChanged(answer.data);
      onClose();
    } catch (failure) {
      setError(messageOf(failure, uiMessages.generic.wrong));
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    setBusy(true);
    try {
      notify.success((await drafts.unschedule(id)).message);
      onChanged(null);
      onClose();
    } catch (failure) {
      setError(messageOf(failure, uiMessages.generic.wrong));
    } finally {
      setBusy(false);
    }
  }

  const current = publication.schedule;
  return (
    <Modal
      title={`Schedule ${name}`}
      onClose={onClose}
      size="sm"
      busy={busy}
      footer={
        <div className="flex flex-wrap justify-end gap-2">
          {current && (
            <Button variant="ghost" onClick={cancel} disabled={busy}>
              Cancel schedule
            </Button>
          )}
          <Button
            onClick={save}
            loading={busy}
            disabled={!publishAt && !unpublishAt}
            icon={<CalendarClock aria-hidden className="size-4" />}
          >
            Save schedule
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Times are in <strong>{zoneLabel(zone)}</strong>.
        </p>
        {current && (
          <p className="rounded-lg bg-admin-50 p-3 text-sm text-admin-800">
            {current.publishAt && `Publishes ${formatInZone(current.publishAt, zone)}. `}
            {current.unpublishAt && `Unpublishes ${formatInZone(current.unpublishAt, zone)}. `}
            {current.by && `Set by ${current.by}.`}
          </p>
        )}
        <TextField
          type="datetime-local"
          label={`Publish the draft at (${zone})`}
          hint={publication.hasDraft ? undefined : "Save a draft first to publish it at a time"}
          disabled={!publication.hasDraft}
          value={publishAt}
          onChange={(event) => setPublishAt(event.target.value)}
        />
        {canUnpublish && (
          <TextField
            type="datetime-local"
            label={`Unpublish at (${zone})`}
            hint="Switches it off on the site, e.g. when a job closes"
            value={unpublishAt}
            onChange={(event) => setUnpublishAt(event.target.value)}
          />
        )}
        <AlertLine message={error} />
      </div>
    </Modal>
  );
}
