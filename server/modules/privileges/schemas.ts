import { z } from "zod";
import { areaActions, contentAreas, effectivePermissions, superAdminAreas } from "../../../domain/roles.ts";
import { isoDate, toIso } from "../../http/schemas.ts";

const areaRights = z.object(Object.fromEntries(areaActions.map((action) => [action, z.boolean()])));
const matrix = (areas: readonly string[]) => z.object(Object.fromEntries(areas.map((area) => [area, areaRights])));

export const permissionsSchema = matrix(contentAreas);
export const permissionsReportSchema = matrix([...contentAreas, ...superAdminAreas]);

export const privilegeSchema = z.object({
  _id: z.string(),
  role: z.string(),
  permissions: permissionsSchema,
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type Privilege = z.infer<typeof privilegeSchema>;

export type PrivilegeRow = { id: string; role: string; permissions: unknown; createdAt: Date; updatedAt: Date };

export function toPrivilege(row: PrivilegeRow): Privilege {
  return {
    _id: row.id,
    role: row.role,
    permissions: effectivePermissions(row.role, row.permissions),
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
