import {
  type AreaAction,
  areaActions,
  type ContentArea,
  contentAreas,
  type DataAction,
  dataActions,
  NEWSLETTER_AREA,
  type NewsletterAction,
  newsletterActions,
  type PersonalDataArea,
  personalDataAreas,
} from "../../../../domain/roles.ts";

/** The matrix's rows and columns as the spec names them. */
export const areaLabels: Record<ContentArea, string> = {
  category: "Category",
  services: "Services",
  product: "Product",
  projects: "Projects",
  career: "Career",
  site: "Site",
  redirects: "Redirects",
};

/**
 * Every action's name, said once: an action one group shares with another (Create, Update) reads
 * the same in each.
 */
export const actionLabels: Record<AreaAction | DataAction | NewsletterAction, string> = {
  create: "Create",
  update: "Update",
  statusChange: "Status change",
  read: "Read",
  export: "Export",
  send: "Send",
};

/** The areas that hold people's personal data (ADR 0136), as the Privileges screen names them. */
export const personalDataAreaLabels: Record<PersonalDataArea, string> = {
  leads: "Leads",
  applications: "Applications",
};

/** What each personal-data area holds, said beside it so a superAdmin knows what a right exposes. */
export const personalDataAreaHolds: Record<PersonalDataArea, string> = {
  leads: "Enquiries, potential customers and newsletter subscribers",
  applications: "Job applications and applicants' resumes",
};

/** A table of rights: its areas (rows) and actions (columns) with their names, and what each area holds. */
export type RightsGroup<Area extends string, Action extends string> = {
  areas: readonly Area[];
  areaLabels: Record<Area, string>;
  actions: readonly Action[];
  actionLabels: Record<Action, string>;
  holds?: Record<Area, string>;
};

export const contentRights: RightsGroup<ContentArea, AreaAction> = {
  areas: contentAreas,
  areaLabels,
  actions: areaActions,
  actionLabels,
};

/** The newsletter's row (ADR 0260): write a campaign, change one, send one (test, schedule, send now). */
export const newsletterRights: RightsGroup<typeof NEWSLETTER_AREA, NewsletterAction> = {
  areas: [NEWSLETTER_AREA],
  areaLabels: { [NEWSLETTER_AREA]: "Newsletter" },
  actions: newsletterActions,
  actionLabels,
};

export const personalDataRights: RightsGroup<PersonalDataArea, DataAction> = {
  areas: personalDataAreas,
  areaLabels: personalDataAreaLabels,
  actions: dataActions,
  actionLabels,
  holds: personalDataAreaHolds,
};
