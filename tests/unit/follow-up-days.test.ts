import { describe, expect, it } from "vitest";
import { dueStateOf } from "../../domain/follow-up-rules.ts";
import { localDate, localDayBounds, localHour, nextDate, zonedInstant } from "../../domain/zone-days.ts";

describe("the agency's calendar days", () => {
  it("turn at local midnight, not UTC's", () => {
    const late = Date.parse("2026-12-01T23:30:00+05:00");
    expect(localDate("Asia/Karachi", late)).toBe("2026-12-01");
    expect(localDate("UTC", late)).toBe("2026-12-01");
    const afterMidnight = Date.parse("2026-12-02T00:30:00+05:00");
    expect(localDate("Asia/Karachi", afterMidnight)).toBe("2026-12-02");
    expect(localDate("UTC", afterMidnight)).toBe("2026-12-01");
    expect(localDayBounds("Asia/Karachi", afterMidnight)).toEqual({
      start: new Date("2026-12-01T19:00:00Z"),
      end: new Date("2026-12-02T19:00:00Z"),
    });
    expect(localHour("Asia/Karachi", Date.parse("2026-12-02T03:00:00Z"))).toBe(8);
  });

  it("know a zone with daylight saving, and the end of a month", () => {
    // Europe/Amsterdam is UTC+2 in summer, UTC+1 in winter.
    expect(new Date(zonedInstant("Europe/Amsterdam", "2026-07-01", 8)).toISOString()).toBe("2026-07-01T06:00:00.000Z");
    expect(new Date(zonedInstant("Europe/Amsterdam", "2026-12-01", 8)).toISOString()).toBe("2026-12-01T07:00:00.000Z");
    expect(nextDate("2026-12-31")).toBe("2027-01-01");
    expect(nextDate("2028-02-28")).toBe("2028-02-29");
  });

  it("place a follow-up as overdue, due today, later or done", () => {
    const today = { start: Date.parse("2026-12-01T19:00:00Z"), end: Date.parse("2026-12-02T19:00:00Z") };
    expect(dueStateOf(today.start - 1, null, today)).toBe("overdue");
    expect(dueStateOf(today.start, null, today)).toBe("today");
    expect(dueStateOf(today.end - 1, null, today)).toBe("today");
    expect(dueStateOf(today.end, null, today)).toBe("later");
    expect(dueStateOf(today.start - 1, today.start, today)).toBe("done");
  });
});
