import { History } from "lucide-react";
import { useState } from "react";
import { Button } from "../ui/button.tsx";
import { Modal } from "../ui/modal.tsx";
import { type HistoryOptions, HistoryPanel } from "./history-panel.tsx";

type HistoryButtonProps = HistoryOptions & {
  /** The record as visitors see it now. */
  current: Record<string, unknown>;
  labels?: Record<string, string>;
};

/**
 * A record's saved versions, in a modal opened from its editor (a Site part's screen, a content
 * form); restoring one is itself a new version.
 */
export function HistoryButton({ current, labels, ...history }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<History aria-hidden className="size-4" />} onClick={() => setOpen(true)}>
        History
      </Button>
      {open && (
        <Modal
          title="History"
          size="lg"
          onClose={() => setOpen(false)}
          footer={
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
          }
        >
          <HistoryPanel {...history} current={current} labels={labels} />
        </Modal>
      )}
    </>
  );
}
