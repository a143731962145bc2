import { z } from "zod";
import { createPrivilegeSchema } from "../../../../domain/privileges.ts";
import {
  areaActions,
  areaActionsFor,
  contentAreas,
  type RolePermissions,
  uniformPermissions,
} from "../../../../domain/roles.ts";
import { ApiRequestError, messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { saveForm } from "../../../lib/admin/save-form.ts";
import type { Privilege } from "../../../lib/admin/types.ts";
import { formModalTexts, useAdminForm } from "../../../lib/admin/use-admin-form.ts";
import { TextField } from "../ui/fields.tsx";
import { FormModal } from "../ui/form-modal.tsx";
import { actionLabels, areaLabels } from "./area-labels.ts";

const formSchema = createPrivilegeSchema.extend({ permissions: z.custom<RolePermissions>() });

type Props = { privilege?: Privilege; onClose: () => void; onSaved: () => void };

/** A custom role: its name and the create / update / status-change matrix over the five areas. */
export function PrivilegeForm({ privilege, onClose, onSaved }: Props) {
  const editing = privilege !== undefined;
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
    await saveForm(
      () => (editing ? adminApi.privileges.update(privilege._id, values) : adminApi.privileges.create(values)),
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
        <TextField label="Role name" required error={errors.role?.message} {...register("role")} />
        <div className="overflow-x-auto rounded-xl border border-slate-200">
          <table className="w-full text-sm">
            <caption className="sr-only">Permissions</caption>
            <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-2 py-3 text-left sm:px-4">
                  Area
                </th>
                {areaActions.map((action) => (
                  <th key={action} scope="col" className="px-2 py-3 text-center sm:px-4">
                    {actionLabels[action]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {contentAreas.map((area) => (
                <tr key={area}>
                  <th scope="row" className="px-2 py-3 text-left font-medium text-slate-900 sm:px-4">
                    {areaLabels[area]}
                  </th>
                  {areaActions.map((action) => (
                    <td key={action} className="px-2 py-3 text-center sm:px-4">
                      {areaActionsFor(area).includes(action) ? (
                        <input
                          type="checkbox"
                          aria-label={`${areaLabels[area]}: ${actionLabels[action]}`}
                          className="size-4 accent-admin-600"
                          {...register(`permissions.${area}.${action}`)}
                        />
                      ) : (
                        <span className="text-slate-400" title="Not used in this area">
                          —
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </form>
    </FormModal>
  );
}
