import { access } from "../../../domain/access.ts";
import { addressOf } from "../../../domain/addresses.ts";
import { jobCreateSchema, jobUpdateSchema } from "../../../domain/jobs.ts";
import { jobs } from "../../db/schema/content.ts";
import { declareKind } from "../../engines/content-kinds/declaration.ts";
import { pagesOf } from "../../engines/content-kinds/public-pages.ts";
import { noNarrowing } from "../../engines/drafts/draft-kind.ts";
import { parseForm } from "../../http/admin-answers.ts";
import { isUuid } from "../../lib/uuid.ts";
import { jobAdminRoutes } from "./admin-routes.ts";
import { createJob, jobChangeKinds, restoreJob, updateJob } from "./admin-service.ts";
import { selectJobs, toJobDto } from "./queries.ts";
import { getJob, listJobs } from "./reads.ts";
import { jobRoutes } from "./routes.ts";

/** A job (ADR 0150): no pictures; opening and closing it needs the career area's status right. */
export const jobKind = declareKind({
  kind: "job",
  table: jobs,
  key: jobs.id,
  slug: jobs.slug,
  publicPages: pagesOf(listJobs, addressOf.job),
  inCategory: false,
  read: async (tx, id) => toJobDto((await selectJobs(tx, { id, onlyActive: false }))[0]),
  routes: { folder: "jobs", public: jobRoutes, admin: jobAdminRoutes },
  restore: restoreJob,
  drafts: {
    rule: access.area("career", "update"),
    isId: isUuid,
    fields: () => jobUpdateSchema,
    read: (db, id) => getJob(db, id, { includeInactive: true }),
    authorize: noNarrowing,
    publish: (writes, id, fields, rights, expectedVersion) => {
      const input = jobUpdateSchema.parse(fields);
      return updateJob(
        writes,
        id,
        input,
        (current) => {
          if (jobChangeKinds(current, input).statusChanges) rights.requireArea("career", "statusChange");
        },
        expectedVersion,
      );
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
});
