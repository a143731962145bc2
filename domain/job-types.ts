/**
 * A job's location and employment type: the values and defaults, free of zod so public pages (the
 * job cards, the JobPosting JSON-LD) can import them without carrying the validation library.
 */
/** A job's location and employment type before staff change them (the specs' job page texts). */
export const JOB_LOCATION = "Lahore, Punjab, Pakistan";
export const JOB_EMPLOYMENT_TYPE = "Full Time";
/** The employment types a job may have. */
export const employmentTypeNames = ["Full Time", "Part Time", "Contract", "Internship", "Temporary"] as const;
export type EmploymentType = (typeof employmentTypeNames)[number];
/** Each employment type as schema.org's JobPosting names it. */
export const schemaOrgEmploymentType: Record<EmploymentType, string> = {
  "Full Time": "FULL_TIME",
  "Part Time": "PART_TIME",
  Contract: "CONTRACTOR",
  Internship: "INTERN",
  Temporary: "TEMPORARY",
};
