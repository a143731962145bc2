import type { UseFormRegisterReturn } from "react-hook-form";
import { acknowledgementPlaceholders } from "../../../../domain/acknowledgements.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { FieldGroup } from "./field-group.tsx";

type Props = {
  /** Who gets it: "enquirer" or "applicant". */
  who: string;
  /** Whether the text may name the job applied for. */
  job?: boolean;
  fields: { send: UseFormRegisterReturn; subject: UseFormRegisterReturn; text: UseFormRegisterReturn };
  errors?: { subject?: { message?: string }; text?: { message?: string } };
};

/**
 * The acknowledgement e-mail a visitor gets when their enquiry or application arrives (issue 51,
 * ADR 0145): on or off, its subject and its text, with the placeholders filled in for each visitor.
 */
export function AcknowledgementFields({ who, job = false, fields, errors }: Props) {
  const { name, job: jobTitle } = acknowledgementPlaceholders;
  return (
    <FieldGroup title={`E-mail to the ${who}`}>
      <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-admin-600" {...fields.send} />
        <span>
          <span className="font-medium text-slate-900">Send an acknowledgement</span>
          <span className="block text-slate-600">
            The {who} gets this e-mail as soon as it arrives, from the site's mail address; a reply goes to the e-mail
            address under Contact details.
          </span>
        </span>
      </label>
      <TextField
        label="Subject"
        required
        hint={job ? `${jobTitle} is the job's title. The subject cannot name the ${who}.` : undefined}
        error={errors?.subject?.message}
        {...fields.subject}
      />
      <TextAreaField
        label="Text"
        required
        rows={8}
        hint={`${name} is the ${who}'s name${job ? `, ${jobTitle} the job's title` : ""}. Never repeat what they wrote: anyone can type another person's address into a form.`}
        error={errors?.text?.message}
        {...fields.text}
      />
    </FieldGroup>
  );
}
