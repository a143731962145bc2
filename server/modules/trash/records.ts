import { eq } from "drizzle-orm";
import type { AuditEntity } from "../../../domain/audit.ts";
import type { TrashKind } from "../../../domain/trash.ts";
import type { ContentKind } from "../../cache/content-kinds.ts";
import type { Db } from "../../db/client.ts";
import { services } from "../../db/schema.ts";
import { selectCategoryById, toCategoryDto } from "../categories/queries.ts";
import type { VersionedRecord } from "../content-writes/revisions.ts";
import { selectJobs, toJobDto } from "../jobs/queries.ts";
import { selectPortfolio, toPortfolioDto } from "../portfolio/queries.ts";
import { selectServices, toServiceDto } from "../services/queries.ts";

/** Each trashed kind as the rest of the platform names it: what it changes, what audits it, how the API shows it. */
type TrashedKind = {
  content: ContentKind;
  entity: AuditEntity;
  /** Whether it belongs to a category (asked for again on restore when that category is gone). */
  inCategory: boolean;
  read(tx: Db, id: string): Promise<VersionedRecord>;
};

const readPortfolio = async (tx: Db, id: string) => toPortfolioDto((await selectPortfolio(tx, { id }))[0]);

export const trashedKinds: Record<TrashKind, TrashedKind> = {
  category: {
    content: "category",
    entity: "category",
    inCategory: false,
    read: async (tx, id) => toCategoryDto((await selectCategoryById(tx, id))[0]),
  },
  service: {
    content: "service",
    entity: "service",
    inCategory: true,
    read: async (tx, id) => toServiceDto((await selectServices(tx, eq(services.id, id)))[0]),
  },
  project: { content: "portfolio", entity: "project", inCategory: true, read: readPortfolio },
  product: { content: "portfolio", entity: "product", inCategory: true, read: readPortfolio },
  job: {
    content: "job",
    entity: "job",
    inCategory: false,
    read: async (tx, id) => toJobDto((await selectJobs(tx, { id, onlyActive: false }))[0]),
  },
};
