import { describe, expect, it } from "vitest";
import { emailKey, fillReply } from "../../domain/people.ts";
import { phoneKey } from "../../domain/phone.ts";

describe("a person's keys (ADR 0171)", () => {
  it("takes an address trimmed and in lower case, and an empty one as none", () => {
    expect(emailKey("  Maria.Khan@Example.COM ")).toBe("maria.khan@example.com");
    expect(emailKey("   ")).toBeNull();
  });

  it("takes a phone number in any common spacing as its E.164 form", () => {
    for (const typed of ["0300 1234567", "0300-1234567", "+92 300 1234567", "(0300) 123.4567", "0092 300 1234567"])
      expect(phoneKey(typed), typed).toBe("+923001234567");
    expect(phoneKey("+31 20 123 4567")).toBe("+31201234567");
    expect(phoneKey("12")).toBeNull();
  });
});

describe("a reply's placeholders (ADR 0172)", () => {
  it("fills in every one, as often as it is used", () => {
    const values = { name: "Hina", email: "hina@example.com", phone: "+923001234567", sender: "Sana Staff" };
    expect(fillReply("{name}, {name}: {email} / {phone} — {sender}", values)).toBe(
      "Hina, Hina: hina@example.com / +923001234567 — Sana Staff",
    );
  });
});
