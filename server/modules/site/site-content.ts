import { isSitePart, partnersDraftSchema, type Site, sitePartSchemas } from "../../../domain/site.ts";
import type { ShownKind } from "../../cache/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import { imagesDraftOf, imagesWith } from "./media-drafts.ts";
import { publicNavigation } from "./navigation-targets.ts";
import { readSiteSettings, type StoredSite } from "./queries.ts";
import { siteView } from "./site-view.ts";

/**
 * The site's content, read once and kept in memory until a change of kind `site`, `page` or
 * `article` commits here or on another instance (docs/architecture.md "The write path"). Every page shows it (footer, meta tags),
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
    const reading = readSiteSettings(this.db).then((settings) => this.#view(settings));
    this.#current = reading;
    // A failed read is not kept: the next request asks the database again.
    reading.catch(() => {
      if (this.#current === reading) this.#current = undefined;
    });
    return reading;
  }

  /**
   * The site with a part's draft laid over it, for a preview (ADR 0123): read afresh and never kept.
   * Fields that do not make a sound part together leave the part as published.
   */
  async withDraft(part: string, fields: Record<string, unknown>): Promise<Site> {
    const settings = await readSiteSettings(this.db);
    if (isSitePart(part)) {
      const drafted = sitePartSchemas[part].safeParse({ ...settings[part], ...fields });
      if (drafted.success) Object.assign(settings, { [part]: drafted.data });
    }
    // The partners' and pictures' drafts (ADR 0123, dated section): the strip whole, the pictures changed.
    if (part === "partners")
      settings.partners = partnersDraftSchema.safeParse(fields).data?.partners ?? settings.partners;
    if (part === "images") settings.images = imagesWith(settings.images, imagesDraftOf(fields));
    return this.#view(settings);
  }

  /** What visitors see, the menu's links to pages and articles at their addresses now (ADR 0210). */
  async #view(settings: StoredSite): Promise<Site> {
    const navigation = await publicNavigation(this.db, settings.navigation);
    return siteView({ ...settings, navigation }, this.applicationRetentionDays);
  }

  /** The menu may link to pages and articles: a change to one can move or hide a link (ADR 0210). */
  changed(kinds: readonly ShownKind[]): void {
    if (!kinds.some((kind) => kind === "site" || kind === "page" || kind === "article")) return;
    this.#current = undefined;
  }
}
