import { Send } from "lucide-react";
import { type FormEvent, useState } from "react";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, peopleTexts as texts } from "../../../../domain/people.ts";
import type { ReplyChannel } from "../../../../domain/reply-channel.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { useFormSend } from "../../../lib/admin/use-form-send.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Button } from "../ui/button.tsx";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { RecordOptions } from "../ui/options.tsx";
import { PersonPanel } from "./person-panel.tsx";
import { ReplyChannelNote } from "./reply-channel-note.tsx";

/**
 * An e-mail to the person (ADR 0172), started from a template or written here; the server fills
 * in the placeholders and records it on the timeline, which `onSent` reloads.
 */
export function ReplyForm({
  personId,
  channel,
  onSent,
}: {
  personId: string;
  channel: ReplyChannel;
  onSent: () => void;
}) {
  const templates = useResource(() => adminApi.replyTemplates.list().then((answer) => answer.data));
  const [templateId, setTemplateId] = useState("");
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const { issues, sending, send: sendForm, field } = useFormSend();

  function pick(id: string) {
    setTemplateId(id);
    const template = templates.data?.find((candidate) => candidate._id === id);
    if (template) {
      setSubject(template.subject);
      setBody(template.body);
    }
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    await sendForm(
      () => adminApi.people.email(personId, { subject, body, ...(templateId ? { templateId } : {}) }),
      () => {
        setSubject("");
        setBody("");
        setTemplateId("");
        onSent();
      },
    );
  }

  return (
    <PersonPanel id="reply-heading" title={texts.reply}>
      <ReplyChannelNote channel={channel} />
      <form noValidate onSubmit={send} className="mt-4 flex flex-col gap-4">
        {(templates.data?.length ?? 0) > 0 && (
          <SelectField
            label="Template"
            value={templateId}
            error={issues.templateId}
            onChange={(e) => pick(e.target.value)}
          >
            <RecordOptions records={templates.data} none={texts.noTemplate} />
          </SelectField>
        )}
        <TextField label="Subject" maxLength={REPLY_SUBJECT_MAX} {...field("subject", subject, setSubject)} />
        <TextAreaField label="Message" rows={7} limit={REPLY_BODY_MAX} {...field("body", body, setBody)} />
        <div>
          <Button type="submit" loading={sending} icon={<Send aria-hidden className="size-4" />}>
            {sending ? texts.sending : texts.send}
          </Button>
        </div>
      </form>
    </PersonPanel>
  );
}
