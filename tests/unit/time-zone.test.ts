import { describe, expect, it } from "vitest";
import {
  formatInZone,
  isoToWallTime,
  wallTimeToIso,
  zoneLabel,
  zoneOffsetMinutes,
} from "../../app/lib/admin/time-zone.ts";

describe("schedules in the agency's time zone", () => {
  it("reads a picked wall time in the zone, whatever the viewer's own", () => {
    expect(wallTimeToIso("2026-12-07T09:00", "Asia/Karachi")).toBe("2026-12-07T09:00:00+05:00");
    expect(Date.parse(wallTimeToIso("2026-12-07T09:00", "Asia/Karachi"))).toBe(Date.parse("2026-12-07T04:00:00Z"));
    // A zone with summer time: its offset on that day.
    expect(wallTimeToIso("2026-07-01T09:00", "Europe/London")).toBe("2026-07-01T09:00:00+01:00");
    expect(wallTimeToIso("2026-12-01T09:00", "Europe/London")).toBe("2026-12-01T09:00:00+00:00");
    expect(wallTimeToIso("2026-12-01T09:00", "America/New_York")).toBe("2026-12-01T09:00:00-05:00");
  });

  it("shows a stored instant back in the zone", () => {
    expect(isoToWallTime("2026-12-07T04:00:00.000Z", "Asia/Karachi")).toBe("2026-12-07T09:00");
    expect(formatInZone("2026-12-07T04:00:00.000Z", "Asia/Karachi")).toBe("Dec 7, 2026, 9:00 AM");
    expect(zoneLabel("Asia/Karachi")).toBe("Asia/Karachi (UTC+05:00)");
    expect(zoneOffsetMinutes("Asia/Kolkata", new Date("2026-01-01T00:00:00Z"))).toBe(330);
  });
});
