import { type FormEvent, useEffect, useRef, useState } from "react";
import { boardTexts } from "../../../../../domain/enquiry-board.ts";
import { LOST_REASON_MAX, pipelineMessages } from "../../../../../domain/pipeline-rules.ts";
import { Button } from "../../ui/button.tsx";
import { TextAreaField } from "../../ui/fields.tsx";

type LostReasonFormProps = {
  name: string;
  /** Sends `{ stage: "lost", lostReason }`; rejects with the server's words, shown under the field. */
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
};

/**
 * Lost asks why in place (issue 69): the card dropped on Lost opens this under its name, focused,
 * and moves only once a reason is given; Escape or Cancel leaves it where it was.
 */
export function LostReasonForm({ name, onSubmit, onCancel }: LostReasonFormProps) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => field.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (trimmed === "") {
      setError(pipelineMessages.lostReasonRequired);
      field.current?.focus();
      return;
    }
    if (trimmed.length > LOST_REASON_MAX) {
      setError(pipelineMessages.lostReasonTooLong);
      return;
    }
    setSaving(true);
    try {
      await onSubmit(trimmed);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={boardTexts.lostAsk(name)}
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
      className="mt-3 flex flex-col gap-2 border-t border-slate-200 pt-3"
    >
      <TextAreaField
        ref={field}
        label={boardTexts.lostAsk(name)}
        rows={2}
        required
        value={reason}
        limit={LOST_REASON_MAX}
        length={reason.trim().length}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          {boardTexts.lostCancel}
        </Button>
        <Button type="submit" loading={saving}>
          {boardTexts.lostSubmit}
        </Button>
      </div>
    </form>
  );
}
