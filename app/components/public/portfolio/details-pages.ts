import type { PortfolioType } from "../../../../domain/enums";

/**
 * What differs between /project-details and /product-details: the texts of the spec's two pages
 * (the product page's missing text says "project" in the spec too) and the list each one goes back to.
 */
export const detailsPages = {
  project: {
    path: "/project-details",
    noun: "Project",
    missingText: "No project data found.",
    list: { label: "Projects", to: "/projects" },
  },
  product: {
    path: "/product-details",
    noun: "Product",
    missingText: "No project data available.",
    list: { label: "Products", to: "/products" },
  },
} as const satisfies Record<
  PortfolioType,
  { path: string; noun: string; missingText: string; list: { label: string; to: string } }
>;
