import {
  type ImportCountName,
  type ImportCounts,
  type ImportPhase,
  type ImportProblem,
  importLimits,
  noImportCounts,
} from "../../../domain/wordpress-import.ts";

/** What the import's row holds of its report (written with each save). */
export type ReportState = {
  site: string | null;
  phase: ImportPhase;
  progress: number;
  counts: ImportCounts;
  created: number;
  updated: number;
  skipped: number;
  problems: ImportProblem[];
  problemsTotal: number;
};

/** What became of one item: made now, changed now, or left (unchanged, or refused with a problem). */
export type ItemOutcome = "created" | "updated" | "skipped";

/**
 * The report of a run as it grows: per kind what was (or in a dry run would be) created, per item
 * its outcome, and the problems, each once per item (a post with six unknown shortcodes of one name
 * says so once). Progress is the share of the work done, the work being counted once the export has
 * been read.
 */
export class ImportReport {
  #site: string | null = null;
  #phase: ImportPhase = "reading";
  #counts = noImportCounts();
  #outcomes = { created: 0, updated: 0, skipped: 0 };
  #problems: ImportProblem[] = [];
  #problemsTotal = 0;
  #work = 0;
  #done = 0;

  set site(site: string) {
    this.#site = site;
  }

  /** The amount of work once known (items to look at, and a step each for the menu and the addresses). */
  plan(work: number): void {
    this.#work = Math.max(work, 1);
  }

  phase(phase: ImportPhase): void {
    this.#phase = phase;
  }

  count(name: ImportCountName, by = 1): void {
    this.#counts[name] += by;
  }

  outcome(outcome: ItemOutcome): void {
    this.#outcomes[outcome] += 1;
  }

  /** One step of the work done. */
  step(): void {
    this.#done = Math.min(this.#done + 1, this.#work);
  }

  problem(item: string, reason: string): void {
    this.#problemsTotal += 1;
    if (this.#problems.length < importLimits.problemsKept) this.#problems.push({ item, reason });
  }

  /** The problems of one item, gathered while it is converted: each reason once. */
  problemsOf(item: string): { add(reason: string): void; flush(): void } {
    const reasons = new Map<string, number>();
    return {
      add: (reason) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1),
      flush: () => {
        for (const [reason, times] of reasons) this.problem(item, times > 1 ? `${reason} (${times} times)` : reason);
        reasons.clear();
      },
    };
  }

  state(finished = false): ReportState {
    return {
      site: this.#site,
      phase: finished ? "finished" : this.#phase,
      progress: finished ? 1 : this.#work === 0 ? 0 : Math.min(this.#done / this.#work, 0.99),
      counts: { ...this.#counts },
      ...this.#outcomes,
      problems: [...this.#problems],
      problemsTotal: this.#problemsTotal,
    };
  }
}
