import { describe, expect, it } from "vitest";
import { dayInWords } from "../../app/lib/day-in-words.ts";

const intl = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

describe("dayInWords", () => {
  it("writes the UTC day as en-GB's long date does, every month and the day's edges", () => {
    const days = Array.from({ length: 12 }, (_, month) => [
      new Date(Date.UTC(2026, month, 1, 0, 0, 0)).toISOString(),
      new Date(Date.UTC(2024, month, 28, 23, 59, 59)).toISOString(),
    ]).flat();
    for (const iso of [...days, "2026-11-27T19:30:00.000+05:00", "2026-11-27"]) expect(dayInWords(iso)).toBe(intl(iso));
  });

  it("writes another language's day with Intl, by its formatting tag", () => {
    const iso = "2026-11-27T22:30:00.000Z";
    const urdu = new Date(iso).toLocaleDateString("ur-PK", { dateStyle: "long", timeZone: "UTC" });
    expect(dayInWords(iso, "ur")).toBe(urdu);
    expect(dayInWords(iso, "ur")).toMatch(/نومبر/);
  });

  it("is empty for no day or one that is not a day", () => {
    expect(dayInWords(null)).toBe("");
    expect(dayInWords(undefined)).toBe("");
    expect(dayInWords("not a day")).toBe("");
  });
});
