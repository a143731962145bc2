import { useId, useState } from "react";
import {
  REDIRECT_NOTE_MAX,
  type RedirectDto,
  type RedirectStatus,
  redirectCreateSchema,
  redirectStatuses,
} from "../../../../domain/redirects.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { notify, toastFailure } from "../../../lib/admin/notify.ts";
import { CheckLine } from "../ui/check-line.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";

/** How each status reads on the form and in the list. */
export const statusLabels: Record<RedirectStatus, string> = {
  301: "301 · moved for good",
  302: "302 · moved for now",
  410: "410 · gone",
};

type RedirectFormProps = {
  /** The redirect being changed, or the address a new one starts from (a 404 log row's). */
  editing: RedirectDto | { from: string } | null;
  onClose: () => void;
  onSaved: () => void;
};

const isSaved = (value: RedirectFormProps["editing"]): value is RedirectDto => value !== null && "_id" in value;

/**
 * Adds or changes a redirect. A target is a path of the site or, ticked external, a full address
 * elsewhere; a redirect that follows a record keeps its record unless a path is typed. The server
 * says why it refuses (a loop, a real page) under the field it names.
 */
export function RedirectForm({ editing, onClose, onSaved }: RedirectFormProps) {
  const formId = useId();
  const saved = isSaved(editing) ? editing : null;
  const [from, setFrom] = useState(editing?.from ?? "");
  const [to, setTo] = useState(saved?.to ?? "");
  const [external, setExternal] = useState(saved?.external ?? false);
  const [status, setStatus] = useState<RedirectStatus>(saved?.status ?? 301);
  const [note, setNote] = useState(saved?.note ?? "");
  const [failure, setFailure] = useState<{ path: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const followsRecord = Boolean(saved?.toRecord) && to === "";
  const gone = status === 410;

  const input = {
    from,
    to: gone || followsRecord ? undefined : to,
    external: gone ? false : external,
    status,
    note,
  };
  const parsed = redirectCreateSchema.safeParse(input);
  const fromIssue = parsed.success ? undefined : parsed.error.issues.find((issue) => issue.path[0] === "from")?.message;
  const ready = parsed.success && (gone || followsRecord || to.trim() !== "");

  async function save() {
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = saved
        ? await adminApi.redirects.update(saved._id, input)
        : await adminApi.redirects.create({ ...input, status });
      notify.success(answer.message);
      onSaved();
    } catch (error) {
      const message = toastFailure(error, "The redirect could not be saved");
      setFailure({ path: /^From/.test(message) ? "from" : "to", message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormModal
      title={saved ? "Edit redirect" : "Add redirect"}
      onClose={onClose}
      form={formId}
      submitLabel={saved ? "Save" : "Add redirect"}
      submitting={busy}
      disabled={!ready}
    >
      <form
        id={formId}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          label="From"
          placeholder="/old-page"
          autoComplete="off"
          required
          value={from}
          error={(from !== "" ? fromIssue : undefined) ?? (failure?.path === "from" ? failure.message : undefined)}
          hint="An address of this site, without the domain"
          onChange={(event) => setFrom(event.target.value)}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(event) => setStatus(redirectStatuses.find((s) => String(s) === event.target.value) ?? 301)}
        >
          {redirectStatuses.map((value) => (
            <option key={value} value={value}>
              {statusLabels[value]}
            </option>
          ))}
        </SelectField>
        {!gone && (
          <>
            <TextField
              label="To"
              placeholder={external ? "https://example.com/page" : "/new-page"}
              autoComplete="off"
              value={to}
              error={failure?.path === "to" ? failure.message : undefined}
              hint={
                followsRecord
                  ? `Follows the record: now ${saved?.location ?? "gone"}. Type a path to replace it.`
                  : "A path of this site, or a full address when external is ticked"
              }
              onChange={(event) => setTo(event.target.value)}
            />
            <CheckLine checked={external} onChange={setExternal}>
              External: the target is another site
            </CheckLine>
          </>
        )}
        <TextAreaField
          label="Note"
          limit={REDIRECT_NOTE_MAX}
          value={note}
          hint="Why this redirect exists (optional)"
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </FormModal>
  );
}
