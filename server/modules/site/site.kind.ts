import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { draftMessages } from "../../../domain/drafts.ts";
import {
  isSiteMediaPart,
  isSitePart,
  siteMediaParts,
  siteMessages,
  sitePartUpdateSchemas,
} from "../../../domain/site.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { noNarrowing } from "../../engines/drafts/draft-kind.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { publishPartners, publishSiteImages } from "./partners.ts";
import { readSiteMediaRecord, readSitePartRecord } from "./queries.ts";
import { siteSettings } from "./schema.ts";
import { restoreSitePart, updateSitePart } from "./service.ts";

/**
 * The partners' and pictures' drafts hold files: they are changed through their own calls with
 * `?draft=true` (the image pipeline), never by the JSON draft save (ADR 0123, dated section).
 */
const mediaDraftFields = z.custom<Record<string, unknown>>(() => false, { error: siteMessages.mediaDraftCalls });

/**
 * The site's parts (ADR 0123, 0150): a record per part, named by its word; never deleted. Its
 * pictures (partners' logos, the share picture and logo, each fixed page's share picture) sit in
 * the parts' JSON.
 */
export const siteKind = declareKind({
  kind: "site",
  table: siteSettings,
  key: siteSettings.part,
  inCategory: false,
  read: async (tx, id) => {
    if (!isSitePart(id)) throw new NotFound(draftMessages.notFound);
    return readSitePartRecord(tx, id);
  },
  pictures: { name: siteSettings.part, columns: [{ field: "settings", column: siteSettings.value, holds: "json" }] },
  // Registered apart: its media routes take the drafting clock and zone.
  routes: null,
  restore: restoreSitePart,
  drafts: {
    rule: access.area("site", "update"),
    isId: (id) => isSitePart(id) || isSiteMediaPart(id),
    shadowedIds: siteMediaParts,
    fields: (id) => (isSitePart(id) ? sitePartUpdateSchemas[id] : mediaDraftFields),
    read: async (db, id) => {
      if (isSitePart(id)) return readSitePartRecord(db, id);
      return isSiteMediaPart(id) ? readSiteMediaRecord(db, id) : null;
    },
    authorize: noNarrowing,
    publish: async (writes, id, fields, _access, expectedVersion) => {
      if (id === "partners") return { partners: await publishPartners(writes, fields) };
      if (id === "images") return { images: await publishSiteImages(writes, fields) };
      if (!isSitePart(id)) throw new NotFound(draftMessages.notFound);
      return updateSitePart(writes, id, sitePartUpdateSchemas[id].parse(fields), expectedVersion);
    },
  },
});
