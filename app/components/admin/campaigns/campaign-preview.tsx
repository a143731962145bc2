import { useEffect, useState } from "react";
import type { CampaignPreview } from "../../../../domain/campaigns.ts";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { adminApi } from "../../../lib/admin/endpoints.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { AlertLine } from "../ui/alert-line.tsx";
import { LoadingLine } from "../ui/spinner.tsx";
import { TabBar } from "../ui/tab-bar.tsx";

const frames = [
  { id: "desktop", label: "Desktop" },
  { id: "phone", label: "Phone" },
] as const;
type Frame = (typeof frames)[number]["id"];

/** A desktop mail client's reading pane, and a phone's screen (375 CSS pixels, an iPhone's). */
const frameSizes: Record<Frame, string> = {
  desktop: "w-full h-[36rem]",
  phone: "w-[375px] max-w-full h-[40rem] rounded-[2rem] border-[10px] border-slate-800",
};

/**
 * The e-mail as a subscriber gets it (issue 72): the server's own HTML for the campaign as last saved,
 * in a desktop and a phone frame. The frame is sandboxed without scripts (mail clients run none).
 */
export function CampaignPreviewFrames({ campaignId, version }: { campaignId: string; version: string }) {
  const [frame, setFrame] = useState<Frame>("desktop");
  const [preview, setPreview] = useState<CampaignPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` (the last save) asks for the preview again
  useEffect(() => {
    let live = true;
    setError(null);
    adminApi.campaigns.preview(campaignId).then(
      (answer) => live && setPreview(answer.data),
      (failure: unknown) => live && setError(messageOf(failure, uiMessages.generic.wrong)),
    );
    return () => {
      live = false;
    };
  }, [campaignId, version]);

  return (
    <div className="flex flex-col gap-4">
      <TabBar label="Preview size" tabs={frames} current={frame} onChange={setFrame} />
      <AlertLine message={error} />
      {!preview && !error && <LoadingLine what="preview" />}
      {preview && (
        <>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">Subject:</span> {preview.subject}
          </p>
          <div className="flex justify-center rounded-xl bg-slate-100 p-2 sm:p-4">
            <iframe
              title={`The e-mail on a ${frame === "desktop" ? "desktop" : "phone"}`}
              // The server's own answer, under a policy of its own: a srcdoc frame would take the back
              // office's, which refuses the e-mail's inline styles (ADR 0278).
              src={`/api/v1/campaigns/${campaignId}/preview.html?v=${encodeURIComponent(version)}`}
              sandbox="allow-popups allow-popups-to-escape-sandbox"
              className={`bg-white shadow-sm ${frameSizes[frame]}`}
            />
          </div>
          <details className="text-sm text-slate-700">
            <summary className="cursor-pointer font-medium text-slate-900">Plain-text part</summary>
            <pre className="mt-2 max-h-80 overflow-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap">
              {preview.text}
            </pre>
          </details>
        </>
      )}
    </div>
  );
}
