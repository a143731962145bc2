import { lazy } from "react";
import { LoadingPart } from "../ui/spinner.tsx";
import type { RecordDiffProps } from "./record-diff.tsx";

// The comparison (the diff library and a document's words, ~40 KB) loads when a version or a conflict
// is shown, not with the ~17 screens that can show one (issue 71).
const EagerRecordDiff = lazy(() => import("./record-diff.tsx").then((module) => ({ default: module.RecordDiff })));

/** Two versions of a record side by side (`record-diff.tsx`), its code fetched on first use. */
export function RecordDiff(props: RecordDiffProps) {
  return (
    <LoadingPart what="comparison">
      <EagerRecordDiff {...props} />
    </LoadingPart>
  );
}
