/**
 * The acknowledgement e-mails' placeholders (Site settings, contact and careers parts), without zod:
 * the back office's hints and the server's mails name them from here.
 */
export const acknowledgementPlaceholders = { name: "{name}", job: "{job}" } as const;

/** What fills the placeholders for one visitor; `job` only for an application. */
export type AcknowledgementValues = { name: string; job?: string };

/** A subject or text with its placeholders filled in (a placeholder with no value is left out). */
export function fillAcknowledgement(template: string, values: AcknowledgementValues): string {
  return template
    .replaceAll(acknowledgementPlaceholders.name, values.name)
    .replaceAll(acknowledgementPlaceholders.job, values.job ?? "");
}

/**
 * Added to an acknowledgement that nobody could answer (no site e-mail, a no-reply sender): the
 * visitor is told how to write again instead of answering into the void.
 */
export const acknowledgementWithoutAnswers =
  "Replies to this e-mail are not read: to write to us again, please use the form on our website.";
