import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import vnuJar from "vnu-jar";
import { expect, test } from "../support/test";
import { publicRoutes } from "./site-routes";

/*
 * Every server-rendered public page, as a visitor's browser receives it, passes the W3C Nu HTML
 * Checker (vnu) with no error. Java runs the checker's jar from the vnu-jar package.
 */

const run = promisify(execFile);

/**
 * The only messages dropped: the checker's CSS grammar (from the W3C CSS validator) predates rules
 * every current browser supports, all of them in Tailwind's standard output inlined in each page —
 * `@property` (CSS Properties and Values API), `margin-trim` in an `@supports` test (CSS Box Model 4),
 * and registered custom properties in `transition-property`. The pattern must match a whole message.
 */
const OUTDATED_CSS_GRAMMAR =
  "CSS: (Unrecognized at-rule “@property”" +
  "|“margin-trim”: Property “margin-trim” doesn.t exist\\." +
  "|“transition-property”: “--[a-z0-9-]+” is not a “transition-property” value\\.)";

/** A page with two known errors: proves the checker ran and its report was read. */
const KNOWN_BAD = `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>
<svg><defs><linearGradient id="twice"/></defs></svg><svg><defs><linearGradient id="twice"/></defs></svg>
<form><input name="a" autocomplete="street-address"></form></body></html>`;

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number };

async function check(files: string[]): Promise<VnuMessage[]> {
  const args = ["-jar", String(vnuJar), "--format", "json", "--errors-only", "--stdout", "--exit-zero-always"];
  const { stdout } = await run("java", [...args, "--filterpattern", OUTDATED_CSS_GRAMMAR, ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
}

test("the Nu HTML Checker finds no error on any public page", async ({ request }) => {
  const routes = await publicRoutes(request);
  const pages = routes.map((route) => ({ label: route.path, html: () => request.get(route.path) }));
  // A refused contact form posted without JavaScript: the page marks the field it is about.
  pages.push({
    label: "POST /contact (refused)",
    html: () => request.post("/contact", { form: { fullname: "Al", email: "a@example.com" } }),
  });
  pages.push({ label: "/projects?page=2", html: () => request.get("/projects?page=2") });
  // The site in Urdu (issue 74): right to left, Nastaliq, translated slugs. The demo translates the
  // fixed pages' words, Web Development and its services; an English slug under /ur/ leads (301) to
  // the Urdu address, which the request follows.
  for (const path of ["/ur", "/ur/about", "/ur/services", "/ur/contact", "/ur/career", "/ur/blog", "/ur/privacy"])
    pages.push({ label: path, html: () => request.get(path) });
  pages.push({
    label: "/ur/services/<Urdu category>/<Urdu service>",
    html: () => request.get("/ur/services/web-development/custom-web-applications"),
  });
  pages.push({
    label: "POST /ur/contact (refused)",
    html: () => request.post("/ur/contact", { form: { fullname: "Al", email: "a@example.com" } }),
  });

  const dir = await mkdtemp(path.join(os.tmpdir(), "vnu-"));
  try {
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await (await page.html()).text());
      files.set(file, page.label);
    }
    const probe = path.join(dir, "known-bad.html");
    await writeFile(probe, KNOWN_BAD);

    const messages = await check([...files.keys(), probe]);
    const where = (message: VnuMessage) => decodeURIComponent(new URL(message.url ?? "file:/").pathname);
    const probeErrors = messages.filter((message) => where(message) === probe).map((message) => message.message);
    expect(probeErrors).toEqual([
      "Duplicate ID “twice”.",
      expect.stringContaining("Bad value “street-address” for attribute “autocomplete” on element “input”"),
    ]);
    const errors = messages
      .filter((message) => where(message) !== probe)
      .map(
        (message) => `${files.get(where(message)) ?? where(message)}: ${message.message} [${message.extract ?? ""}]`,
      );
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
