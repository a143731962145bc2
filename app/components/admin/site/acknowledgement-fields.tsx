import type { UseFormRegisterReturn } from "react-hook-form";
import { acknowledgementPlaceholders } from "../../../../domain/acknowledgements.ts";
import { TextAreaField, TextField } from "../ui/fields.tsx";
import { OptionField } from "../ui/option-field.tsx";
import { FieldGroup } from "./field-group.tsx";

type Props = {
  /** Who gets it: "enquirer" or "applicant". */
  who: string;
  /** Whether the text may name the job applied for. */
  job?: boolean;
  /** The part's form (`useSitePartForm`), which keeps the e-mail under `acknowledgement`. */
  form: {
    register: (name: "acknowledgement.send") => UseFormRegisterReturn;
    field: (name: "acknowledgement.subject" | "acknowledgement.text") => UseFormRegisterReturn & { error?: string };
  };
};

/**
 * The acknowledgement e-mail a visitor gets when their enquiry or application arrives (issue 51,
 * ADR 0145): on or off, its subject and its text, with the placeholders filled in for each visitor.
 */
export function AcknowledgementFields({ who, job = false, form }: Props) {
  const { name, job: jobTitle } = acknowledgementPlaceholders;
  return (
    <FieldGroup title={`E-mail to the ${who}`}>
      <OptionField label="Send an acknowledgement" {...form.register("acknowledgement.send")}>
        The {who} gets this e-mail as soon as it arrives, from the site's mail address; a reply goes to the e-mail
        address under Contact details.
      </OptionField>
      <TextField
        label="Subject"
        required
        hint={job ? `${jobTitle} is the job's title. The subject cannot name the ${who}.` : undefined}
        {...form.field("acknowledgement.subject")}
      />
      <TextAreaField
        label="Text"
        required
        rows={8}
        hint={`${name} is the ${who}'s name${job ? `, ${jobTitle} the job's title` : ""}. Never repeat what they wrote: anyone can type another person's address into a form.`}
        {...form.field("acknowledgement.text")}
      />
    </FieldGroup>
  );
}
