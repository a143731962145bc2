/** Navigation state asking /contact to scroll to its form (the spec's 'Contact Us' on product pages). */
export const scrollToFormState = { scrollToForm: true } as const;

export function wantsScrollToForm(state: unknown): boolean {
  return typeof state === "object" && state !== null && (state as { scrollToForm?: unknown }).scrollToForm === true;
}

/** The id of the contact form's section, also the target of the banner's 'Send message' link. */
export const CONTACT_FORM_ID = "contact-form";
