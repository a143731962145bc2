import { Power, PowerOff } from "lucide-react";
import { useState } from "react";
import { act } from "../../../lib/admin/act.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import type { JobDto } from "../../../lib/admin/types.ts";
import { IconButton } from "../ui/button.tsx";

/** A job row's Activate or Deactivate button; the row takes the job as the server saved it. */
export function JobActiveToggle({ job, onToggled }: { job: JobDto; onToggled: (saved: JobDto) => void }) {
  const [busy, setBusy] = useState(false);
  async function toggle() {
    setBusy(true);
    await act(() => adminApi.jobs.update(job._id, { isActive: !job.isActive }), {
      failed: uiMessages.generic.wrong,
      onDone: (answer) => onToggled(answer.data),
    });
    setBusy(false);
  }
  return (
    <IconButton
      label={`${job.isActive ? "Deactivate" : "Activate"} ${job.title}`}
      tone={job.isActive ? "neutral" : "edit"}
      disabled={busy}
      onClick={toggle}
    >
      {job.isActive ? <PowerOff aria-hidden className="size-4" /> : <Power aria-hidden className="size-4" />}
    </IconButton>
  );
}
