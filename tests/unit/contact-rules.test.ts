import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactIssues, contactSchemaOf } from "../../domain/contact.ts";
import { emailPattern } from "../../domain/text-patterns.ts";

const valid = {
  fullname: "Ayesha Khan",
  message: "We need a website for our clinic.",
  phone: "03001234567",
  email: "ayesha@example.com",
  address: "12 Mall Road, Lahore",
};

/** The browser's check (no zod, no libphonenumber) and the server's schema must agree on every form. */
const cases: Record<string, unknown>[] = [
  valid,
  { ...valid, fullname: "Al", message: "short", phone: "1" },
  { ...valid, fullname: "  Al  " },
  { ...valid, fullname: "x".repeat(101) },
  { ...valid, message: "too short" },
  { ...valid, message: "x".repeat(5001) },
  { ...valid, phone: "+923001234567" },
  { ...valid, phone: "0300-1234567" },
  { ...valid, phone: "+31 20 123 4567" },
  { ...valid, phone: "0300123456" },
  { ...valid, phone: "+92300123456" },
  { ...valid, phone: "03001234567 " },
  { ...valid, email: "not-an-email" },
  { ...valid, email: `${"a".repeat(250)}@x.co` },
  { ...valid, address: "   " },
  { ...valid, address: "x".repeat(301) },
  {},
  { fullname: 42, message: null },
];

/** The server's issues, one per field (its first), as the form shows them. */
function serverIssues(fields: Record<string, unknown>, international: boolean) {
  const parsed = contactSchemaOf({ international }).safeParse(fields);
  const issues: { field: string; message: string }[] = [];
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!issues.some((known) => known.field === field)) issues.push({ field, message: issue.message });
  }
  return issues;
}

describe("contactIssues (the form's check in the browser)", () => {
  it("names every field the server refuses, with its words and in its order; a phone it lets through is the server's to refuse", () => {
    for (const international of [true, false]) {
      for (const fields of cases) {
        const server = serverIssues(fields, international);
        const browser = contactIssues(fields);
        // Leniency only on the phone: what the browser refuses the server refuses with the same words.
        expect(browser, JSON.stringify(fields)).toEqual(
          server.filter((issue) => issue.field !== "phone" || browser.some((mine) => mine.field === "phone")),
        );
      }
    }
  });

  it("lists every refused field at once, in the spec's order", () => {
    expect(contactIssues({})).toEqual([
      { field: "fullname", message: "Name field cannot be shorter then 3 characters" },
      { field: "message", message: "Please write proper query message" },
      { field: "phone", message: "Please enter a valid Pakistani phone number." },
      { field: "email", message: "Please enter a valid email address" },
      { field: "address", message: "Address is required" },
    ]);
    expect(contactIssues(valid)).toEqual([]);
  });
});

it("accepts and refuses the same addresses as zod's own email pattern", () => {
  const addresses = [
    "a@b.co",
    "first.last+tag@example.com",
    "o'brien@example.pk",
    "a-b_c@sub-domain.example.org",
    "no-at-sign",
    "a@b",
    "a@b.c",
    ".a@b.co",
    "a..b@b.co",
    "a@-b.co",
    "a b@c.co",
    "a@b.co ",
    "\u00e9@b.co",
  ];
  for (const address of addresses) expect(emailPattern.test(address), address).toBe(z.regexes.email.test(address));
});
