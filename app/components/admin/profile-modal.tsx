import { Check, Pencil } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { adminUserMessages, profileUpdateSchema } from "../../../domain/admin-users.ts";
import { ApiRequestError } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { formatDate, formatPhone, roleLabel } from "../../lib/admin/format.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdminSession } from "../../lib/admin/session.ts";
import { type AccountDialog, AccountSecurity } from "./account/account-security.tsx";
import { AuthorProfileSection } from "./account/author-profile.tsx";
import { Button } from "./ui/button.tsx";
import { FieldError, inputClass } from "./ui/fields.tsx";
import { CancelButton } from "./ui/form-footer.tsx";
import { Modal } from "./ui/modal.tsx";

type Editable = "fullName" | "email" | "contactNumber" | "address";
type ProfileValues = Record<Editable, string>;

const PHONE_MAX_DIGITS = 15;

/** The shared rule for one field, applied on every change (only changed fields are checked). */
function check(field: Editable, value: string): true | string {
  const result = profileUpdateSchema.shape[field].safeParse(value);
  return result.success || (result.error.issues[0]?.message ?? adminUserMessages.fieldEmpty);
}

type Props = { onClose: () => void; onSignedOut: () => void; onOpen: (dialog: AccountDialog) => void };

/**
 * The signed-in admin's own record. One field is editable at a time; a changed field turns green,
 * an invalid one red. Saving signs the admin out so the new details take effect on the next sign-in.
 * The full name is editable too (issue 68): it is their articles' byline. Below: their author
 * profile (bio and photo), the password, two-factor sign-in and lead e-mails, each with its own
 * dialog or switch.
 */
export function ProfileModal({ onClose, onSignedOut, onOpen }: Props) {
  const { user, role } = useAdminSession();
  const [editing, setEditing] = useState<Editable | null>(null);
  const initial: ProfileValues = {
    fullName: user.fullName,
    email: user.email,
    contactNumber: user.contactNumber,
    address: user.address,
  };
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, dirtyFields, isSubmitting },
  } = useForm<ProfileValues>({ mode: "onChange", defaultValues: initial });

  const values = watch();
  const changed = (Object.keys(initial) as Editable[]).filter(
    (key) => dirtyFields[key] && values[key] !== initial[key],
  );
  const hasError = Object.keys(errors).length > 0;
  const changedEmpty = changed.some((key) => values[key].trim() === "");
  const disabled = changed.length === 0 || hasError || changedEmpty || isSubmitting;

  async function save(form: ProfileValues) {
    const body = Object.fromEntries(changed.map((key) => [key, form[key].trim()]));
    try {
      await adminApi.users.updateProfile(user._id, body);
      onClose();
      notify.plain(uiMessages.profile.relogin);
      onSignedOut();
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const issue of error.issues) {
          if (issue.path in initial) setError(issue.path as Editable, { message: issue.message });
        }
      }
      notify.error(uiMessages.profile.failed);
    }
  }

  const editable = (field: Editable, label: string, extra: { inputMode?: "numeric" | "email"; type?: string } = {}) => {
    const id = `profile-${field}`;
    const registration = register(field, { validate: (value) => check(field, value) });
    const isEditing = editing === field;
    const error = errors[field]?.message;
    const display = field === "contactNumber" && !isEditing ? formatPhone(values[field]) : undefined;
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <div className="flex items-center gap-2">
          {display === undefined ? (
            <input
              id={id}
              readOnly={!isEditing}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass(error, changed.includes(field))}
              {...extra}
              {...registration}
              maxLength={field === "contactNumber" ? PHONE_MAX_DIGITS : undefined}
              onChange={(event) => {
                if (field === "contactNumber") {
                  event.target.value = event.target.value.replace(/\D/g, "").slice(0, PHONE_MAX_DIGITS);
                }
                return registration.onChange(event);
              }}
            />
          ) : (
            <input id={id} readOnly value={display} className={inputClass(error, changed.includes(field))} />
          )}
          <button
            type="button"
            onClick={() => setEditing(isEditing ? null : field)}
            aria-label={isEditing ? `Done editing ${label.toLowerCase()}` : `Edit ${label.toLowerCase()}`}
            aria-pressed={isEditing}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-slate-300 text-slate-600 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-admin-500"
          >
            {isEditing ? <Check aria-hidden className="size-4" /> : <Pencil aria-hidden className="size-4" />}
          </button>
        </div>
        <FieldError id={id} error={error} />
      </div>
    );
  };

  const readOnly = (label: string, value: string) => (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <span className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{value}</span>
    </div>
  );

  return (
    <Modal
      title="Profile"
      onClose={onClose}
      busy={isSubmitting}
      footer={
        <>
          <CancelButton onClick={onClose} busy={isSubmitting} />
          <Button type="submit" form="profile-form" disabled={disabled}>
            {isSubmitting ? "Updating..." : "Update"}
          </Button>
        </>
      }
    >
      <form id="profile-form" noValidate onSubmit={handleSubmit(save)} className="grid gap-4 sm:grid-cols-2">
        {readOnly("Username", user.username)}
        {editable("fullName", "Full Name")}
        {editable("email", "Email", { type: "email", inputMode: "email" })}
        {editable("contactNumber", "Contact Number", { inputMode: "numeric" })}
        <div className="sm:col-span-2">{editable("address", "Address")}</div>
        {readOnly("Gender", user.gender)}
        {readOnly("Role", roleLabel(role))}
        {readOnly("Date of Birth", formatDate(user.dateOfBirth))}
      </form>
      <AuthorProfileSection user={user} onEdit={() => onOpen("author")} />
      <AccountSecurity user={user} onOpen={onOpen} />
    </Modal>
  );
}
