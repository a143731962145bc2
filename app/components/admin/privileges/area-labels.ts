import type { AreaAction, ContentArea } from "../../../../domain/roles.ts";

/** The matrix's rows and columns as the spec names them. */
export const areaLabels: Record<ContentArea, string> = {
  category: "Category",
  services: "Services",
  product: "Product",
  projects: "Projects",
  career: "Career",
  site: "Site",
};

export const actionLabels: Record<AreaAction, string> = {
  create: "Create",
  update: "Update",
  statusChange: "Status change",
};
