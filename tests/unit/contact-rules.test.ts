import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactIssue, contactProblem, contactSchema } from "../../domain/contact.ts";
import { emailPattern } from "../../domain/text-patterns.ts";

const valid = {
  fullname: "Ayesha Khan",
  message: "We need a website for our clinic.",
  phone: "03001234567",
  email: "ayesha@example.com",
  address: "12 Mall Road, Lahore",
};

/** The browser's check (no zod) and the server's schema must agree on every form. */
const cases: Record<string, unknown>[] = [
  valid,
  { ...valid, fullname: "Al", message: "short", phone: "1" },
  { ...valid, fullname: "  Al  " },
  { ...valid, fullname: "x".repeat(101) },
  { ...valid, message: "too short" },
  { ...valid, message: "x".repeat(5001) },
  { ...valid, phone: "+923001234567" },
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

describe("contactProblem", () => {
  it("names the same first problem as the server's schema, in the spec's order", () => {
    for (const fields of cases) {
      const parsed = contactSchema.safeParse(fields);
      expect(contactProblem(fields), JSON.stringify(fields)).toBe(
        parsed.success ? null : (parsed.error.issues[0]?.message ?? null),
      );
    }
  });

  it("checks name, then message, then phone", () => {
    expect(contactProblem({ ...valid, fullname: "Al", message: "x", phone: "x" })).toBe(
      "Name field cannot be shorter then 3 characters",
    );
    expect(contactProblem({ ...valid, message: "x", phone: "x" })).toBe("Please write proper query message");
    expect(contactProblem({ ...valid, phone: "x" })).toBe("Please enter a valid Pakistani phone number.");
  });

  it("names the field to mark, the one the server's schema names", () => {
    for (const fields of cases) {
      const parsed = contactSchema.safeParse(fields);
      expect(contactIssue(fields)?.field ?? null, JSON.stringify(fields)).toBe(
        parsed.success ? null : (parsed.error.issues[0]?.path[0] ?? null),
      );
    }
    expect(contactIssue({ ...valid, phone: "12345" })).toEqual({
      field: "phone",
      message: "Please enter a valid Pakistani phone number.",
    });
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
