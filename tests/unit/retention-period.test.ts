import { describe, expect, it } from "vitest";
import { retentionPeriod } from "../../domain/privacy.ts";

describe("the retention period the privacy page states", () => {
  it("reads as whole years when it is some, else as days", () => {
    expect(retentionPeriod(365)).toBe("one year");
    expect(retentionPeriod(730)).toBe("two years");
    expect(retentionPeriod(3650)).toBe("10 years");
    expect(retentionPeriod(30)).toBe("30 days");
    expect(retentionPeriod(1)).toBe("1 day");
    expect(retentionPeriod(400)).toBe("400 days");
  });
});
