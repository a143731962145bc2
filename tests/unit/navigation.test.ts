import { describe, expect, it } from "vitest";
import { NAVIGATION_LIMITS, navigationMessages, storedNavigationSchema } from "../../domain/navigation.ts";
import { sitePartSchemas, sitePartUpdateSchemas } from "../../domain/site.ts";
import { SITE_DEFAULTS } from "../../domain/site-defaults.ts";

const header = [{ kind: "link", label: "Home", to: "/" }];
/** The footer as saved before ADR 0210: one column, `{ title, links }`. */
const oneColumn = { title: "Explore", links: [{ label: "About", to: "/about", external: false }] };
const column = { title: "Explore", links: [{ label: "About", to: "/about", external: false }] };
const pageId = "0195f0a0-0000-7000-8000-000000000001";

describe("the navigation part", () => {
  it("reads a footer saved as one column as a list of that one column", () => {
    expect(storedNavigationSchema.parse({ header, footer: oneColumn }).footer).toEqual([column]);
    // The part as stored, a draft's fields and a revision's record all read through it.
    expect(sitePartUpdateSchemas.navigation.parse({ footer: oneColumn }).footer).toEqual([column]);
    expect(sitePartSchemas.navigation.parse({ header, footer: oneColumn }).footer).toEqual([column]);
  });

  it("keeps columns as they are, and the default is the one column the site always had", () => {
    const two = [column, { title: "More", links: [] }];
    expect(storedNavigationSchema.parse({ header, footer: two }).footer).toEqual(two);
    expect(SITE_DEFAULTS.navigation.footer).toHaveLength(1);
    expect(storedNavigationSchema.parse(SITE_DEFAULTS.navigation)).toEqual(SITE_DEFAULTS.navigation);
  });

  it("refuses too many columns and too many links in one, with their messages", () => {
    const columns = Array.from({ length: NAVIGATION_LIMITS.columns + 1 }, () => column);
    expect(storedNavigationSchema.safeParse({ header, footer: columns }).error?.issues[0]?.message).toBe(
      navigationMessages.columnsTooMany,
    );
    const links = Array.from({ length: NAVIGATION_LIMITS.footer + 1 }, () => column.links[0]);
    expect(
      storedNavigationSchema.safeParse({ header, footer: [{ title: "Full", links }] }).error?.issues[0]?.message,
    ).toBe(navigationMessages.footerTooMany);
    // The old shape is checked by the same rules once read as a column.
    expect(
      storedNavigationSchema.safeParse({ header, footer: { title: "", links: [] } }).error?.issues[0]?.message,
    ).toBe(navigationMessages.titleRequired);
  });

  it("takes a link to a page by id, never marked external, and refuses a target of another kind", () => {
    const ref = { kind: "page", id: pageId };
    const parsed = storedNavigationSchema.parse({
      header: [{ kind: "link", label: "Team", to: "/team", ref }],
      footer: [],
    });
    expect(parsed.header[0]).toMatchObject({ ref, to: "/team", external: false });
    const external = { kind: "link", label: "Team", to: "https://x.example/", external: true, ref };
    expect(storedNavigationSchema.safeParse({ header: [external], footer: [] }).error?.issues[0]?.message).toBe(
      navigationMessages.targetExternal,
    );
    const job = { kind: "link", label: "Jobs", to: "/career", ref: { kind: "job", id: pageId } };
    expect(storedNavigationSchema.safeParse({ header: [job], footer: [] }).error?.issues[0]?.message).toBe(
      navigationMessages.targetInvalid,
    );
  });
});
