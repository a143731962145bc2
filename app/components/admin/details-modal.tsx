import { type ReactNode, useState } from "react";
import { labelFor } from "../../lib/admin/format.ts";
import { hiddenFields, renderValue } from "./field-value.tsx";
import { type HistoryOptions, HistoryPanel } from "./history/history-panel.tsx";
import { Modal, ViewModal } from "./ui/modal.tsx";

type DetailsModalProps = {
  title: string;
  record: object;
  onClose: () => void;
  /** Friendlier labels for some fields; the rest are derived from the field names. */
  labels?: Record<string, string>;
  /** Fields shown by `before`/`after` instead (a lead's pipeline), left out of the list. */
  hidden?: readonly string[];
  /** What comes above the fields (a lead's stage and owner) and below them (its notes). */
  before?: ReactNode;
  after?: ReactNode;
  /** A content record's history: the modal gains a History tab (ADR 0118). */
  history?: HistoryOptions;
};

type Tab = "details" | "history";

/** The read-only view (eye icon): every field as label and value, internal ones hidden. */
export function DetailsModal({
  title,
  record,
  onClose,
  labels = {},
  hidden = [],
  before,
  after,
  history,
}: DetailsModalProps) {
  const [enlarged, setEnlarged] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>("details");
  // The record as the screen last read it (a list reloading after a save brings the new version in);
  // after a restore, as the server answered.
  const [restored, setRestored] = useState<object | null>(null);
  const shown = restored ?? record;
  const entries = Object.entries(shown).filter(([key]) => !hiddenFields.has(key) && !hidden.includes(key));
  const details = (
    <>
      {before}
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-[10rem_1fr]">
        {entries.map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="text-sm font-semibold text-slate-600">{labels[key] ?? labelFor(key)}</dt>
            <dd className="min-w-0 text-sm text-slate-900">{renderValue(key, value, setEnlarged)}</dd>
          </div>
        ))}
      </dl>
      {after}
    </>
  );
  return (
    <ViewModal title={title} onClose={onClose}>
      {history ? (
        <>
          <Tabs tab={tab} onChange={setTab} />
          <div role="tabpanel" aria-label={tab === "details" ? "Details" : "History"} className="pt-4">
            {tab === "details" ? (
              details
            ) : (
              <HistoryPanel
                {...history}
                current={{ ...shown }}
                labels={labels}
                onRestored={(restored) => {
                  setRestored(restored);
                  history.onRestored?.(restored);
                }}
              />
            )}
          </div>
        </>
      ) : (
        details
      )}
      {enlarged && (
        <Modal title="Image" size="xl" onClose={() => setEnlarged(null)}>
          <img src={enlarged} alt="" className="mx-auto max-h-[75dvh] w-auto rounded-lg object-contain" />
        </Modal>
      )}
    </ViewModal>
  );
}

/** Details | History, as tabs (arrow keys move between them). */
function Tabs({ tab, onChange }: { tab: Tab; onChange: (tab: Tab) => void }) {
  const tabs: [Tab, string][] = [
    ["details", "Details"],
    ["history", "History"],
  ];
  return (
    <div role="tablist" aria-label="Views" className="flex gap-1 border-b border-slate-200">
      {tabs.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={tab === value}
          tabIndex={tab === value ? 0 : -1}
          onClick={() => onChange(value)}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight" || event.key === "ArrowLeft")
              onChange(value === "details" ? "history" : "details");
          }}
          className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-admin-500 ${
            tab === value ? "border-admin-600 text-admin-700" : "border-transparent text-slate-600 hover:text-slate-900"
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
