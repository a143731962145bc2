import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES, loadConfig } from "../../server/config.ts";

/** `.env.example` is where an operator learns the settings: each must be one the server reads. */
const example = readFileSync(path.resolve(import.meta.dirname, "../../.env.example"), "utf8");
const lines = [...example.matchAll(/^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/gm)];

describe(".env.example", () => {
  it("names only variables server/config.ts reads", () => {
    const known = new Set<string>(CONFIG_VARIABLES);
    expect(lines.map(([, , name]) => name).filter((name) => name !== undefined && !known.has(name))).toEqual([]);
  });

  it("holds values the server accepts as they are written", () => {
    const set = Object.fromEntries(
      lines.filter(([, commented]) => !commented).map(([, , name, value]) => [name, value]),
    );
    expect(() => loadConfig(set)).not.toThrow();
  });
});
