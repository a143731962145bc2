/** The job application's limit and texts, without zod, for the form in the browser (schema: application.ts). */
export const RESUME_MAX_BYTES = 10 * 1024 * 1024;

export const applicationMessages = {
  emailInvalid: "Please enter a valid email address",
  resumeRequired: "Resume is required",
  resumeTooLarge: "Resume must be 10 MB or smaller",
  jobNotFound: "Job not found",
  submitted: "Form submitted successfully",
} as const;
