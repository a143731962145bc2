type VisitorViewProps = {
  /** False for a record kept as a draft since it was added: visitors see nothing of it. */
  live: boolean;
  /** The editor shows changes visitors do not see: a draft, or typing not saved into it yet. */
  changed: boolean;
  /** What is typed breaks a rule, so it is not saved into the draft until corrected. */
  invalid?: boolean;
};

/**
 * The editor's foot line: what a visitor sees now, whatever the editor shows (ADR 0130). Changes
 * reach the site only through Publish, so this never promises more.
 */
export function VisitorView({ live, changed, invalid = false }: VisitorViewProps) {
  const text = !live
    ? "Not on the site yet: visitors see it once you publish it."
    : invalid
      ? "Visitors see the published version. Correct the marked fields to keep your changes in the draft."
      : changed
        ? "Visitors see the published version until you publish your changes."
        : "No unpublished changes: this is what visitors see.";
  return (
    <p className="text-sm text-slate-600" data-testid="visitor-view">
      {text}
    </p>
  );
}
