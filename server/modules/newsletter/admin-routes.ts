import { desc, eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { inboxMessages, listFormatQuery, subscriberDtoSchema } from "../../../domain/inbox.ts";
import type { Db } from "../../db/client.ts";
import { after, cursorOf, inPages, type PageCursor } from "../../db/keyset.ts";
import { newsletterSubscribers as subscribers } from "../../db/schema.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import { type CsvColumn, sendCsv } from "../../http/csv-export.ts";
import { notFound } from "../../http/http-error.ts";
import { idParams, isUuid } from "../../http/ids.ts";
import { toIso } from "../../http/schemas.ts";

const tags = ["newsletter"];

/** Newest first; a page after `cursor` when given. */
async function selectSubscribers(db: Db, page: { cursor?: PageCursor; limit?: number } = {}) {
  const query = db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      createdAt: subscribers.createdAt,
      at: cursorOf(subscribers.createdAt),
    })
    .from(subscribers)
    .where(after(subscribers.createdAt, subscribers.id, page.cursor))
    .orderBy(desc(subscribers.createdAt), desc(subscribers.id));
  const rows = await (page.limit ? query.limit(page.limit) : query);
  return rows.map((row) => ({ ...row, cursor: { at: row.at, id: row.id } }));
}

type SubscriberRow = Awaited<ReturnType<typeof selectSubscribers>>[number];

const csvColumns: CsvColumn<SubscriberRow>[] = [
  { header: "Subscribed", value: (r) => r.createdAt },
  { header: "Email", value: (r) => r.email },
];

export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/newsletter",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Every subscriber, newest first (?format=csv for a spreadsheet)",
        querystring: listFormatQuery,
        response: { 200: successWith("data", z.array(subscriberDtoSchema)), ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        return sendCsv(
          reply,
          "subscribers",
          inPages((cursor, limit) => selectSubscribers(app.db, { cursor, limit })),
          csvColumns,
        );
      }
      const rows = await selectSubscribers(app.db);
      return {
        success: true as const,
        data: rows.map((r) => ({ _id: r.id, subscriberEmail: r.email, createdAt: toIso(r.createdAt) })),
      };
    },
  );

  app.delete(
    "/newsletter/delete/:id",
    {
      config: { access: access.superAdmin("deleteSubscriber") },
      schema: {
        tags,
        summary: "Remove a subscriber",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = isUuid(id)
        ? await app.db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id })
        : [];
      if (deleted.length === 0) throw notFound(inboxMessages.subscriberNotFound);
      return { success: true as const, message: inboxMessages.subscriberDeleted };
    },
  );
};
