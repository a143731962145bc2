import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { enquiryDtoSchema, enquiryStatusSchema, inboxMessages, listFormatQuery } from "../../../domain/inbox.ts";
import { enquiries } from "../../db/schema.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import type { CsvColumn } from "../../http/csv-export.ts";
import { notFound } from "../../http/http-error.ts";
import { idParams } from "../../http/ids.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { isUuid } from "../../lib/uuid.ts";
import { type EnquiryRow, selectEnquiries, toEnquiryDto } from "./admin-queries.ts";

const tags = ["enquiries"];
const m = inboxMessages;

const csvColumns: CsvColumn<EnquiryRow>[] = [
  { header: "Received", value: (r) => r.createdAt },
  { header: "Name", value: (r) => r.fullname },
  { header: "Email", value: (r) => r.email },
  { header: "Phone", value: (r) => r.phone },
  { header: "Address", value: (r) => r.address },
  { header: "Message", value: (r) => r.message },
  { header: "Source", value: (r) => r.source },
  { header: "Status", value: (r) => r.status },
];

/** Enquiries belong to no area: any signed-in admin reads them and sets their status. */
export const contactAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/contact",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Every enquiry, newest first (?format=csv for a spreadsheet)",
        querystring: listFormatQuery,
        response: { 200: successWith("data", z.array(enquiryDtoSchema)), ...errorAnswers(400, 401) },
      },
    },
    (request, reply) =>
      listOrCsv(reply, request.query.format, {
        name: "enquiries",
        read: (page) => selectEnquiries(app.db, page),
        columns: csvColumns,
        toDto: toEnquiryDto,
      }),
  );

  app.patch(
    "/contact/update/:id",
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: "Mark an enquiry pending or completed",
        params: idParams,
        body: enquiryStatusSchema,
        response: { 200: messageWithData(enquiryDtoSchema), ...errorAnswers(400, 401, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const [row] = isUuid(id)
        ? await app.db
            .update(enquiries)
            .set({ status: request.body.status, updatedAt: new Date() })
            .where(eq(enquiries.id, id))
            .returning()
        : [];
      if (!row) throw notFound(m.enquiryNotFound);
      return { success: true as const, message: m.enquiryUpdated, data: toEnquiryDto(row) };
    },
  );

  app.delete(
    "/contact/delete/:id",
    {
      config: { access: access.superAdmin("deleteEnquiry") },
      schema: {
        tags,
        summary: "Delete an enquiry",
        params: idParams,
        response: { 200: successMessage, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const deleted = isUuid(id)
        ? await app.db.delete(enquiries).where(eq(enquiries.id, id)).returning({ id: enquiries.id })
        : [];
      if (deleted.length === 0) throw notFound(m.enquiryNotFound);
      return { success: true as const, message: m.enquiryDeleted };
    },
  );
};
