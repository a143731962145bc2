import { useState } from "react";
import { adminUserMessages } from "../../../../domain/admin-users.ts";
import { ApiRequestError } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import type { Privilege, User } from "../../../lib/admin/types.ts";
import { Button } from "../ui/button.tsx";
import { CancelButton } from "../ui/form-footer.tsx";
import { Modal } from "../ui/modal.tsx";
import { RoleSelect } from "./role-select.tsx";

type Props = { user: User; roles: Privilege[]; onClose: () => void; onSaved: (user: User) => void };

/** Changing another admin's role (never a superAdmin's) to one of the defined roles. */
export function RoleForm({ user, roles, onClose, onSaved }: Props) {
  const [role, setRole] = useState("");
  const [saving, setSaving] = useState(false);
  const [touched, setTouched] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const answer = await adminApi.users.changeRole(user._id, role);
      notify.success(answer.message ?? "");
      onSaved(answer.data);
    } catch (error) {
      notify.error(
        error instanceof ApiRequestError && !error.isNetworkError
          ? uiMessages.users.roleFailed
          : uiMessages.users.roleError,
      );
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={`Change role of ${user.fullName}`}
      size="sm"
      onClose={onClose}
      busy={saving}
      footer={
        <>
          <CancelButton onClick={onClose} busy={saving} />
          <Button onClick={save} disabled={!role || role === user.role} loading={saving}>
            Update Role
          </Button>
        </>
      }
    >
      <RoleSelect
        roles={roles}
        value={role}
        onChange={(event) => {
          setRole(event.target.value);
          setTouched(true);
        }}
        error={touched && !role ? adminUserMessages.roleRequired : undefined}
        hint={`Current role: ${user.role}`}
      />
    </Modal>
  );
}
