/**
 * The name of the spam-trap field of the public forms, apart from its zod schema so a page can
 * render the field without shipping zod to the browser.
 */
export const HONEYPOT_FIELD = "website";
