import examples from "libphonenumber-js/examples.mobile.json" with { type: "json" };
import { getCountries, getExampleNumber } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { internationalDigits, mayBePhone, normalisePhone, phoneField, phoneKey } from "../../domain/phone.ts";

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

describe("the browser's lenient check (mayBePhone)", () => {
  it("lets every country's example number through, however it is written: the server decides", () => {
    let checked = 0;
    for (const country of getCountries()) {
      const example = getExampleNumber(country, examples);
      if (!example) continue;
      for (const written of [example.formatInternational(), example.formatNational(), example.number]) {
        expect(mayBePhone(written), `${country} ${written}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(600);
  });

  it("stops only what is surely no number: empty, no digits, too few or far too long", () => {
    for (const raw of ["", "   ", "not a number", "123", "0".repeat(41), 3001234567, null])
      expect(mayBePhone(raw), String(raw)).toBe(false);
  });
});

describe("a form's phone field (phoneField)", () => {
  const field = (international: boolean) => phoneField({ international }, "invalid", "missing");

  it("stores the number normalised and names what is wrong", () => {
    expect(field(false).parse(" 0300-1234567 ")).toBe("+923001234567");
    expect(field(true).parse("+31 20 123 4567")).toBe("+31201234567");
    expect(field(false).safeParse("+31 20 123 4567").error?.issues[0].message).toBe("invalid");
    expect(field(true).safeParse("12345").error?.issues[0].message).toBe("invalid");
    expect(field(true).safeParse("  ").error?.issues[0].message).toBe("missing");
    expect(field(true).safeParse(3001234567).error?.issues[0].message).toBe("missing");
  });
});

describe("the digits a tel: or WhatsApp link dials", () => {
  it.each([
    ["+923001234567", "923001234567"],
    ["0300-1234567", "923001234567"],
    ["0092 300 1234567", "923001234567"],
    ["+31 20 123 4567", "31201234567"],
    ["923001234567", "923001234567"],
  ])("%s dials %s", (raw, digits) => {
    expect(internationalDigits(raw)).toBe(digits);
  });

  it.each(["", "n/a", "12"])("%j is no number to link", (raw) => {
    expect(internationalDigits(raw)).toBeNull();
  });
});
