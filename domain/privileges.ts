import { z } from "zod";
import { isoTimestamp } from "./iso-timestamp.ts";
import {
  type AreaRights,
  areaActions,
  areaActionsFor,
  type ContentArea,
  contentAreas,
  type DataRights,
  dataActions,
  NEWSLETTER_AREA,
  type NewsletterRights,
  newsletterActions,
  type PersonalDataArea,
  personalDataAreas,
  type RolePermissions,
  superAdminAreas,
} from "./roles.ts";
import { filledText, isRequired, notFound } from "./text-rules.ts";

export const privilegeMessages = {
  roleRequired: isRequired("Role name"),
  roleTooLong: "Role name must be at most 50 characters",
  flagInvalid: "Permissions must be true or false",
  created: "Privilege created successfully!",
  updated: "Privileges updated successfully!",
  deleted: "Privilege deleted successfully",
  notFound: notFound("Privilege"),
  duplicate: "Role already exists",
  protectedRole: "The superAdmin and Member roles cannot be changed or deleted",
  inUse: "This role is assigned to one or more admins",
} as const;

const m = privilegeMessages;

const flag = z.boolean({ error: m.flagInvalid }).optional();
const areaRightsInput = z.object(
  Object.fromEntries(areaActions.map((action) => [action, flag])) as Record<keyof AreaRights, typeof flag>,
);

const dataRightsInput = z.object(
  Object.fromEntries(dataActions.map((action) => [action, flag])) as Record<keyof DataRights, typeof flag>,
);

const newsletterRightsInput = z.object(
  Object.fromEntries(newsletterActions.map((action) => [action, flag])) as Record<keyof NewsletterRights, typeof flag>,
);

/** Any subset of the matrix; what is left out keeps its value (false on create). */
export const permissionsInput = z.object({
  ...(Object.fromEntries(contentAreas.map((area) => [area, areaRightsInput.optional()])) as Record<
    ContentArea,
    z.ZodOptional<typeof areaRightsInput>
  >),
  ...(Object.fromEntries(personalDataAreas.map((area) => [area, dataRightsInput.optional()])) as Record<
    PersonalDataArea,
    z.ZodOptional<typeof dataRightsInput>
  >),
  [NEWSLETTER_AREA]: newsletterRightsInput.optional(),
});
export type PermissionsInput = z.infer<typeof permissionsInput>;

const roleName = filledText(m.roleRequired).max(50, m.roleTooLong);

export const createPrivilegeSchema = z.object({ role: roleName, permissions: permissionsInput.optional() });
export const updatePrivilegeSchema = z.object({
  role: roleName.optional(),
  permissions: permissionsInput.optional(),
});

/** Applies the flags a request sent over a stored matrix; flags it left out keep their value. */
export function mergePermissions(current: RolePermissions, input: PermissionsInput | undefined): RolePermissions {
  return Object.fromEntries([
    ...contentAreas.map((area) => [
      area,
      Object.fromEntries(
        areaActions.map((action) => [
          action,
          areaActionsFor(area).includes(action) && (input?.[area]?.[action] ?? current[area]?.[action] ?? false),
        ]),
      ),
    ]),
    ...personalDataAreas.map((area) => [
      area,
      Object.fromEntries(
        dataActions.map((action) => [action, input?.[area]?.[action] ?? current[area]?.[action] ?? false]),
      ),
    ]),
    [
      NEWSLETTER_AREA,
      Object.fromEntries(
        newsletterActions.map((action) => [
          action,
          input?.[NEWSLETTER_AREA]?.[action] ?? current[NEWSLETTER_AREA]?.[action] ?? false,
        ]),
      ),
    ],
  ]) as RolePermissions;
}

/**
 * Member is protected (the spec's rule), but its rights to personal data are the agency's to narrow
 * (ADR 0136): a change of Member may only touch the personal-data areas.
 */
export function touchesOnlyPersonalData(input: { role?: string; permissions?: PermissionsInput }): boolean {
  if (input.role !== undefined || input.permissions === undefined) return false;
  const sent = Object.entries(input.permissions).filter(([, rights]) => rights !== undefined);
  return sent.length > 0 && sent.every(([area]) => (personalDataAreas as readonly string[]).includes(area));
}

const areaRights = z.object(Object.fromEntries(areaActions.map((action) => [action, z.boolean()])));
const dataRights = z.object(Object.fromEntries(dataActions.map((action) => [action, z.boolean()])));
const newsletterRights = z.object(Object.fromEntries(newsletterActions.map((action) => [action, z.boolean()])));
const matrix = (areas: readonly string[]) => {
  const rows: [string, typeof areaRights][] = [
    ...areas.map((area): [string, typeof areaRights] => [area, areaRights]),
    ...personalDataAreas.map((area): [string, typeof areaRights] => [area, dataRights]),
    [NEWSLETTER_AREA, newsletterRights],
  ];
  return Object.fromEntries(rows);
};

/**
 * A role's stored matrix as the API shows it (content and personal-data areas), and the caller's
 * own report (those plus the superAdmin areas).
 */
export const permissionsSchema = z.object(matrix(contentAreas));
export const permissionsReportSchema = z.object(matrix([...contentAreas, ...superAdminAreas]));

export const privilegeSchema = z.object({
  _id: z.string(),
  role: z.string(),
  permissions: permissionsSchema,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type Privilege = z.infer<typeof privilegeSchema>;
