import { useState } from "react";
import { subscriberTagMessages, subscriberUpdateSchema } from "../../../../domain/newsletter.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { Subscriber } from "../../../lib/admin/types.ts";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { TextField } from "../ui/fields.tsx";

const tagsOf = (text: string) =>
  text
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);

/**
 * A subscriber's tags (issue 72): labels staff give an address, which a campaign may be sent to
 * ("By tag"); written separated by commas, checked by the same rules as the server's.
 */
export function SubscriberTagsModal({
  subscriber,
  onClose,
  onSaved,
}: {
  subscriber: Subscriber;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [text, setText] = useState(subscriber.tags.join(", "));
  const [busy, setBusy] = useState(false);
  const [serverError, setServerError] = useState<string | undefined>();
  const checked = subscriberUpdateSchema.safeParse({ tags: tagsOf(text) });
  const error = checked.success ? serverError : checked.error.issues[0]?.message;
  const changed = text !== subscriber.tags.join(", ");

  async function save() {
    if (!checked.success) return;
    setBusy(true);
    try {
      const answer = await adminApi.subscribers.tag(subscriber._id, checked.data.tags);
      notify.success(answer.message ?? subscriberTagMessages.updated);
      onSaved();
    } catch (failure) {
      setServerError(messageOf(failure, uiMessages.generic.wrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmModal
      title="Subscriber tags"
      action="Save tags"
      busy={busy}
      disabled={!checked.success || !changed}
      onConfirm={save}
      onClose={onClose}
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <p className="text-sm break-all text-slate-700">{subscriber.subscriberEmail}</p>
        <TextField
          label="Tags"
          value={text}
          error={error}
          hint="Separated by commas, such as customers, events. A campaign can go to the subscribers of a tag."
          onChange={(event) => {
            setServerError(undefined);
            setText(event.target.value);
          }}
        />
      </form>
    </ConfirmModal>
  );
}
