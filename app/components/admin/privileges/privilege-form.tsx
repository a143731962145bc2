import { z } from "zod";
import { createPrivilegeSchema } from "../../../../domain/privileges.ts";
import { areaActionsFor, MEMBER_ROLE, type RolePermissions, uniformPermissions } from "../../../../domain/roles.ts";
import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import type { Privilege } from "../../../lib/admin/types.ts";
import { formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { contentRights, newsletterRights, personalDataRights } from "./area-labels.ts";
import { RightsTable } from "./rights-table.tsx";

const formSchema = createPrivilegeSchema.extend({ permissions: z.custom<RolePermissions>() });

type Props = { privilege?: Privilege; onClose: () => void; onSaved: () => void };

/**
 * A custom role: its name, the create / update / status-change matrix over the content areas, and
 * the read / update / export rights over the areas holding personal data. Member, protected by the
 * spec, opens with its personal-data rights alone (ADR 0136).
 */
export function PrivilegeForm({ privilege, onClose, onSaved }: Props) {
  const editing = privilege !== undefined;
  const memberOnly = privilege?.role === MEMBER_ROLE;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isDirty, isSubmitting },
  } = useAdminForm(formSchema, {
    defaultValues: { role: privilege?.role ?? "", permissions: privilege?.permissions ?? uniformPermissions(false) },
  });

  async function save(values: z.output<typeof formSchema>) {
    if (editing && !isDirty) {
      notify.info(uiMessages.privileges.noChanges);
      return;
    }
    const fallback = editing ? uiMessages.privileges.updateFailed : uiMessages.privileges.createFailed;
    // Member's name and content rights are fixed: only its personal-data rights are sent.
    const body = memberOnly
      ? { permissions: { leads: values.permissions.leads, applications: values.permissions.applications } }
      : values;
    await saveForm(
      () => (editing ? adminApi.privileges.update(privilege._id, body) : adminApi.privileges.create(values)),
      {
        setError,
        fields: ["role"],
        failed: (error) =>
          error instanceof ApiRequestError && error.status === 409 ? error.message : messageOf(error, fallback),
        onSaved,
      },
    );
  }

  return (
    <FormModal
      {...formModalTexts("Privilege", editing)}
      title={editing ? `Edit ${privilege.role}` : "Add Privilege"}
      size="lg"
      form="privilege-form"
      onClose={onClose}
      submitting={isSubmitting}
      disabled={!isValid || isSubmitting}
    >
      <form id="privilege-form" noValidate onSubmit={handleSubmit(save)} className="flex flex-col gap-5">
        <TextField
          label="Role name"
          required
          readOnly={memberOnly}
          error={errors.role?.message}
          {...register("role")}
        />
        {!memberOnly && (
          <RightsTable
            caption="Permissions"
            tone="plain"
            group={contentRights}
            box={(area, action) =>
              areaActionsFor(area).includes(action) ? register(`permissions.${area}.${action}`) : null
            }
          />
        )}
        {!memberOnly && (
          <RightsTable
            caption="Newsletter permissions"
            tone="plain"
            group={newsletterRights}
            box={(area, action) => register(`permissions.${area}.${action}`)}
          />
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-900">Personal data</legend>
          <p className="text-xs text-slate-600">
            These areas hold people's names, e-mail addresses, phone numbers and resumes. Grant them only to roles that
            need them; every export and resume download is in the audit log.
          </p>
          <RightsTable
            caption="Personal data permissions"
            tone="amber"
            group={personalDataRights}
            box={(area, action) => register(`permissions.${area}.${action}`)}
          />
        </fieldset>
      </form>
    </FormModal>
  );
}
