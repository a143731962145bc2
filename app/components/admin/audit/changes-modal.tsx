import { auditActionLabels, auditEntityLabel } from "../../../../domain/audit.ts";
import { fieldChanges, valueText } from "../../../lib/admin/audit-changes.ts";
import { formatDateTime, labelFor } from "../../../lib/admin/format.ts";
import type { AuditEntry } from "../../../lib/admin/types.ts";
import { ViewModal } from "../ui/modal.tsx";

function Value({ value, tone }: { value: unknown; tone: "before" | "after" }) {
  const colours = tone === "before" ? "border-red-200 bg-red-50/60" : "border-emerald-200 bg-emerald-50/60";
  return (
    <div className={`min-w-0 rounded-lg border px-3 py-2 ${colours}`}>
      <p className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">
        {tone === "before" ? "Before" : "After"}
      </p>
      <p className="mt-0.5 font-mono text-xs break-words whitespace-pre-line text-slate-900">{valueText(value)}</p>
    </div>
  );
}

/** One entry: who did what and when, then each changed field with its old and new value side by side. */
export function ChangesModal({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const changes = fieldChanges(entry);
  // A record created has nothing before, one deleted nothing after: only the side that exists is shown.
  const sides = (["before", "after"] as const).filter((side) => entry[side] !== null);
  const facts: [string, string][] = [
    ["When", formatDateTime(entry.at)],
    ["Who", entry.actor ? entry.actor.username : "Nobody signed in"],
    ["IP address", entry.ip ?? "—"],
    ["Action", auditActionLabels[entry.action]],
    ["What", `${auditEntityLabel(entry.entity)}${entry.entityId ? ` · ${entry.entityId}` : ""}`],
  ];
  return (
    <ViewModal title="Audit entry" onClose={onClose}>
      <p className="text-base font-medium text-slate-900">{entry.summary}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 text-sm font-semibold text-slate-900">Changed fields</h3>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">No fields changed.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-3" aria-label="Changed fields">
          {changes.map((change) => (
            <li key={change.field} className="rounded-xl border border-slate-200 p-3">
              <p className="text-sm font-semibold text-slate-800">
                {change.field.split(".").map(labelFor).join(" › ")}
              </p>
              <div className={`mt-2 grid gap-2 ${sides.length === 2 ? "sm:grid-cols-2" : ""}`}>
                {sides.map((side) => (
                  <Value key={side} value={change[side]} tone={side} />
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ViewModal>
  );
}
