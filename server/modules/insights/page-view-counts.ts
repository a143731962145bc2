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

/** Past this many distinct rows waiting for a flush (the database away), new ones are dropped. */
export const MAX_PENDING_ROWS = 20_000;

/** Page views added up in memory between flushes: one counter per distinct row, written as one upsert. */
export class PageViewCounts {
  #rows = new Map<string, PageViewCount>();
  dropped = 0;

  add(view: PageView): void {
    const key = `${view.day}\u0000${view.path}\u0000${view.referrerHost}\u0000${view.utmSource}\u0000${view.utmMedium}\u0000${view.utmCampaign}\u0000${view.device}`;
    const row = this.#rows.get(key);
    if (row) {
      row.views += 1;
      if (view.entry) row.entries += 1;
      return;
    }
    if (this.#rows.size >= MAX_PENDING_ROWS) {
      this.dropped += 1;
      return;
    }
    const { entry, ...known } = view;
    this.#rows.set(key, { ...known, views: 1, entries: entry ? 1 : 0 });
  }

  drain(): PageViewCount[] {
    const rows = [...this.#rows.values()];
    this.#rows = new Map();
    return rows;
  }
}
