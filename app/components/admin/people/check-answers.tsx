import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { pollTexts } from "../../../../domain/reply-channel.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { Button } from "../ui/button.tsx";

/**
 * "Check for answers" (ADR 0252): reads the inbound mailbox now instead of at the server's next
 * check, says what it found and reloads the timeline.
 */
export function CheckAnswers({ onChecked }: { onChecked: () => void }) {
  const [busy, setBusy] = useState(false);
  async function check() {
    setBusy(true);
    try {
      const { data } = await adminApi.people.checkAnswers();
      const said = data.state === "read" ? pollTexts.read(data.recorded) : pollTexts[data.state];
      if (data.state === "failed") notify.error(said);
      else notify.success(said);
      onChecked();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="ghost" loading={busy} icon={<RefreshCw aria-hidden className="size-4" />} onClick={check}>
      {pollTexts.check}
    </Button>
  );
}
