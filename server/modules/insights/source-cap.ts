import { MAX_SOURCES_PER_DAY, OTHER_SOURCE } from "../../../domain/insights.ts";
import type { PageView } from "./page-view-counts.ts";

/** The fields of a view a visitor chooses freely (a Referer, a link's utm_ parameters). */
const sourceFields = ["referrerHost", "utmSource", "utmMedium", "utmCampaign"] as const;

/**
 * Keeps the first MAX_SOURCES_PER_DAY distinct values of each source field a day brings, and counts
 * any further one as OTHER_SOURCE (ADR 0087): what a page view adds to memory (the day's visitor
 * sets per source) and to the database (a row per distinct value) stays bounded whatever is sent.
 */
export class SourceCap {
  #day = -1;
  #kept = new Map<(typeof sourceFields)[number], Set<string>>();

  constructor(private readonly max = MAX_SOURCES_PER_DAY) {}

  /** The view with each source field kept, or replaced by OTHER_SOURCE past the day's bound. */
  admit(view: PageView): PageView {
    if (view.day !== this.#day) {
      this.#day = view.day;
      this.#kept = new Map(sourceFields.map((field) => [field, new Set<string>()]));
    }
    for (const field of sourceFields) {
      const value = view[field];
      const kept = this.#kept.get(field);
      if (value === "" || kept === undefined || kept.has(value)) continue;
      if (kept.size < this.max) kept.add(value);
      else view[field] = OTHER_SOURCE;
    }
    return view;
  }
}
