import { ConflictPanel, type ConflictPanelProps } from "../history/conflict-panel.tsx";

type SitePartBarsProps = {
  /** A save refused because a colleague saved the part meanwhile (null otherwise). */
  conflict: ConflictPanelProps | null;
};

/** The top of a Site part's form: the edit conflict, when its last save met one (ADR 0118). */
export function SitePartBars({ conflict }: SitePartBarsProps) {
  return conflict ? <ConflictPanel {...conflict} /> : null;
}
