/** Content areas a custom role can be granted rights in (the privileges matrix). */
export const contentAreas = ["category", "services", "product", "projects", "career"] as const;
export type ContentArea = (typeof contentAreas)[number];

/** Areas that only superAdmin can manage; reported by GET /permission/by-admin. */
export const superAdminAreas = ["userManagement", "privilege", "logs"] as const;
export type SuperAdminArea = (typeof superAdminAreas)[number];

export const areaActions = ["create", "update", "statusChange"] as const;
export type AreaAction = (typeof areaActions)[number];

export type AreaRights = Record<AreaAction, boolean>;
export type RolePermissions = Record<ContentArea, AreaRights>;

export const SUPER_ADMIN_ROLE = "superAdmin";
export const MEMBER_ROLE = "Member";
export const protectedRoles = [SUPER_ADMIN_ROLE, MEMBER_ROLE] as const;

export function isProtectedRole(role: string): boolean {
  return (protectedRoles as readonly string[]).includes(role);
}

export function uniformPermissions(granted: boolean): RolePermissions {
  const rights: AreaRights = { create: granted, update: granted, statusChange: granted };
  return Object.fromEntries(contentAreas.map((area) => [area, { ...rights }])) as RolePermissions;
}
