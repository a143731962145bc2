import { eq } from "drizzle-orm";
import { z } from "zod";
import { storedNavigationSchema } from "../../../domain/navigation.ts";
import {
  aboutSchema,
  careersSchema,
  contactSchema,
  homeSchema,
  type Partner,
  partnerDtoSchema,
  portfolioSettingsSchema,
  privacySchema,
  type SiteImages,
  type SitePart,
  type SiteSettings,
  seoSchema,
} from "../../../domain/site.ts";
import { defaultPartners, SITE_DEFAULTS } from "../../../domain/site-defaults.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "./schema.ts";

/**
 * A part as stored: a field added since the part was saved reads as its default (the contact part's
 * phone rule and acknowledgement e-mail, issue 51), the fields saved are kept.
 */
function stored<T extends object>(schema: z.ZodType<T>, fallback: T) {
  return z
    .preprocess((value) => (value !== null && typeof value === "object" ? { ...fallback, ...value } : value), schema)
    .catch(fallback);
}

/**
 * Every part as stored; a part never saved, or one whose stored value no longer fits its rules (a
 * rule tightened since), is its default: the site always has something sound to show.
 */
const storedSettings = z.object({
  contact: stored(contactSchema, SITE_DEFAULTS.contact),
  home: stored(homeSchema, SITE_DEFAULTS.home),
  about: stored(aboutSchema, SITE_DEFAULTS.about),
  careers: stored(careersSchema, SITE_DEFAULTS.careers),
  privacy: stored(privacySchema, SITE_DEFAULTS.privacy),
  seo: stored(seoSchema, SITE_DEFAULTS.seo),
  portfolio: stored(portfolioSettingsSchema, SITE_DEFAULTS.portfolio),
  navigation: stored(storedNavigationSchema, SITE_DEFAULTS.navigation),
  partners: z.array(partnerDtoSchema).catch(defaultPartners),
  images: z
    .object({ shareImage: z.string(), organisationLogo: z.string(), heroPoster: z.string() })
    .partial()
    .catch({}),
});

/** What is stored: the editable parts, the partner strip and the pictures (ADR 0107). */
export type StoredSite = SiteSettings & { partners: Partner[]; images: SiteImages };
/** A row of site_settings: an editable part, or the partners' list, or the pictures. */
export type StoredPart = SitePart | "partners" | "images";

/** Every part in one query. */
export async function readSiteSettings(db: Db): Promise<StoredSite> {
  const rows = await db.select({ part: siteSettings.part, value: siteSettings.value }).from(siteSettings);
  return storedSettings.parse(Object.fromEntries(rows.map((row) => [row.part, row.value])));
}

/** Locks the part's row (when it exists) so two saves at once each record what they replaced. */
export async function lockSitePart(tx: Db, part: StoredPart): Promise<void> {
  await tx.select({ part: siteSettings.part }).from(siteSettings).where(eq(siteSettings.part, part)).for("update");
}

export async function writeSitePart(tx: Db, part: StoredPart, value: unknown): Promise<void> {
  await tx
    .insert(siteSettings)
    .values({ part, value })
    .onConflictDoUpdate({ target: siteSettings.part, set: { value, updatedAt: new Date() } });
}

/**
 * Locks a part's row, first storing it as it now reads when it was never saved, so its first change
 * has a version to continue and a state to keep in its history.
 */
export async function lockSitePartRow(tx: Db, part: SitePart): Promise<void> {
  const settings = await readSiteSettings(tx);
  await tx.insert(siteSettings).values({ part, value: settings[part] }).onConflictDoNothing();
  await lockSitePart(tx, part);
}

/**
 * A part as the API shows it, with its version: what a revision of it stores and what an editor
 * opens. A part never saved reads as version 1, the version its first change stores it with
 * (`lockSitePartRow`), so an editor who opened it then names the right one.
 */
export async function readSitePartRecord(tx: Db, part: SitePart) {
  const settings = await readSiteSettings(tx);
  const [row] = await tx
    .select({ version: siteSettings.version, updatedAt: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.part, part));
  return { ...settings[part], version: row?.version ?? 1, updatedAt: (row?.updatedAt ?? new Date(0)).toISOString() };
}

/** The partner strip or the pictures as their draft calls read them (ADR 0123, dated section), with their row's version. */
export async function readSiteMediaRecord(tx: Db, part: "partners" | "images") {
  const settings = await readSiteSettings(tx);
  const [row] = await tx
    .select({ version: siteSettings.version })
    .from(siteSettings)
    .where(eq(siteSettings.part, part));
  const version = row?.version ?? 1;
  return part === "partners" ? { partners: settings.partners, version } : { images: settings.images, version };
}
