import { Plus } from "lucide-react";
import { useState } from "react";
import {
  REPLY_BODY_MAX,
  REPLY_SUBJECT_MAX,
  replyTemplateInputSchema,
  peopleTexts as texts,
} from "../../../../domain/people.ts";
import { act } from "../../../lib/admin/act.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { useRights } from "../../../lib/admin/session.ts";
import type { ReplyTemplate } from "../../../lib/admin/types.ts";
import { fieldsOf, formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { RowActions } from "../row-actions.tsx";
import { Button } from "../ui/button.tsx";
import { ConfirmModal } from "../ui/confirm-modal.tsx";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { ModalForm } from "../ui/form-modal.tsx";
import { ListCard } from "../ui/list-card.tsx";

type Editing =
  | { kind: "add" }
  | { kind: "edit"; template: ReplyTemplate }
  | { kind: "delete"; template: ReplyTemplate };

/** The reply templates staff start an e-mail from (ADR 0172): listed for readers, edited with the leads update right. */
export function ReplyTemplatesCard() {
  const canEdit = useRights().canData("leads", "update");
  const templates = useResource(() => adminApi.replyTemplates.list().then((answer) => answer.data));
  const [editing, setEditing] = useState<Editing | null>(null);
  const close = () => setEditing(null);
  const saved = () => {
    close();
    templates.reload();
  };
  return (
    <ListCard
      title={texts.templates}
      actions={
        canEdit ? (
          <Button
            variant="secondary"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => setEditing({ kind: "add" })}
          >
            {texts.addTemplate}
          </Button>
        ) : undefined
      }
    >
      <p className="px-5 pt-3 text-sm text-slate-600 sm:px-6">{texts.templatesHint}</p>
      <ul className="divide-y divide-slate-100">
        {(templates.data ?? []).map((template) => (
          <li key={template._id} className="flex items-start justify-between gap-3 px-5 py-3 sm:px-6">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{template.name}</p>
              <p className="truncate text-sm text-slate-600">{template.subject}</p>
            </div>
            {canEdit && (
              <RowActions
                name={template.name}
                onEdit={() => setEditing({ kind: "edit", template })}
                onDelete={() => setEditing({ kind: "delete", template })}
              />
            )}
          </li>
        ))}
      </ul>
      {editing?.kind === "add" && <TemplateForm onClose={close} onSaved={saved} />}
      {editing?.kind === "edit" && <TemplateForm template={editing.template} onClose={close} onSaved={saved} />}
      {editing?.kind === "delete" && (
        <ConfirmModal
          title="Delete reply template"
          action="Delete"
          danger
          onClose={close}
          onConfirm={() =>
            act(() => adminApi.replyTemplates.delete(editing.template._id), {
              failed: uiMessages.generic.wrong,
              onDone: saved,
            })
          }
        >
          <p className="text-sm text-slate-700">
            Delete the template “{editing.template.name}”? E-mails sent with it keep their text.
          </p>
        </ConfirmModal>
      )}
    </ListCard>
  );
}

function TemplateForm({
  template,
  onClose,
  onSaved,
}: {
  template?: ReplyTemplate;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useAdminForm(replyTemplateInputSchema, {
    defaultValues: { name: template?.name ?? "", subject: template?.subject ?? "", body: template?.body ?? "" },
  });
  const field = fieldsOf(form);
  const body = form.watch("body") ?? "";
  return (
    <ModalForm
      {...formModalTexts("reply template", template !== undefined)}
      form={form}
      send={(values) =>
        template ? adminApi.replyTemplates.update(template._id, values) : adminApi.replyTemplates.create(values)
      }
      failed={(error) => messageOf(error, uiMessages.generic.wrong)}
      onSaved={onSaved}
      onClose={onClose}
      className="flex flex-col gap-4"
    >
      <TextField label="Name" required {...field("name")} />
      <TextField label="Subject" required maxLength={REPLY_SUBJECT_MAX} {...field("subject")} />
      <TextAreaField label="Body" required rows={8} limit={REPLY_BODY_MAX} length={body.length} {...field("body")} />
    </ModalForm>
  );
}
