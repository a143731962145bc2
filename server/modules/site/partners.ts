import { randomUUID } from "node:crypto";
import {
  PARTNERS_MAX,
  type Partner,
  type PartnerInput,
  partnerMessages,
  type SiteImageName,
} from "../../../domain/site.ts";
import type { Db } from "../../db/client.ts";
import { InvalidInput, NotFound } from "../../errors/domain-errors.ts";
import type { UploadedImage } from "../../images/public-images.ts";
import type { AuditEvent } from "../audit/record.ts";
import type { StaffWrites } from "../staff-writes.ts";
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

export function addPartner(writes: StaffWrites, input: PartnerInput, logo: UploadedImage): Promise<void> {
  return changePartners(writes, [logo], `Added partner "${input.name}"`, (partners) => {
    if (partners.length >= PARTNERS_MAX) throw InvalidInput.of(partnerMessages.tooMany);
    return { partners: [...partners, { _id: randomUUID(), ...input, logo: logo.url }] };
  });
}

export function updatePartner(
  writes: StaffWrites,
  id: string,
  input: Partial<PartnerInput>,
  logo: UploadedImage | undefined,
): Promise<void> {
  return changePartners(writes, logo ? [logo] : [], "Updated a partner", (partners) => {
    const current = partners.find((partner) => partner._id === id);
    if (!current) throw new NotFound(partnerMessages.notFound);
    const changed = { ...current, ...input, logo: logo?.url ?? current.logo };
    return {
      partners: partners.map((partner) => (partner._id === id ? changed : partner)),
      released: logo ? [current.logo] : [],
    };
  });
}

export function removePartner(writes: StaffWrites, id: string): Promise<void> {
  return changePartners(writes, [], "Removed a partner", (partners) => {
    const current = partners.find((partner) => partner._id === id);
    if (!current) throw new NotFound(partnerMessages.notFound);
    return { partners: partners.filter((partner) => partner !== current), released: [current.logo] };
  });
}

/** The new order must name every partner exactly once: a list changed meanwhile is refused, not guessed. */
export function reorderPartners(writes: StaffWrites, ids: string[]): Promise<void> {
  return changePartners(writes, [], "Reordered the partners", (partners) => {
    const byId = new Map(partners.map((partner) => [partner._id, partner]));
    const ordered = ids.flatMap((id) => byId.get(id) ?? []);
    if (ordered.length !== partners.length || new Set(ids).size !== ids.length)
      throw InvalidInput.of(partnerMessages.order, "ids");
    return { partners: ordered };
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
