import type { z } from "zod";
import { type AccessRule, access, type RequestAccess } from "../../../domain/access.ts";
import { categoryUpdateSchema } from "../../../domain/categories.ts";
import { imageMessages } from "../../../domain/images.ts";
import { jobCreateSchema, jobUpdateSchema } from "../../../domain/jobs.ts";
import { portfolioAreas, portfolioCreateSchema, portfolioUpdateSchema } from "../../../domain/portfolio.ts";
import { serviceUpdateSchema } from "../../../domain/services.ts";
import type { Db } from "../../db/client.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { updateCategory } from "../categories/admin-service.ts";
import { getCategory } from "../categories/reads.ts";
import type { FromDraft } from "../content-writes/from-draft.ts";
import { createJob, jobChangeKinds, updateJob } from "../jobs/admin-service.ts";
import { getJob } from "../jobs/reads.ts";
import { authorizeUpdate } from "../portfolio/admin-rights.ts";
import { createPortfolioItem, updatePortfolioItem } from "../portfolio/admin-service.ts";
import { getPortfolioItem } from "../portfolio/reads.ts";
import { updateService } from "../services/admin-service.ts";
import { getService } from "../services/reads.ts";
import type { StaffWrites } from "../staff-writes.ts";

export type DraftableKind = "category" | "service" | "portfolio" | "job";

/** A record as the back office shows it (its admin shape). */
type AdminRecord = Record<string, unknown> & { version: number };

/**
 * What drafts need of one content kind: its path word, the right a draft of it needs, its update's
 * fields, how to read a record (inactive ones too), and how a draft is published — through the
 * kind's own update, so a publish is one unit of work with its revision, audit entry and cache drop.
 */
export type DraftKind = {
  path: string;
  kind: DraftableKind;
  rule: AccessRule;
  fields: z.ZodType<Record<string, unknown>>;
  read(db: Db, id: string): Promise<AdminRecord | null>;
  /** Narrows the rule on the record (a portfolio item's own area); nothing for the others. */
  authorize(access: RequestAccess, record: AdminRecord): void;
  publish(
    writes: StaffWrites,
    id: string,
    fields: Record<string, unknown>,
    access: RequestAccess,
  ): Promise<AdminRecord>;
  /**
   * Saving a new record as a draft (`draft: true` on its create): absent where the kind's create
   * does not take it yet (ADR 0122, dated section "draft: true on create").
   */
  create?: {
    /** The create's file field, when it takes files (stored with the draft). */
    file?: string;
    /** Any of the create's fields: what such a draft holds, checked as a draft save is. */
    fields: z.ZodType<Record<string, unknown>>;
    /** The create's right, on the draft's fields (a portfolio item's area comes from its type). */
    authorize(access: RequestAccess, fields: Record<string, unknown>): void;
    /** Runs the kind's own create with the draft's fields (the create's 400 when one is missing). */
    publish(
      writes: StaffWrites,
      fromDraft: FromDraft,
      fields: Record<string, unknown>,
      access: RequestAccess,
    ): Promise<AdminRecord>;
  };
  /** Takes the record off the public site (a job closing); absent where the kind has no such switch. */
  unpublish?: {
    /** Whether the caller may schedule it (checked when scheduling: the scheduler acts for them). */
    authorize(access: RequestAccess, record: AdminRecord): void;
    run(writes: StaffWrites, id: string, access: RequestAccess): Promise<AdminRecord>;
  };
};

const noNarrowing = () => {};

/** The area a new portfolio item's draft is created in: its type's (a project unless it says product). */
const areaOfFields = (fields: Record<string, unknown>) =>
  portfolioAreas[fields.type === "product" ? "product" : "project"];

/** A portfolio item's own area: projects for a project, product for a product. */
const areaOf = (record: AdminRecord) => portfolioAreas[record.type === "product" ? "product" : "project"];

export const draftKinds: readonly DraftKind[] = [
  {
    path: "category",
    kind: "category",
    rule: access.area("category", "update"),
    fields: categoryUpdateSchema,
    read: getCategory,
    authorize: noNarrowing,
    publish: (writes, id, fields) => updateCategory(writes, id, categoryUpdateSchema.parse(fields), undefined),
  },
  {
    path: "services",
    kind: "service",
    rule: access.area("services", "update"),
    fields: serviceUpdateSchema,
    read: getService,
    authorize: noNarrowing,
    publish: (writes, id, fields) => updateService(writes, id, serviceUpdateSchema.parse(fields), undefined),
  },
  {
    path: "job",
    kind: "job",
    rule: access.area("career", "update"),
    fields: jobUpdateSchema,
    read: (db, id) => getJob(db, id, { includeInactive: true }),
    authorize: noNarrowing,
    publish: (writes, id, fields, rights) => {
      const input = jobUpdateSchema.parse(fields);
      return updateJob(writes, id, input, (current) => {
        if (jobChangeKinds(current, input).statusChanges) rights.requireArea("career", "statusChange");
      });
    },
    create: {
      fields: jobUpdateSchema,
      authorize: (rights, fields) => {
        rights.requireArea("career", "create");
        if (fields.isActive === false) rights.requireArea("career", "statusChange");
      },
      publish: (writes, fromDraft, fields, rights) => {
        const input = parseForm(jobCreateSchema, fields);
        if (input.isActive === false) rights.requireArea("career", "statusChange");
        return createJob(writes, input, fromDraft);
      },
    },
    unpublish: {
      authorize: (rights) => rights.requireArea("career", "statusChange"),
      run: (writes, id, rights) =>
        updateJob(writes, id, { isActive: false }, () => rights.requireArea("career", "statusChange")),
    },
  },
  {
    path: "project",
    kind: "portfolio",
    // Narrowed inside to the item's own area (projects or product).
    rule: access.signedIn,
    fields: portfolioUpdateSchema,
    read: (db, id) => getPortfolioItem(db, id, { includeInactive: true }),
    authorize: (rights, record) => rights.requireArea(areaOf(record), "update"),
    publish: (writes, id, fields, rights) => {
      const input = portfolioUpdateSchema.parse(fields);
      return updatePortfolioItem(writes, id, input, authorizeUpdate(rights, input));
    },
    create: {
      file: "image",
      fields: portfolioCreateSchema.partial(),
      authorize: (rights, fields) => {
        rights.requireArea(areaOfFields(fields), "create");
        if (fields.isActive === false) rights.requireArea(areaOfFields(fields), "statusChange");
      },
      publish: (writes, fromDraft, fields, rights) => {
        const missing = fromDraft.images.length === 0 && { path: "image", message: imageMessages.atLeastOne };
        const input = parseForm(portfolioCreateSchema, fields, [missing]);
        rights.requireArea(portfolioAreas[input.type], "create");
        if (input.isActive === false) rights.requireArea(portfolioAreas[input.type], "statusChange");
        return createPortfolioItem(writes, input, [], fromDraft);
      },
    },
    unpublish: {
      authorize: (rights, record) => rights.requireArea(areaOf(record), "statusChange"),
      run: (writes, id, rights) =>
        updatePortfolioItem(writes, id, { isActive: false }, authorizeUpdate(rights, { isActive: false })),
    },
  },
];
