import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { access } from "../../../domain/access.ts";
import { enquiryDtoSchema, enquiryStatusSchema, inboxMessages, listFormatQuery } from "../../../domain/inbox.ts";
import { messageWithData } from "../../http/admin-answers.ts";
import { errorAnswers, successMessage, successWith } from "../../http/answers.ts";
import type { CsvColumn } from "../../http/csv-export.ts";
import { idParams } from "../../http/ids.ts";
import { listOrCsv } from "../../http/list-or-csv.ts";
import { attributionCsvColumns } from "../attribution/stored-attribution.ts";
import { recordExport } from "../audit/exports.ts";
import { staffWritesOf } from "../staff-writes.ts";
import { type EnquiryRow, selectEnquiries, toEnquiryDto } from "./admin-queries.ts";
import { removeEnquiry, setEnquiryStatus } from "./service.ts";

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
  ...attributionCsvColumns<EnquiryRow>((r) => r),
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
        recordExport: () => recordExport(app.db, request, "enquiry", "Exported the enquiries as CSV"),
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
    async (request) => ({
      success: true as const,
      message: m.enquiryUpdated,
      data: await setEnquiryStatus(staffWritesOf(request), request.params.id, request.body.status),
    }),
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
      await removeEnquiry(staffWritesOf(request), request.params.id);
      return { success: true as const, message: m.enquiryDeleted };
    },
  );
};
