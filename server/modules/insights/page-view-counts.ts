import type { DeviceClass } from "../../../domain/insights.ts";

/** One page view, as it is counted: what it is known by; '' where a value is absent. */
export type PageView = {
  day: number;
  path: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  device: DeviceClass;
  /** It began a visit: not reached from one of our own pages. */
  entry: boolean;
};

export type PageViewCount = Omit<PageView, "entry"> & { views: number; entries: number };

/** A view as it was added: its counter, until the next drain hands that counter to be written. */
export type AddedView = { readonly row: PageViewCount; readonly entry: boolean; readonly generation: number };

/** Past this many distinct rows waiting for a flush (the database away), new ones are dropped. */
export const MAX_PENDING_ROWS = 20_000;

/** Page views added up in memory between flushes: one counter per distinct row, written as one upsert. */
export class PageViewCounts {
  #rows = new Map<string, PageViewCount>();
  /** Which drain the counters in #rows belong to. */
  #generation = 0;
  dropped = 0;

  /** Counts one view; what it was added as, or undefined when it was dropped. */
  add(view: PageView): AddedView | undefined {
    const key = `${view.day}\u0000${view.path}\u0000${view.referrerHost}\u0000${view.utmSource}\u0000${view.utmMedium}\u0000${view.utmCampaign}\u0000${view.device}`;
    let row = this.#rows.get(key);
    if (row) {
      row.views += 1;
      if (view.entry) row.entries += 1;
    } else if (this.#rows.size >= MAX_PENDING_ROWS) {
      this.dropped += 1;
      return undefined;
    } else {
      const { entry, ...known } = view;
      row = { ...known, views: 1, entries: entry ? 1 : 0 };
      this.#rows.set(key, row);
    }
    return { row, entry: view.entry, generation: this.#generation };
  }

  /** Counts the same view once more, unless its counter has been drained since (false: add it anew). */
  addAgain(added: AddedView): boolean {
    if (added.generation !== this.#generation) return false;
    added.row.views += 1;
    if (added.entry) added.row.entries += 1;
    return true;
  }

  drain(): PageViewCount[] {
    const rows = [...this.#rows.values()];
    this.#rows = new Map();
    this.#generation += 1;
    return rows;
  }
}
