import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The docs send a newcomer to files by their paths. A path that no longer exists sends them nowhere,
 * so every path cited in `docs/` must exist — except in a superseded ADR (history), after a path
 * marked "(removed" (a decision's context), and in templates such as `domain/<resource>.ts`.
 */
const root = path.resolve(import.meta.dirname, "../..");
const topFolders = ["app", "build-tools", "docs", "domain", "public", "scripts", "server", "tests"];
const citedPath = new RegExp(String.raw`\x60((?:${topFolders.join("|")})/[^\x60\s]*)\x60( \(removed)?`, "g");

function docFiles(): string[] {
  const decisions = readdirSync(path.join(root, "docs/decisions")).map((name) => `docs/decisions/${name}`);
  const docs = readdirSync(path.join(root, "docs")).filter((name) => name.endsWith(".md"));
  return [...docs.map((name) => `docs/${name}`), ...decisions];
}

function isSuperseded(text: string) {
  return /^- Status: superseded/m.test(text);
}

/** `a/{b,c}/d.ts` → `a/b/d.ts`, `a/c/d.ts`. */
function expandBraces(cited: string): string[] {
  const match = /\{([^}]*)\}/.exec(cited);
  if (!match) return [cited];
  const [whole, inner = ""] = match;
  return inner.split(",").flatMap((choice) => expandBraces(cited.replace(whole, choice)));
}

/** A path with `*` in it exists when at least one file or folder matches it, part by part. */
function exists(cited: string) {
  const parts = cited
    .replace(/[:#].*$/, "")
    .replace(/\/$/, "")
    .split("/");
  return matches(root, parts);
}

function matches(folder: string, [part, ...rest]: string[]): boolean {
  if (part === undefined) return true;
  if (!part.includes("*")) return existsSync(path.join(folder, part)) && matches(path.join(folder, part), rest);
  if (!existsSync(folder)) return false;
  const pattern = new RegExp(`^${part.split("*").map(escapeRegExp).join(".*")}$`);
  return readdirSync(folder)
    .filter((name) => pattern.test(name))
    .some((name) => matches(path.join(folder, name), rest));
}

function escapeRegExp(text: string) {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");
}

function missingPaths(file: string) {
  const text = readFileSync(path.join(root, file), "utf8");
  if (isSuperseded(text)) return [];
  const missing: string[] = [];
  for (const [, cited = "", removed] of text.matchAll(citedPath)) {
    if (removed || /[<>…]/.test(cited)) continue;
    for (const one of expandBraces(cited)) if (!exists(one)) missing.push(`${file}: ${one}`);
  }
  return missing;
}

describe("paths cited in docs/", () => {
  it("every ADR says its status and date", () => {
    const undated = docFiles()
      .filter((file) => file.startsWith("docs/decisions/"))
      .filter((file) => {
        const text = readFileSync(path.join(root, file), "utf8");
        return !/^- Status: (accepted|superseded by \d{4})$/m.test(text) || !/^- Date: \d{4}-\d{2}-\d{2}$/m.test(text);
      });
    expect(undated).toEqual([]);
  });

  it("exist in the repository", () => {
    expect(docFiles().flatMap(missingPaths)).toEqual([]);
  });

  it("are found by the check (a made-up path is reported)", () => {
    expect(exists("server/no-such-file.ts")).toBe(false);
    expect(exists("server/modules/*/no-such-file.ts")).toBe(false);
    expect(exists("server/modules/*/admin-routes.ts")).toBe(true);
    expect(expandBraces("server/modules/{jobs,services}/queries.ts").every(exists)).toBe(true);
    expect(exists("app/loaders/*.server.ts")).toBe(true);
  });
});
