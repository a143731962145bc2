import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { landingPathOf, observedValue, referrerHostOf } from "../../domain/attribution-rules.ts";
import { per100 } from "../../domain/insights.ts";
import { ProcessSalt } from "../../server/modules/insights/daily-salt.ts";
import { DAY_MS } from "../../server/modules/insights/days.ts";
import { ProcessVisitors } from "../../server/modules/insights/unique-visitors.ts";
import { classifyUserAgent, rememberingClassifier } from "../../server/modules/insights/visitor-class.ts";
import { pageViewPath } from "../../server/pages/page-view-path.ts";
import { pageRouteMatcher } from "../../server/pages/route-matcher.ts";

describe("attribution values as kept", () => {
  it("a landing page is its path alone", () => {
    expect(landingPathOf("/services/web?utm_source=x&email=a%40b.c#top")).toBe("/services/web");
    expect(landingPathOf("https://agency.example/about?x=1")).toBe("/about");
    expect(landingPathOf("https://agency.example")).toBe("/");
    expect(landingPathOf("//evil.example/path")).toBeNull();
    expect(landingPathOf("about")).toBeNull();
    expect(landingPathOf("")).toBeNull();
  });

  it("a referrer is another site's host name, lower case, without port or path", () => {
    const own = ["agency.example", "localhost"];
    expect(referrerHostOf("https://WWW.Google.com:443/search?q=secret", own)).toBe("www.google.com");
    expect(referrerHostOf("android-app://com.google.android.gm/", own)).toBe("com.google.android.gm");
    expect(referrerHostOf("https://agency.example/services", own)).toBeNull();
    expect(referrerHostOf("http://localhost:3000/", own)).toBeNull();
    expect(referrerHostOf("not a url", own)).toBeNull();
    expect(referrerHostOf(undefined, own)).toBeNull();
  });

  it("a value read from an address loses control characters and is cut to 300", () => {
    expect(observedValue(" spring\u0000\n ")).toBe("spring");
    expect(observedValue("x".repeat(400))).toHaveLength(300);
    expect(observedValue("\u0001")).toBeNull();
    expect(observedValue(null)).toBeNull();
  });
});

describe("user agents", () => {
  it("tell bots from browsers, and phones from tablets from computers", () => {
    expect(classifyUserAgent("Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)")).toBe("bot");
    expect(classifyUserAgent("Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/126.0 Safari/537.36")).toBe("bot");
    expect(classifyUserAgent("curl/8.5.0")).toBe("bot");
    expect(
      classifyUserAgent(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
      ),
    ).toBe("mobile");
    expect(
      classifyUserAgent("Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"),
    ).toBe("tablet");
    expect(classifyUserAgent("Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148")).toBe(
      "tablet",
    );
    expect(classifyUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0")).toBe(
      "desktop",
    );
  });

  it("are classified once each, with a bounded memory", () => {
    const classify = rememberingClassifier();
    for (let i = 0; i < 5000; i++) expect(classify(`Mozilla/5.0 (Windows NT 10.0) Chrome/${i}`)).toBe("desktop");
    expect(classify("Googlebot/2.1")).toBe("bot");
  });
});

describe("the daily salt of one process", () => {
  it("is the same all day, another the next day, and forgotten once its day is over", async () => {
    const salt = new ProcessSalt();
    const day = 20_000;
    const first = salt.saltFor(day);
    expect(salt.saltFor(day)).toBe(first);
    const next = salt.saltFor(day + 1);
    expect(next).not.toBe(first);
    await salt.refresh((day + 1) * DAY_MS + 1000);
    expect(salt.saltFor(day)).not.toBe(first);
    expect(salt.saltFor(day + 1)).toBe(next);
  });
});

describe("unique visitors of one process", () => {
  it("count a hash once a day (and per source), only what is new at each flush", async () => {
    const visitors = new ProcessVisitors();
    visitors.add(1, "a", "newsletter");
    visitors.add(1, "a", null);
    visitors.add(1, "b", "");
    visitors.add(2, "a", null);
    expect((await visitors.drain(1)).counts).toEqual(
      expect.arrayContaining([
        { day: 1, source: null, visitors: 2 },
        { day: 1, source: "newsletter", visitors: 1 },
        { day: 1, source: "", visitors: 1 },
        { day: 2, source: null, visitors: 1 },
      ]),
    );
    visitors.add(1, "a", "newsletter");
    visitors.add(2, "c", null);
    expect((await visitors.drain(2)).counts).toEqual([{ day: 2, source: null, visitors: 1 }]);
    // Day 1 was forgotten at the last flush: a late view of it counts again.
    visitors.add(1, "a", null);
    expect((await visitors.drain(2)).counts).toEqual([{ day: 1, source: null, visitors: 1 }]);
  });

  it("give leads per 100 visitors with one decimal, none without visitors", () => {
    expect(per100(1, 3)).toBe(33.3);
    expect(per100(2, 2)).toBe(100);
    expect(per100(0, 0)).toBeNull();
  });
});

describe("which answers of the pages' route are views", () => {
  const page = (id: string, parentId: string | undefined, extra: Record<string, unknown>) => ({
    id,
    parentId,
    ...extra,
    module: { default: () => null },
  });
  const manifest: ServerBuild["routes"] = {
    root: page("root", undefined, { path: "" }),
    // A resource route's module has no component (the build's type claims every module has one).
    robots: { id: "robots", parentId: "root", path: "robots.txt", module: Object.create(null) },
    layout: page("layout", "root", {}),
    home: page("home", "layout", { index: true }),
    about: page("about", "layout", { path: "about" }),
    missing: page("missing", "layout", { path: "*" }),
    admin: page("admin", "root", { path: "admin" }),
  };
  const reply = (type?: string) => ({ getHeader: () => type });
  const built = pageViewPath(pageRouteMatcher(manifest));
  const development = pageViewPath(undefined);

  it("a page and its data request are views of the page; the back office, files and the manifest are not", () => {
    expect(built("/about", reply())).toBe("/about");
    expect(built("/about/", reply())).toBe("/about");
    expect(built("/about.data", reply())).toBe("/about");
    expect(built("/_root.data", reply())).toBe("/");
    expect(built("/", reply())).toBe("/");
    expect(built("/robots.txt", reply())).toBeNull();
    expect(built("/admin", reply())).toBeNull();
    expect(built("/admin/insights", reply())).toBeNull();
    expect(built("/__manifest", reply())).toBeNull();
  });

  it("in development, where there is no route table, the answer's type decides", () => {
    expect(development("/about", reply("text/html; charset=utf-8"))).toBe("/about");
    expect(development("/about.data", reply("text/x-script"))).toBe("/about");
    expect(development("/robots.txt", reply("text/plain"))).toBeNull();
    expect(development("/admin", reply("text/html"))).toBeNull();
  });
});
