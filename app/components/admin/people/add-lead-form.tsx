import { useRef } from "react";
import {
  MANUAL_LEAD_NOTE_MAX,
  manualLeadFormSchema,
  manualLeadSourceLabels,
  manualLeadSources,
  manualLeadTexts as texts,
} from "../../../../domain/manual-leads.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { fieldsOf, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { SelectField, TextAreaField, TextField } from "../ui/fields.tsx";
import { ModalForm } from "../ui/form-modal.tsx";
import { Options } from "../ui/options.tsx";

export type AddedLead = { enquiryId: string; personId: string };

/**
 * "Add lead" (ADR 0251): a lead that did not come through the website, for `person` when it is opened
 * from their page, else for whoever the e-mail address belongs to, else for someone new. `onAdded`
 * hears the enquiry and the person it went to.
 */
export function AddLeadForm({
  person,
  onClose,
  onAdded,
}: {
  person?: { _id: string; name: string };
  onClose: () => void;
  onAdded: (added: AddedLead) => void;
}) {
  const form = useAdminForm(manualLeadFormSchema, {
    defaultValues: { name: person?.name ?? "", source: "phone call", phone: "", email: "", note: "" },
  });
  const field = fieldsOf(form);
  const note = form.watch("note") ?? "";
  const added = useRef<AddedLead | null>(null);
  return (
    <ModalForm
      title={texts.title}
      submitLabel={texts.submit}
      form={form}
      send={async (values) => {
        const answer = await adminApi.leads.add({ ...values, ...(person ? { personId: person._id } : {}) });
        added.current = answer.data;
        return answer;
      }}
      failed={(error) => messageOf(error, uiMessages.generic.wrong)}
      onSaved={() => {
        if (added.current) onAdded(added.current);
      }}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">{person ? texts.forPerson(person.name) : texts.hint}</p>
      <TextField label="Name" required autoComplete="off" {...field("name")} />
      <SelectField label="Source" required {...field("source")}>
        <Options values={manualLeadSources} label={(source) => manualLeadSourceLabels[source]} />
      </SelectField>
      <TextField label="Phone" type="tel" autoComplete="off" inputMode="tel" {...field("phone")} />
      <TextField label="Email" type="email" autoComplete="off" {...field("email")} />
      <div className="sm:col-span-2">
        <TextAreaField
          label="Note"
          hint="What they asked for, in a few words"
          rows={4}
          limit={MANUAL_LEAD_NOTE_MAX}
          length={note.length}
          {...field("note")}
        />
      </div>
    </ModalForm>
  );
}
