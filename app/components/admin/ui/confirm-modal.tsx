import { type ReactNode, useState } from "react";
import { Button } from "./button.tsx";
import { CancelButton } from "./form-footer.tsx";
import { Modal } from "./modal.tsx";

type ConfirmModalProps = {
  title: string;
  /** The one button that does it ("Delete", "Turn off", "Restore"). */
  action: string;
  /** Red, for what cannot be taken back or takes something away. */
  danger?: boolean;
  icon?: ReactNode;
  /** Until the admin has chosen what the action needs. */
  disabled?: boolean;
  /** The action is running from elsewhere too (Enter in the modal's form, a draft's own state). */
  busy?: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
};

/** Asks before one action; its button spins, and the modal stays open, while the server works. */
export function ConfirmModal({
  title,
  action,
  danger = false,
  icon,
  disabled = false,
  busy: running = false,
  onConfirm,
  onClose,
  children,
}: ConfirmModalProps) {
  const [confirming, setConfirming] = useState(false);
  const busy = running || confirming;
  async function confirm() {
    setConfirming(true);
    try {
      await onConfirm();
    } finally {
      setConfirming(false);
    }
  }
  return (
    <Modal
      title={title}
      size="sm"
      onClose={onClose}
      busy={busy}
      footer={
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button
            variant={danger ? "danger" : "primary"}
            onClick={confirm}
            loading={busy}
            disabled={disabled}
            icon={icon}
          >
            {action}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
