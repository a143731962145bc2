/**
 * Content areas a custom role can be granted rights in (the privileges matrix): the spec's, and
 * `redirects` (the redirects manager and the 404 log, ADR 0165).
 */
export const contentAreas = ["category", "services", "product", "projects", "career", "site", "redirects"] as const;
export type ContentArea = (typeof contentAreas)[number];

/** Areas that only superAdmin can manage; reported by GET /permission/by-admin. */
export const superAdminAreas = ["userManagement", "privilege", "logs"] as const;
export type SuperAdminArea = (typeof superAdminAreas)[number];

export const areaActions = ["create", "update", "statusChange"] as const;
export type AreaAction = (typeof areaActions)[number];

export type AreaRights = Record<AreaAction, boolean>;

/**
 * Areas that hold people's personal data (ADR 0136): `leads` (enquiries, potential customers,
 * newsletter subscribers) and `applications` (job applications and their resumes). Their rights are
 * read, update and export rather than the content areas' create, update and status change.
 */
export const personalDataAreas = ["leads", "applications"] as const;
export type PersonalDataArea = (typeof personalDataAreas)[number];

export const dataActions = ["read", "update", "export"] as const;
export type DataAction = (typeof dataActions)[number];

export type DataRights = Record<DataAction, boolean>;

/**
 * The newsletter (issue 72, ADR 0260): writing a campaign, changing one, and sending one (a test
 * send, a schedule, "send now"). Its own row of the matrix, since sending mail to every subscriber is
 * neither a content area's status change nor a personal-data right.
 */
export const newsletterActions = ["create", "update", "send"] as const;
export type NewsletterAction = (typeof newsletterActions)[number];
export type NewsletterRights = Record<NewsletterAction, boolean>;
export const NEWSLETTER_AREA = "newsletter";

/** Areas whose row of the matrix has the update right alone. */
const updateOnlyAreas: readonly ContentArea[] = ["site", "redirects"];

/**
 * The rights that mean something in an area. The site's content is only ever changed (never created
 * or switched on and off), so its row of the matrix has the update right alone (ADR 0101); so has
 * `redirects`, where one right covers reading, adding and removing them (ADR 0165).
 */
export function areaActionsFor(area: ContentArea): readonly AreaAction[] {
  return updateOnlyAreas.includes(area) ? ["update"] : areaActions;
}
export type RolePermissions = Record<ContentArea, AreaRights> &
  Record<PersonalDataArea, DataRights> & { [NEWSLETTER_AREA]: NewsletterRights };

export const SUPER_ADMIN_ROLE = "superAdmin";
export const MEMBER_ROLE = "Member";
export const protectedRoles = [SUPER_ADMIN_ROLE, MEMBER_ROLE] as const;

export function isProtectedRole(role: string): boolean {
  return (protectedRoles as readonly string[]).includes(role);
}

export function uniformPermissions(granted: boolean): RolePermissions {
  const rights: AreaRights = { create: granted, update: granted, statusChange: granted };
  const data: DataRights = { read: granted, update: granted, export: granted };
  return Object.fromEntries([
    ...contentAreas.map((area) => [area, { ...rights }]),
    ...personalDataAreas.map((area) => [area, { ...data }]),
    [NEWSLETTER_AREA, { create: granted, update: granted, send: granted }],
  ]) as RolePermissions;
}

/**
 * The personal-data rights every role had before the areas existed (ADR 0136): any signed-in admin
 * read, exported and moved along enquiries, subscribers and potential customers, and read and
 * exported applications with their resumes; moving an application along needed the career area's
 * update right. Migration 0021 gives every stored role these, and the seed gives them to Member.
 */
export function personalDataRightsBefore(
  content: Pick<RolePermissions, "career">,
): Record<PersonalDataArea, DataRights> {
  return {
    leads: { read: true, update: true, export: true },
    applications: { read: true, update: content.career.update, export: true },
  };
}

export function isSuperAdmin(role: string): boolean {
  return role === SUPER_ADMIN_ROLE;
}

/**
 * A stored matrix may predate an area or come from a partial request: every missing flag is false,
 * and superAdmin holds every right whatever is stored.
 */
export function effectivePermissions(role: string, stored: unknown): RolePermissions {
  if (isSuperAdmin(role)) return uniformPermissions(true);
  const source = (stored ?? {}) as Partial<Record<string, Partial<Record<string, unknown>>>>;
  return Object.fromEntries([
    ...contentAreas.map((area) => [
      area,
      Object.fromEntries(
        areaActions.map((action) => [action, areaActionsFor(area).includes(action) && source[area]?.[action] === true]),
      ),
    ]),
    ...personalDataAreas.map((area) => [
      area,
      Object.fromEntries(dataActions.map((action) => [action, source[area]?.[action] === true])),
    ]),
    [
      NEWSLETTER_AREA,
      Object.fromEntries(newsletterActions.map((action) => [action, source[NEWSLETTER_AREA]?.[action] === true])),
    ],
  ]) as RolePermissions;
}

/** Who asks: their role's name and its matrix. */
type Actor = { role: string; permissions: RolePermissions };

/** The one rule of every check below: superAdmin may do anything, anyone else what the role's matrix says. */
function allows<Area extends keyof RolePermissions>(
  actor: Actor,
  area: Area,
  action: keyof RolePermissions[Area],
): boolean {
  return isSuperAdmin(actor.role) || actor.permissions[area]?.[action] === true;
}

/** Create, update and status change in a content area. */
export const canPerform = (actor: Actor, area: ContentArea, action: AreaAction) => allows(actor, area, action);

/** Read, update or export people's data in a personal-data area. */
export const canUseData = (actor: Actor, area: PersonalDataArea, action: DataAction) => allows(actor, area, action);

/** Write, change or send a newsletter campaign. */
export const canUseNewsletter = (actor: Actor, action: NewsletterAction) => allows(actor, NEWSLETTER_AREA, action);

export type PermissionsReport = RolePermissions & Record<SuperAdminArea, AreaRights>;

/** What GET /permission/by-admin tells the back office, so it can mirror the server's rules. */
export function permissionsReport(role: string, stored: unknown): PermissionsReport {
  const superAdmin = isSuperAdmin(role);
  const managed = Object.fromEntries(
    superAdminAreas.map((area) => [area, { create: superAdmin, update: superAdmin, statusChange: superAdmin }]),
  ) as Record<SuperAdminArea, AreaRights>;
  return { ...effectivePermissions(role, stored), ...managed };
}
