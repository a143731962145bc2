import { access } from "../../../domain/access.ts";
import { areaActionsFor } from "../../../domain/roles.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type DeclarationOf, declareKind, type PlainKindName } from "../content-kinds/declaration.ts";
import { noNarrowing } from "../drafts/draft-kind.ts";
import type { PlainKind } from "./plain-kind.ts";
import { plainRecords } from "./records.ts";
import { plainRoutes } from "./routes.ts";
import { plainWrites } from "./writes.ts";

const plainRouteFiles = { public: "engines/plain-kinds/routes.ts", admin: "engines/plain-kinds/routes.ts" };

/**
 * A plain kind's whole declaration, made from what it says of itself (ADR 0283): the engines get its
 * storage, drafts (publish and unpublish through its own update, create-as-draft through its create),
 * restore and routes as they get every other kind's. `records` are its reads, for the pages that
 * show it.
 */
export function declarePlainKind(kind: PlainKind) {
  const records = plainRecords(kind);
  const writes = plainWrites(kind, records);
  const update = kind.create.partial();
  const switchRight = areaActionsFor(kind.area).includes("statusChange") ? "statusChange" : "update";
  const declaration: DeclarationOf<PlainKindName> = declareKind<PlainKindName>({
    kind: kind.kind,
    table: kind.table,
    key: kind.columns.id,
    inCategory: false,
    read: records.read,
    pictures: kind.pictures,
    routes: { folder: "engines/plain-kinds", files: plainRouteFiles, ...plainRoutes(kind, records, writes) },
    restore: writes.restore,
    drafts: {
      rule: access.area(kind.area, "update"),
      isId: isUuid,
      fields: () => update,
      read: records.getAdmin,
      authorize: noNarrowing,
      publish: (staff, id, fields, rights, expectedVersion) =>
        writes.update(staff, id, update.parse(fields), rights, expectedVersion),
      create: {
        fields: update,
        authorize: writes.rights.create,
        publish: (staff, fromDraft, fields, rights) =>
          writes.create(staff, parseForm(kind.create, fields), rights, fromDraft),
      },
      unpublish: {
        authorize: (rights) => rights.requireArea(kind.area, switchRight),
        run: (staff, id, rights) => writes.update(staff, id, { isActive: false }, rights),
      },
    },
  });
  return { declaration, records };
}
