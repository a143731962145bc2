import { describe, expect, it } from "vitest";
import { adminScreens, holdsNeeds, navGroups, screenAt, topBarOf } from "../../app/components/admin/nav-items.ts";
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

describe("the top bar", () => {
  it("reads the screen's own name and group, not the dashboard's words everywhere (issue 69)", () => {
    expect(topBarOf("/admin")).toEqual({ title: "Dashboard", subtitle: "Welcome!" });
    expect(topBarOf("/admin/")).toEqual({ title: "Dashboard", subtitle: "Welcome!" });
    expect(topBarOf("/admin/enquiries")).toEqual({ title: "Enquiries", subtitle: "Careers & inbox" });
    expect(topBarOf("/admin/follow-ups")).toEqual({ title: "My follow-ups", subtitle: "Overview" });
    expect(topBarOf("/admin/audit")).toEqual({ title: "Audit log", subtitle: "Administration" });
    // A screen opened from another reads as that one.
    expect(topBarOf("/admin/people/0b7c")).toEqual({ title: "People", subtitle: "Careers & inbox" });
    expect(topBarOf("/admin/campaigns/42")).toEqual({ title: "Campaigns", subtitle: "Careers & inbox" });
    expect(topBarOf("/admin/nowhere")).toEqual({ title: "Back office", subtitle: "" });
  });
});
