import { describe, expect, it } from "vitest";
import { adminScreens, holdsNeeds, navGroups, screenAt } from "../../app/components/admin/nav-items.ts";
import { mediaAreas } from "../../domain/media.ts";
import type { AreaAction, ContentArea } from "../../domain/roles.ts";

const holding =
  (...rights: [ContentArea, AreaAction][]) =>
  (area: ContentArea, action: AreaAction) =>
    rights.some(([a, b]) => a === area && b === action);

describe("the sidebar's rights", () => {
  it("opens the Media screen with the update right of any area whose records show pictures", () => {
    const media = adminScreens.media.needs;
    for (const area of mediaAreas) expect(holdsNeeds(media, holding([area, "update"])), area).toBe(true);
    expect(holdsNeeds(media, holding(["projects", "create"]))).toBe(false);
    expect(holdsNeeds(media, holding(["redirects", "update"]))).toBe(false);
  });

  it("keeps a one-area right as it was, and a screen without one open to all", () => {
    expect(holdsNeeds(adminScreens.site.needs, holding(["site", "update"]))).toBe(true);
    expect(holdsNeeds(adminScreens.site.needs, holding(["projects", "update"]))).toBe(false);
    expect(holdsNeeds(undefined, holding())).toBe(true);
  });

  it("lists Media under Website, where its heading is found", () => {
    expect(navGroups.find((group) => group.title === "Website")?.items).toContain(adminScreens.media);
    expect(screenAt("/admin/media/")).toEqual({ screen: adminScreens.media, group: "Website" });
  });
});
