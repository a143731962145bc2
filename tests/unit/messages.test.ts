import { describe, expect, it } from "vitest";
import { applicationMessages, applicationTextFields } from "../../domain/application-rules.ts";
import { contactFormMessages, contactMessages } from "../../domain/contact-rules.ts";
import { knownLocales } from "../../domain/locales.ts";
import { catalogues, messagesOf } from "../../domain/messages.ts";
import { en, type Messages } from "../../domain/messages-en.ts";
import { newsletterMessages } from "../../domain/newsletter-consent.ts";
import { defaultAcknowledgements } from "../../domain/site-defaults.ts";

/** Every word of a catalogue with its key path; a function is called with sample arguments. */
function wordsOf(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[path, String(value("X", 10))]];
  if (typeof value === "object" && value !== null)
    return Object.entries(value).flatMap(([key, inner]) => wordsOf(inner, path ? `${path}.${key}` : key));
  return [[path, ""]];
}

const keysOf = (value: unknown) => wordsOf(value).map(([path]) => path);

describe("message catalogues", () => {
  it("has one for every language, with the English keys exactly", () => {
    for (const locale of knownLocales) expect(keysOf(messagesOf(locale))).toEqual(keysOf(en));
  });

  it("has no empty word in any language (an Urdu thank-you may open with the job's title)", () => {
    for (const locale of knownLocales)
      for (const [path, word] of wordsOf(catalogues[locale]))
        if (path !== "application.thanks.0") expect(word.trim(), `${locale} ${path}`).not.toBe("");
  });

  it("says the specs' English texts verbatim, from where they live", () => {
    expect(en.contact).toMatchObject({ ...contactMessages, ...contactFormMessages });
    expect(en.application).toMatchObject(applicationMessages);
    expect(en.newsletter).toMatchObject(newsletterMessages);
    for (const [field, { label }] of Object.entries(applicationTextFields))
      expect(en.application.labels).toHaveProperty(field, label);
    expect(en.acknowledgement.enquiryText).toBe(defaultAcknowledgements.enquiry.text);
    expect(en.text.required("Resume")).toBe(applicationMessages.resumeRequired);
  });

  it("keeps the acknowledgements' placeholders, and no name in a subject", () => {
    for (const locale of knownLocales) {
      const words = messagesOf(locale).acknowledgement;
      expect(words.enquiryText).toContain("{name}");
      expect(words.applicationText).toContain("{job}");
      expect(words.applicationSubject).toContain("{job}");
      expect(`${words.enquirySubject}${words.applicationSubject}`).not.toContain("{name}");
    }
  });

  it("speaks Urdu in the Urdu catalogue", () => {
    const urdu = /[\u0600-\u06ff]/;
    for (const [path, word] of wordsOf(messagesOf("ur")))
      if (path !== "application.thanks.0") expect(word, path).toMatch(urdu);
  });

  it("rejects a catalogue that lacks a key", () => {
    // @ts-expect-error: the 404 page's words are missing.
    const partial: Messages = { ...en, notFound: { title: "x" } };
    expect(partial).toBeDefined();
  });
});
