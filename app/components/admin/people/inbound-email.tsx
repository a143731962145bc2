import { Paperclip } from "lucide-react";
import { formatFileSize } from "../../../../domain/file-size.ts";
import type { TimelineEntry } from "../../../lib/admin/types.ts";

/**
 * An answer read back from the inbound mailbox (ADR 0252): the start of what they wrote and the
 * files it came with, listed only (the message itself stays in the mailbox).
 */
export function InboundEmail({ entry }: { entry: TimelineEntry }) {
  const files = entry.attachments ?? [];
  return (
    <div className="mt-1.5 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
      {entry.excerpt && <p className="whitespace-pre-line [overflow-wrap:anywhere] text-slate-800">{entry.excerpt}</p>}
      {files.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1" aria-label="Attached files">
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files of one answer may share a name
            <li key={index} className="flex items-center gap-1.5 text-slate-700">
              <Paperclip aria-hidden className="size-3.5 shrink-0 text-slate-500" />
              <span className="[overflow-wrap:anywhere]">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-500">({formatFileSize(file.size)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
