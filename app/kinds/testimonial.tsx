import {
  testimonialCreateSchema,
  testimonialDefaults,
  testimonialDtoSchema,
  testimonialLimits,
  testimonialMessages,
} from "../../domain/testimonials";
import { defineScreen } from "../components/admin/plain-kinds/plain-screen";

/** The back office's Testimonials screen: its list and its form. */
export const screen = defineScreen({
  kind: "testimonial",
  description: "Client quotes shown on the home page, on service pages and on their project's page",
  create: testimonialCreateSchema,
  dto: testimonialDtoSchema,
  defaults: testimonialDefaults,
  updated: testimonialMessages.updated,
  nameField: "name",
  columns: [
    { field: "name", header: "Name" },
    { field: "company", header: "Company" },
    { field: "order", header: "Order" },
  ],
  fields: [
    { name: "quote", label: "Quote", input: "textarea", required: true, limit: testimonialLimits.quoteMax },
    { name: "name", label: "Name", input: "text", required: true },
    { name: "role", label: "Role", input: "text", hint: "e.g. Founder" },
    { name: "company", label: "Company", input: "text" },
    { name: "imageId", label: "Photo or logo", input: "picture" },
    {
      name: "projectId",
      label: "Project",
      input: "project",
      hint: "Shown on that project's page and its services' pages",
    },
    { name: "order", label: "Order", input: "number", hint: "Lower numbers are shown first" },
    { name: "isActive", label: "Shown on the site", input: "switch" },
  ],
});
