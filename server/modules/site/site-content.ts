import type { Site } from "../../../domain/site.ts";
import type { ContentKind } from "../../cache/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import { readSiteSettings } from "./queries.ts";
import { siteView } from "./site-view.ts";

/**
 * The site's content, read once and kept in memory until a change of kind `site` commits here or on
 * another instance (docs/architecture.md "The write path"). Every page shows it (footer, meta tags),
 * so a render asks this, not the database; the privacy page's Markdown is rendered once per change.
 */
export class SiteContent {
  #current: Promise<Site> | undefined;

  constructor(
    private readonly db: Db,
    private readonly applicationRetentionDays: number,
  ) {}

  read(): Promise<Site> {
    // A change drops the copy before it is read again, so a read begun before it is never kept.
    if (this.#current) return this.#current;
    const reading = readSiteSettings(this.db).then((settings) => siteView(settings, this.applicationRetentionDays));
    this.#current = reading;
    // A failed read is not kept: the next request asks the database again.
    reading.catch(() => {
      if (this.#current === reading) this.#current = undefined;
    });
    return reading;
  }

  changed(kinds: readonly ContentKind[]): void {
    if (!kinds.includes("site")) return;
    this.#current = undefined;
  }
}
