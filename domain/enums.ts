export const portfolioTypes = ["project", "product"] as const;
export type PortfolioType = (typeof portfolioTypes)[number];

export const enquiryStatuses = ["pending", "completed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const genders = ["Male", "Female"] as const;
export type Gender = (typeof genders)[number];

/** Where a potential customer was first seen; the contact form may also send its own source. */
export const leadSources = ["contact", "newsletter", "career", "quotation", "catalog"] as const;
export type LeadSource = (typeof leadSources)[number];
