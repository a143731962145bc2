import { Plus, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  contactSourceLabels,
  identityTexts,
  PERSON_COMPANY_MAX,
  PERSON_CONTACTS_MAX,
  PERSON_NAME_MAX,
  PERSON_NOTES_MAX,
  personEditFormSchema,
} from "../../../../domain/person-identity.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import type { Person } from "../../../lib/admin/types.ts";
import { useFormSend } from "../../../lib/admin/use-form-send.ts";
import { Button, IconButton } from "../ui/button.tsx";
import { FieldError, inputClass, TextAreaField, TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";

type Issues = Partial<Record<string, string>>;
type ListName = "emails" | "phones";

/**
 * Edits a person (ADR 0251): name, company, notes, and the lists of their addresses and numbers,
 * each shown with where it came from; the first of each list is the one shown. The server's refusals
 * (an address someone else holds, one their leads were written from) are shown beside the line.
 */
export function EditPersonForm({
  person,
  onClose,
  onSaved,
}: {
  person: Person;
  onClose: () => void;
  onSaved: (person: Person) => void;
}) {
  const formId = useId();
  const [name, setName] = useState(person.name);
  const [company, setCompany] = useState(person.company);
  const [notes, setNotes] = useState(person.notes);
  const [emails, setEmails] = useState(person.emails.map((entry) => entry.value));
  const [phones, setPhones] = useState(person.phones.map((entry) => entry.value));
  const { issues, setIssues, sending: saving, send, field } = useFormSend();
  const sourceOf = (list: ListName, value: string) =>
    (list === "emails" ? person.emails : person.phones).find((entry) => entry.value === value)?.source;

  async function save(event: FormEvent) {
    event.preventDefault();
    const edit = {
      name,
      company,
      notes,
      emails: emails.filter((value) => value.trim() !== ""),
      phones: phones.filter((value) => value.trim() !== ""),
    };
    // Empty lines go before anything is checked, so an issue's line number is the line shown.
    setEmails(edit.emails);
    setPhones(edit.phones);
    const checked = personEditFormSchema.safeParse(edit);
    if (!checked.success) {
      setIssues(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message])));
      return;
    }
    await send(
      () => adminApi.people.edit(person._id, edit),
      (answer) => onSaved(answer.data),
    );
  }

  const list = (kind: ListName) => ({
    values: kind === "emails" ? emails : phones,
    set: kind === "emails" ? setEmails : setPhones,
  });

  return (
    <FormModal
      title={identityTexts.edit}
      size="lg"
      onClose={onClose}
      form={formId}
      submitLabel="Save person"
      submitting={saving}
      disabled={saving}
    >
      <form id={formId} noValidate onSubmit={save} className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" maxLength={PERSON_NAME_MAX} {...field("name", name, setName)} />
        <TextField
          label={identityTexts.company}
          maxLength={PERSON_COMPANY_MAX}
          {...field("company", company, setCompany)}
        />
        {(["emails", "phones"] as const).map((kind) => (
          <ContactList
            key={kind}
            kind={kind}
            values={list(kind).values}
            issues={issues}
            sourceOf={(value) => sourceOf(kind, value)}
            onChange={list(kind).set}
          />
        ))}
        <div className="sm:col-span-2">
          <TextAreaField
            label={identityTexts.notes}
            rows={5}
            limit={PERSON_NOTES_MAX}
            {...field("notes", notes, setNotes)}
          />
        </div>
      </form>
    </FormModal>
  );
}

const listTexts = {
  emails: { legend: identityTexts.emails, one: "E-mail address", add: "Add an e-mail address", type: "email" },
  phones: { legend: identityTexts.phones, one: "Phone number", add: "Add a phone number", type: "tel" },
} as const;

/** One list of addresses or numbers: a line each, removable, the first one shown. */
function ContactList({
  kind,
  values,
  issues,
  sourceOf,
  onChange,
}: {
  kind: ListName;
  values: string[];
  issues: Issues;
  sourceOf: (value: string) => keyof typeof contactSourceLabels | undefined;
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const words = listTexts[kind];
  const listIssue = issues[kind];
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={listIssue ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">{words.legend}</legend>
      {values.length === 0 && <p className="text-sm text-slate-500">None yet.</p>}
      {values.map((value, index) => {
        const inputId = `${id}-${index}`;
        const issue = issues[`${kind}.${index}`];
        const source = sourceOf(value);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines are edited in place, each at its place
          <div key={index} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <label htmlFor={inputId} className="sr-only">
                {`${words.one} ${index + 1}`}
              </label>
              <input
                id={inputId}
                type={words.type}
                value={value}
                aria-invalid={issue ? true : undefined}
                aria-describedby={issue ? `${inputId}-error` : source ? `${inputId}-source` : undefined}
                className={inputClass(issue)}
                onChange={(e) => onChange(values.map((old, at) => (at === index ? e.target.value : old)))}
              />
              <IconButton
                label={`Remove ${value || words.one.toLowerCase()}`}
                tone="danger"
                onClick={() => onChange(values.filter((_, at) => at !== index))}
              >
                <X aria-hidden className="size-4" />
              </IconButton>
            </div>
            {source && !issue && (
              <p id={`${inputId}-source`} className="text-xs text-slate-500">
                {index === 0 ? "Shown · " : ""}
                {contactSourceLabels[source]}
              </p>
            )}
            <FieldError id={inputId} error={issue} />
          </div>
        );
      })}
      {values.length < PERSON_CONTACTS_MAX && (
        <div>
          <Button
            variant="ghost"
            icon={<Plus aria-hidden className="size-4" />}
            onClick={() => onChange([...values, ""])}
          >
            {words.add}
          </Button>
        </div>
      )}
      <FieldError id={id} error={listIssue} />
    </fieldset>
  );
}
