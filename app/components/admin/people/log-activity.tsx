import { PhoneCall } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  ACTIVITY_NOTE_MAX,
  type ActivityKind,
  activityKindLabels,
  activityKinds,
  identityTexts as texts,
} from "../../../../domain/person-identity.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useAdminSession } from "../../../lib/admin/session.ts";
import { isoToWallTime, wallTimeToIso, zoneLabel } from "../../../lib/admin/time-zone.ts";
import { useFormSend } from "../../../lib/admin/use-form-send.ts";
import { Button } from "../ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { Options } from "../ui/options.tsx";
import { PersonPanel } from "./person-panel.tsx";

/**
 * Logs a call or a meeting on the person's timeline (ADR 0251): what it was, when (now unless
 * changed, in the agency's time zone) and what was said.
 */
export function LogActivity({ personId, onLogged }: { personId: string; onLogged: () => void }) {
  const { timeZone } = useAdminSession();
  const now = () => isoToWallTime(new Date().toISOString(), timeZone);
  const [kind, setKind] = useState<ActivityKind>("call");
  const [at, setAt] = useState(now);
  // Left as it opened, the time is the server's "now" when logged, not the minute the page opened.
  const [atChosen, setAtChosen] = useState(false);
  const [note, setNote] = useState("");
  const { issues, sending, send, field } = useFormSend();

  async function log(event: FormEvent) {
    event.preventDefault();
    await send(
      () =>
        adminApi.people.logActivity(personId, {
          kind,
          note,
          ...(atChosen && at ? { at: wallTimeToIso(at, timeZone) } : {}),
        }),
      () => {
        setNote("");
        setAt(now());
        setAtChosen(false);
        onLogged();
      },
    );
  }

  return (
    <PersonPanel id="activity-heading" title={texts.logActivity}>
      <form noValidate onSubmit={log} className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          label="What"
          value={kind}
          error={issues.kind}
          onChange={(e) => setKind(activityKinds.find((one) => one === e.target.value) ?? "call")}
        >
          <Options values={activityKinds} label={(one) => activityKindLabels[one]} />
        </SelectField>
        <TextField
          label="When"
          type="datetime-local"
          value={at}
          max={now()}
          hint={zoneLabel(timeZone)}
          error={issues.at}
          onChange={(e) => {
            setAt(e.target.value);
            setAtChosen(true);
          }}
        />
        <div className="sm:col-span-2">
          <TextAreaField label="What was said" rows={3} limit={ACTIVITY_NOTE_MAX} {...field("note", note, setNote)} />
        </div>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            loading={sending}
            disabled={note.trim() === ""}
            icon={<PhoneCall aria-hidden className="size-4" />}
          >
            {texts.logButton}
          </Button>
        </div>
      </form>
    </PersonPanel>
  );
}
