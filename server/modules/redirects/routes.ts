import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { listAnswer } from "../../../domain/list-paging.ts";
import {
  ignorePathsSchema,
  importAnswerSchema,
  notFoundListQuery,
  notFoundRowSchema,
  REDIRECT_IMPORT_BYTES_MAX,
  redirectCreateSchema,
  redirectDtoSchema,
  redirectImportSchema,
  redirectListQuery,
  redirectMessages,
  redirectUpdateSchema,
} from "../../../domain/redirects.ts";
import { csvOf } from "../../db/csv-batches.ts";
import { staffWritesOf } from "../../engines/content-writes/staff-writes.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage } from "../../http/answers.ts";
import { idParams } from "../../http/id-params.ts";
import { listOrCsv, listPage } from "../../http/list-or-csv.ts";
import { recordExport } from "../audit/exports.ts";
import { pagedList } from "../paged-list.ts";
import { readImport } from "./csv-import.ts";
import { notFoundList } from "./not-found-queries.ts";
import {
  type RedirectRow,
  redirectCsvBatch,
  redirectCsvFields,
  redirectOrder,
  redirectTotal,
  selectRedirects,
  toRedirectDto,
  withTargets,
} from "./queries.ts";
import {
  createRedirect,
  deleteRedirect,
  ignoreNotFound,
  importRedirects,
  type RedirectChanges,
  updateRedirect,
} from "./service.ts";

const tags = ["redirects"];
const rule = { access: access.area("redirects", "update") };

export type RedirectRoutesOptions = {
  changes: RedirectChanges;
  /** The site's own address: a plugin's full URL on its host is a path of this site (an import). */
  publicUrl: string;
  /** The agency's zone: the download's moments are written in it (SITE_TIME_ZONE). */
  timeZone: string;
};

/**
 * The redirects manager and the 404 log (docs/api.md "Addresses: slugs, redirects, 404 log, search
 * settings", ADR 0165): the `redirects` area's right opens every call; every write is audited.
 */
export const redirectRoutes: FastifyPluginAsyncZod<RedirectRoutesOptions> = async (
  app,
  { changes, publicUrl, timeZone },
) => {
  // Where a redirect sends a visitor today, and whether that is redirected again.
  const dto = async (row: RedirectRow) => {
    const [shown] = await withTargets(app.db, [row]);
    return toRedirectDto(shown);
  };

  // An import may be sent as the file itself.
  app.addContentTypeParser(
    ["text/csv", "text/plain"],
    { parseAs: "string", bodyLimit: REDIRECT_IMPORT_BYTES_MAX },
    (_request, body, done) => done(null, { csv: body }),
  );

  app.get(
    "/redirects",
    {
      config: rule,
      schema: {
        tags,
        summary: "Redirects: a page with page/limit, searched with q (from and to), sorted; ?format=csv for the file",
        querystring: redirectListQuery,
        response: { 200: listAnswer(redirectDtoSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    (request, reply) => {
      const filter = { q: request.query.q };
      return listOrCsv(reply, request.query, {
        name: "redirects",
        filters: filter,
        read: async (window) => withTargets(app.db, await selectRedirects(app.db, filter, window)),
        total: () => redirectTotal(app.db, filter),
        order: redirectOrder(request.query.sort),
        csv: csvOf(app.db, redirectCsvFields, redirectCsvBatch(app.db, filter), timeZone),
        toDto: toRedirectDto,
        requireExport: () => {},
        recordExport: () => recordExport(app.db, request, "redirect", "Exported the redirects as CSV"),
      });
    },
  );

  app.post(
    "/redirects",
    {
      config: rule,
      schema: {
        tags,
        summary: "Add a redirect: from → to (a site path, an external URL marked external, or a record), 301/302/410",
        body: redirectCreateSchema,
        response: { 201: messageWithData(redirectDtoSchema), ...errorAnswers(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const row = await createRedirect(staffWritesOf(request), changes, request.body);
      return reply.code(201).send({ success: true as const, message: redirectMessages.created, data: await dto(row) });
    },
  );

  app.patch(
    "/redirects/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Change a redirect (the same rules as adding one)",
        params: idParams,
        body: redirectUpdateSchema,
        response: { 200: messageWithData(redirectDtoSchema), ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await updateRedirect(staffWritesOf(request), changes, request.params.id, request.body);
      return { success: true as const, message: redirectMessages.updated, data: await dto(row) };
    },
  );

  app.delete(
    "/redirects/:id",
    {
      config: rule,
      schema: {
        tags,
        summary: "Remove a redirect: its address answers as it would without one",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteRedirect(staffWritesOf(request), changes, request.params.id);
      return { success: true as const, message: redirectMessages.deleted };
    },
  );

  app.post(
    "/redirects/import",
    {
      config: rule,
      bodyLimit: REDIRECT_IMPORT_BYTES_MAX,
      schema: {
        tags,
        summary:
          "Import redirects from CSV, read by its header: ours (`from,to,status`, optionally `external,note,record`), the Redirection plugin's, Yoast's or Rank Math's export; sent as text/csv or { csv }; answers line by line",
        body: redirectImportSchema,
        response: { 200: importAnswerSchema, ...errorAnswers(400, 401, 403, 413) },
      },
    },
    async (request) => {
      const { format, candidates } = readImport(request.body.csv, publicUrl);
      const lines = await importRedirects(staffWritesOf(request), changes, candidates);
      const count = (...outcomes: string[]) => lines.filter((line) => outcomes.includes(line.outcome)).length;
      return {
        success: true as const,
        message: redirectMessages.imported,
        data: {
          format,
          taken: count("created", "updated"),
          skipped: count("skipped"),
          refused: count("refused"),
          lines,
        },
      };
    },
  );

  app.get(
    "/not-found-log",
    {
      config: rule,
      schema: {
        tags,
        summary:
          "Public addresses that answered 404, most hit first; those with a redirect left out; ignored=true for the ignored, probes=false without scanners",
        querystring: notFoundListQuery,
        response: { 200: listAnswer(notFoundRowSchema), ...errorAnswers(400, 401, 403) },
      },
    },
    (request, reply) => {
      const { q, ignored, probes, sort } = request.query;
      const filter = { q, ignored, probes };
      return listPage(reply, request.query, pagedList(app.db, notFoundList, filter, sort));
    },
  );

  app.post(
    "/not-found-log/ignore",
    {
      config: rule,
      schema: {
        tags,
        summary: "Ignore addresses of the 404 log (or, with ignored: false, bring them back)",
        body: ignorePathsSchema,
        response: { 200: messageWithData(z.object({ changed: z.number().int() })), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const changed = await ignoreNotFound(staffWritesOf(request), request.body.paths, request.body.ignored);
      return { success: true as const, message: redirectMessages.ignored, data: { changed } };
    },
  );
};
