import { History } from "lucide-react";
import { useState } from "react";
import type { SitePart } from "../../../../domain/site.ts";
import { HistoryPanel } from "../history/history-panel.tsx";
import { Button } from "../ui/button.tsx";
import { Modal } from "../ui/modal.tsx";

type SiteHistoryProps = {
  part: SitePart;
  /** The part as the site now shows it. */
  current: Record<string, unknown>;
  /** After a restore: the screen reads the site again and its form starts from the restored part. */
  onRestored: () => void;
};

/** A part's saved versions, in a modal opened from its screen; restoring one is itself a new version. */
export function SiteHistory({ part, current, onRestored }: SiteHistoryProps) {
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
          <HistoryPanel path="site" id={part} canRestore current={current} onRestored={onRestored} />
        </Modal>
      )}
    </>
  );
}
