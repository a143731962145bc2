import {
  type AreaAction,
  type ContentArea,
  canPerform,
  canUseData,
  canUseNewsletter,
  type DataAction,
  isSuperAdmin,
  type NewsletterAction,
  type PersonalDataArea,
  type RolePermissions,
} from "./roles.ts";

/** What a caller without the right is told: 403 "You do not have permission to <action>". */
export function forbiddenMessage(action: string): string {
  return `You do not have permission to ${action}`;
}

/** How the content areas are named in messages (career covers jobs and their applications). */
export const areaNouns: Record<ContentArea, string> = {
  category: "category",
  services: "service",
  product: "product",
  projects: "project",
  career: "job",
  site: "site content",
  redirects: "redirects",
};

export function areaActionPhrase(areas: readonly ContentArea[], action: AreaAction): string {
  const nouns = areas.map((area) => areaNouns[area]).join(" or ");
  if (action === "statusChange") return `change ${nouns} status`;
  return `${action} ${nouns}`;
}

/** How the personal-data areas are named in messages: "You do not have permission to export leads". */
export const personalDataNouns: Record<PersonalDataArea, string> = {
  leads: "leads",
  applications: "applications",
};

export function dataActionPhrase(area: PersonalDataArea, action: DataAction): string {
  return `${action} ${personalDataNouns[area]}`;
}

/** "You do not have permission to send newsletters". */
export function newsletterActionPhrase(action: NewsletterAction): string {
  return `${action} newsletters`;
}

/** Everything only superAdmin may do, with the wording of its 403. Add a key for a new route. */
export const superAdminActions = {
  manageUsers: "manage admin users",
  managePrivileges: "manage privileges",
  readLogs: "read request logs",
  readAudit: "read the audit log",
  updateAlertHeading: "update the alert heading",
  deleteCategory: "delete category",
  deleteService: "delete service",
  deletePortfolioItem: "delete project or product",
  deleteJob: "delete job",
  deletePage: "delete page",
  deleteArticle: "delete article",
  deleteApplication: "delete application",
  deleteEnquiry: "delete enquiry",
  deleteSubscriber: "delete subscriber",
  deletePotentialCustomer: "delete potential customer",
  erasePersonalData: "erase personal data",
  manageWebhooks: "manage webhooks",
  manageBackups: "manage backups",
  manageApiKeys: "manage API keys",
  manageTrash: "restore from the trash",
  deleteForever: "delete forever",
  importWordPress: "import a WordPress site",
} as const;
export type SuperAdminAction = keyof typeof superAdminActions;

/** Things an admin may only do to their own account. */
export const selfActions = {
  updateProfile: "update another admin's profile",
} as const;
export type SelfAction = keyof typeof selfActions;

/**
 * Who may call a route. Every /api/v1 route declares exactly one (docs/decisions/0022):
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in admin (reads of content, inbox, counts, potential customers);
 * - area: superAdmin, or a role whose matrix grants `action` in one of `areas`;
 * - data: superAdmin, or a role whose matrix grants `action` in the personal-data `area` (ADR 0136);
 * - newsletter: superAdmin, or a role whose matrix grants `action` in the newsletter row (ADR 0260);
 * - superAdmin: superAdmin only (deletes, users, privileges, logs, alert heading);
 * - self: the signed-in admin, when the route parameter `param` is their own id.
 */
export type AccessRule =
  | { kind: "public" }
  | { kind: "signedIn" }
  | { kind: "area"; areas: readonly ContentArea[]; action: AreaAction }
  | { kind: "data"; area: PersonalDataArea; action: DataAction }
  | { kind: "newsletter"; action: NewsletterAction }
  | { kind: "superAdmin"; action: SuperAdminAction }
  | { kind: "self"; action: SelfAction; param: string };

export const access = {
  public: { kind: "public" } as AccessRule,
  signedIn: { kind: "signedIn" } as AccessRule,
  area: (areas: ContentArea | readonly ContentArea[], action: AreaAction): AccessRule => ({
    kind: "area",
    areas: typeof areas === "string" ? [areas] : areas,
    action,
  }),
  data: (area: PersonalDataArea, action: DataAction): AccessRule => ({ kind: "data", area, action }),
  newsletter: (action: NewsletterAction): AccessRule => ({ kind: "newsletter", action }),
  superAdmin: (action: SuperAdminAction): AccessRule => ({ kind: "superAdmin", action }),
  self: (action: SelfAction, param = "id"): AccessRule => ({ kind: "self", action, param }),
};

export type Actor = { id: string; role: string; permissions: RolePermissions };

/**
 * The one decision behind every admin call, for a signed-in actor: null when allowed, otherwise the
 * 403 message. `targetId` is the route parameter a `self` rule names.
 */
export function deniedMessage(rule: AccessRule, actor: Actor, targetId?: string): string | null {
  switch (rule.kind) {
    case "public":
    case "signedIn":
      return null;
    case "area":
      return rule.areas.some((area) => canPerform(actor, area, rule.action))
        ? null
        : forbiddenMessage(areaActionPhrase(rule.areas, rule.action));
    case "data":
      return canUseData(actor, rule.area, rule.action)
        ? null
        : forbiddenMessage(dataActionPhrase(rule.area, rule.action));
    case "newsletter":
      return canUseNewsletter(actor, rule.action) ? null : forbiddenMessage(newsletterActionPhrase(rule.action));
    case "superAdmin":
      return isSuperAdmin(actor.role) ? null : forbiddenMessage(superAdminActions[rule.action]);
    case "self":
      return targetId === actor.id ? null : forbiddenMessage(selfActions[rule.action]);
  }
}

/** What the access decision hands a route, so it never decides access again itself. */
export type RequestAccess = {
  /** Whether inactive products and jobs are visible to the caller: any signed-in admin. */
  readonly seesInactive: boolean;
  /**
   * The route's rule narrowed once the request shows which area it touches (a portfolio item's
   * type, a status change inside an update): the contract's 401 or 403 unless the caller holds it.
   */
  requireArea(area: ContentArea, action: AreaAction): void;
  /** The same for a personal-data right the request turns out to need (an export of a list it may read). */
  requireData(area: PersonalDataArea, action: DataAction): void;
  /** Whether the caller holds a personal-data right, for answers that leave out what it may not read. */
  holdsData(area: PersonalDataArea, action: DataAction): boolean;
};
