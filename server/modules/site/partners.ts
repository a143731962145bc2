import { randomUUID } from "node:crypto";
import type { Publication } from "../../../domain/drafts.ts";
import {
  imagesDraftSchema,
  PARTNERS_MAX,
  type Partner,
  type PartnerInput,
  partnerMessages,
  partnersDraftSchema,
  type SiteImageName,
  type SiteImages,
} from "../../../domain/site.ts";
import type { Db } from "../../db/client.ts";
import type { AuditEvent } from "../../engines/audit-trail/record.ts";
import type { StaffWrites } from "../../engines/content-writes/staff-writes.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import { changeMediaDraft, imagesDraftOf, imagesWith, partnersOf } from "./media-drafts.ts";
import { lockSitePart, readSiteSettings, writeSitePart } from "./queries.ts";

/**
 * Changes the partner strip as one audited transaction of kind `site` (the list is stored whole, in
 * the `partners` row): `change` answers the new list and the logos it stopped naming, whose files go
 * after the commit once no row names them (ADR 0107).
 */
async function changePartners(
  { content }: StaffWrites,
  uploaded: UploadedImage[],
  summary: string,
  change: (partners: Partner[]) => { partners: Partner[]; released?: string[] },
): Promise<void> {
  await content.run({
    kinds: ["site"],
    uploaded,
    lock: (tx) => lockSitePart(tx, "partners"),
    apply: async (tx: Db) => {
      const before = (await readSiteSettings(tx)).partners;
      const { partners, released } = change(before);
      await writeSitePart(tx, "partners", partners);
      const audit: AuditEvent = {
        action: "update",
        entity: "site",
        entityId: "partners",
        summary,
        before: { partners: before },
        after: { partners },
      };
      return { result: undefined, audit, released };
    },
  });
}

type PartnerChange = (partners: Partner[]) => { partners: Partner[]; released?: string[] };

/** Who changes a draft, when, and how its publication is told (the time zone of its schedule). */
export type DraftAuthor = { by: string | null; at: Date; timeZone: string };

/**
 * A change to the strip goes live at once (the spec's calls), or, with `draft`, into the partners'
 * draft (ADR 0123, dated section), which it starts from the published strip when there is none.
 */
export type PartnerTarget = { draft: DraftAuthor | null; writes: StaffWrites };

function changeStrip(
  { draft, writes }: PartnerTarget,
  uploaded: UploadedImage[],
  summary: string,
  change: PartnerChange,
): Promise<Publication | undefined> {
  if (!draft) return changePartners(writes, uploaded, summary, change).then(() => undefined);
  return changeMediaDraft(writes, {
    part: "partners",
    uploaded,
    change: async (tx, row) => ({ partners: change(await partnersOf(tx, row)).partners }),
    by: draft.by,
    at: draft.at,
    timeZone: draft.timeZone,
  });
}

export function addPartner(target: PartnerTarget, input: PartnerInput, logo: UploadedImage) {
  return changeStrip(target, [logo], `Added partner "${input.name}"`, (partners) => {
    if (partners.length >= PARTNERS_MAX) throw InvalidInput.of(partnerMessages.tooMany);
    return { partners: [...partners, { _id: randomUUID(), ...input, logo: logo.url }] };
  });
}

export function updatePartner(
  target: PartnerTarget,
  id: string,
  input: Partial<PartnerInput>,
  logo: UploadedImage | undefined,
) {
  return changeStrip(target, logo ? [logo] : [], "Updated a partner", (partners) => {
    const current = partners.find((partner) => partner._id === id);
    if (!current) throw new NotFound(partnerMessages.notFound);
    const changed = { ...current, ...input, logo: logo?.url ?? current.logo };
    return {
      partners: partners.map((partner) => (partner._id === id ? changed : partner)),
      released: logo ? [current.logo] : [],
    };
  });
}

