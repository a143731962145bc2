import { describe, expect, it } from "vitest";
import { normalisePhone, phoneKey } from "../../domain/phone.ts";

const local = { international: false };
const anywhere = { international: true };

describe("phone numbers", () => {
  it.each([
    ["03001234567", "+923001234567"],
    ["0300-1234567", "+923001234567"],
    ["0300 1234567", "+923001234567"],
    ["+92 300 1234567", "+923001234567"],
    ["+923001234567", "+923001234567"],
    ["0092 300 1234567", "+923001234567"],
    ["(0300) 123.4567", "+923001234567"],
    ["0345 1234567", "+923451234567"],
  ])("takes the Pakistani number %s as %s", (raw, stored) => {
    expect(normalisePhone(raw, local)).toBe(stored);
    expect(normalisePhone(raw, anywhere)).toBe(stored);
    expect(phoneKey(raw)).toBe(stored);
  });

  it("takes another country's number only when the site accepts them", () => {
    expect(normalisePhone("+31 20 123 4567", anywhere)).toBe("+31201234567");
    expect(normalisePhone("+31 20 123 4567", local)).toBeNull();
    expect(phoneKey("+31 20 123 4567")).toBe("+31201234567");
  });

  it.each(["", "12345", "0300-12345", "not a number", "+92 300 1234567 ext 99999999999999999999999999"])(
    "refuses %j",
    (raw) => {
      expect(normalisePhone(raw, anywhere)).toBeNull();
      expect(phoneKey(raw)).toBeNull();
    },
  );
});
