import { Quote } from "lucide-react";
import type { TestimonialCard } from "../../domain/testimonials";
import { defineScreen } from "../components/admin/plain-kinds/plain-screen";
import { defineSection } from "../components/public/kind-sections/kind-section";
import { HeadedSection } from "../components/public/ui/headed-section";
import { ResponsiveImage } from "../components/public/ui/responsive-image";

/** What the server's section read answers for a testimonial (the public pages load no zod). */
const isTestimonialCard = (item: unknown): item is TestimonialCard =>
  typeof item === "object" && item !== null && "quote" in item && "name" in item && "_id" in item;

/** Who said it, as one line under the quote: "Founder, Bazaar". */
const byline = ({ role, company }: TestimonialCard) => [role, company].filter(Boolean).join(", ");

/** Quotes, names and pictures only: a headed section's server markup, not hydrated (ADR 0116). */
function Testimonials({ items }: { items: readonly TestimonialCard[] }) {
  return (
    <HeadedSection
      id="testimonials-title"
      eyebrow="Testimonials"
      title="What our clients say"
      description="Words from the people we have built with."
      band="bg-slate-50 py-section"
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="testimonials">
        {items.map((item) => (
          <li key={item._id} className="flex flex-col rounded-2xl bg-white p-6 shadow-card">
            <Quote aria-hidden="true" className="size-8 text-brand-600" />
            <blockquote className="mt-4 flex-1 text-ink-800">
              <p className="whitespace-pre-line">{item.quote}</p>
            </blockquote>
            <div className="mt-6 flex items-center gap-4">
              {item.picture && (
                <ResponsiveImage
                  src={item.picture.url}
                  alt={item.name}
                  words={item.picture}
                  width={56}
                  height={56}
                  sizes="56px"
                  crop="1x1"
                  className="size-14 shrink-0 rounded-full object-cover"
                />
              )}
              <p className="min-w-0">
                <span className="block font-semibold text-ink-950">{item.name}</span>
                {byline(item) && <span className="block text-ink-600 text-sm">{byline(item)}</span>}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

/** Testimonials on the home page, a service's page and a project's page (issue 70, ADR 0283). */
export const section = defineSection("testimonial", isTestimonialCard, Testimonials);

/** The back office's Testimonials screen: its list and its form. */
export const screen = defineScreen("testimonial", async () => {
  // Loaded when the screen opens: the domain module brings zod, which the public pages must not load.
  const { testimonialCreateSchema, testimonialDefaults, testimonialDtoSchema, testimonialLimits, testimonialMessages } =
    await import("../../domain/testimonials");
  return {
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
  };
});