export function removePartner(target: PartnerTarget, id: string) {
  return changeStrip(target, [], "Removed a partner", (partners) => {
    const current = partners.find((partner) => partner._id === id);
    if (!current) throw new NotFound(partnerMessages.notFound);
    return { partners: partners.filter((partner) => partner !== current), released: [current.logo] };
  });
}

/** The new order must name every partner exactly once: a list changed meanwhile is refused, not guessed. */
export function reorderPartners(target: PartnerTarget, ids: string[]) {
  return changeStrip(target, [], "Reordered the partners", (partners) => {
    const byId = new Map(partners.map((partner) => [partner._id, partner]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    if (ordered.length !== partners.length || new Set(ids).size !== ids.length)
      throw InvalidInput.of(partnerMessages.order, "ids");
    return { partners: ordered };
  });
}

/**
 * Publishes the partners' draft: the whole strip as one audited change (in the unit of work the
 * publish call hands over, which clears the draft in the same transaction); logos the published
 * strip named and the new one does not go after the commit, once no row names them.
 */
export function publishPartners(writes: StaffWrites, fields: Record<string, unknown>): Promise<Partner[]> {
  const { partners } = partnersDraftSchema.parse(fields);
  const kept = new Set(partners.map((partner) => partner.logo));
  return changePartners(writes, [], "Published the partners' draft", (before) => ({
    partners,
    released: before.map((partner) => partner.logo).filter((logo) => !kept.has(logo)),
  })).then(() => partners);
}

/** Puts a picture (or its default, `null`) into the pictures' draft: live only when it is published. */
export function draftSiteImage(
  writes: StaffWrites,
  draft: DraftAuthor,
  name: SiteImageName,
  image: UploadedImage | undefined,
): Promise<Publication> {
  return changeMediaDraft(writes, {
    part: "images",
    uploaded: image ? [image] : [],
    change: async (_tx, row) => ({ ...imagesDraftOf(row?.fields), [name]: image?.url ?? null }),
    by: draft.by,
    at: draft.at,
    timeZone: draft.timeZone,
  });
}

/** Publishes the pictures' draft as one audited change; the pictures it replaced go after the commit. */
export async function publishSiteImages(writes: StaffWrites, fields: Record<string, unknown>): Promise<SiteImages> {
  const draft = imagesDraftSchema.parse(fields);
  return writes.content.run({
    kinds: ["site"],
    lock: (tx) => lockSitePart(tx, "images"),
    apply: async (tx: Db) => {
      const before = (await readSiteSettings(tx)).images;
      const after = imagesWith(before, draft);
      await writeSitePart(tx, "images", after);
      const audit: AuditEvent = {
        action: "update",
        entity: "site",
        entityId: "images",
        summary: "Published the site pictures' draft",
        before,
        after,
      };
      const kept = new Set(Object.values(after));
      return { result: after, audit, released: Object.values(before).filter((url) => !kept.has(url)) };
    },
  });
}

/** Sets one picture (a stored upload) or, without one, puts its default back; the replaced file goes after the commit. */
export async function setSiteImage(
  { content }: StaffWrites,
  name: SiteImageName,
  image: UploadedImage | undefined,
): Promise<void> {
  await content.run({
    kinds: ["site"],
    uploaded: image ? [image] : [],
    lock: (tx) => lockSitePart(tx, "images"),
    apply: async (tx: Db) => {
      const before = (await readSiteSettings(tx)).images;
      const { [name]: replaced, ...others } = before;
      const after = image ? { ...others, [name]: image.url } : others;
      await writeSitePart(tx, "images", after);
      const audit: AuditEvent = {
        action: "update",
        entity: "site",
        entityId: "images",
        summary: image ? `Replaced the site's ${name} picture` : `Put back the site's default ${name} picture`,
        before: { [name]: replaced ?? null },
        after: { [name]: image?.url ?? null },
      };
      return { result: undefined, audit, released: [replaced] };
    },
  });
}
