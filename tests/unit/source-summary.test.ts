import { describe, expect, it } from "vitest";
import { sourceSummary } from "../../server/modules/people/person-page.ts";

const none = { landingPage: null, referrerHost: null, utmSource: null, utmMedium: null, utmCampaign: null };

/** A lead's timeline says where its visit came from in a sentence (issue 69: "Came landing on /career/…"). */
describe("where a lead came from, in words", () => {
  it("reads as a sentence with any of its parts", () => {
    expect(sourceSummary({ ...none, landingPage: "/career/designer" })).toBe("Arrived on /career/designer");
    expect(
      sourceSummary({
        landingPage: "/services",
        referrerHost: "google.com",
        utmSource: "spring",
        utmMedium: "cpc",
        utmCampaign: null,
      }),
    ).toBe("Arrived from google.com through the campaign spring / cpc on /services");
  });

  it("says nothing when nothing is known", () => {
    expect(sourceSummary(none)).toBeNull();
  });
});
