import { afterEach, describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatTime, showTimesIn, withLocalTimes } from "../../app/lib/admin/format.ts";

/** Issue 69: the back office says every moment in the agency's zone, whatever the viewer's own. */
describe("moments shown in the agency's time zone", () => {
  afterEach(() => showTimesIn(undefined));

  it("formats moments, days and clock times in the zone the session names", () => {
    showTimesIn("Asia/Karachi");
    // 15:33 UTC is 20:33 in Lahore.
    expect(formatDateTime("2026-11-28T15:33:00.000Z")).toBe("November 28, 2026 at 8:33:00 PM");
    expect(formatTime("2026-11-28T15:33:00.000Z")).toBe("8:33:00 PM");
    // 19:30 UTC on the 28th is already the 29th there.
    expect(formatDay("2026-11-28T19:30:00.000Z")).toBe("Nov 29, 2026");
    showTimesIn("UTC");
    expect(formatDateTime("2026-11-28T15:33:00.000Z")).toBe("November 28, 2026 at 3:33:00 PM");
  });

  it("rewrites the ISO moments inside a server's sentence (a follow-up's due time on the timeline)", () => {
    showTimesIn("Asia/Karachi");
    expect(withLocalTimes("Changed a follow-up of an enquiry: due 2026-11-28T18:30:00.000Z")).toBe(
      "Changed a follow-up of an enquiry: due November 28, 2026 at 11:30:00 PM",
    );
  });
});
