import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The layering rule of docs/architecture.md, read off the imports of every TypeScript source: an
 * arrow that runs back up (a module reaching into a plugin, a service into HTTP helpers, a loader
 * into a component) fails here, naming the file and what it imports.
 */
const root = path.resolve(import.meta.dirname, "../..");

function sources(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
    .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.includes("/+types/"));
}

type Import = { from: string; to: string };

/** Every relative import (static, type-only, re-export or dynamic) of our sources, resolved from the root. */
function ourImports(): Import[] {
  return ["app", "domain", "server"].flatMap(sources).flatMap((from) =>
    ts
      .preProcessFile(readFileSync(path.join(root, from), "utf8"), true, true)
      .importedFiles.map((imported) => imported.fileName)
      .filter((name) => name.startsWith("."))
      .map((name) => ({ from, to: path.posix.normalize(path.posix.join(path.posix.dirname(from), name)) })),
  );
}

const inside = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const isService = (file: string) => /^server\/modules\/.+(?:^|[/-])service\.ts$/.test(file);
/** What the seed may use of the server besides the database and domain/: configuration, paths, the storage contract and the public entries of modules and the image pipeline. */
const seedMayUse = (file: string) =>
  inside("domain")(file) ||
  inside("server/db")(file) ||
  ["server/config.ts", "server/paths.ts", "server/storage/file-storage.ts", "server/images/index.ts"].includes(file) ||
  /^server\/modules\/[^/]+\/index\.ts$/.test(file);

type Rule = { name: string; applies(from: string): boolean; forbids(to: string): boolean };

const rules: Rule[] = [
  { name: "domain imports nothing of ours", applies: inside("domain"), forbids: (to) => !inside("domain")(to) },
  {
    // Two leaves besides: where the project's files are, and what tells an away service from a bug.
    name: "db imports domain only",
    applies: (from) => inside("server/db")(from) && !inside("server/db/seed")(from),
    forbids: (to) =>
      !inside("domain")(to) &&
      !inside("server/db")(to) &&
      !["server/paths.ts", "server/errors/unavailable.ts"].includes(to),
  },
  {
    name: "seed imports the database, domain/ and public module entries only",
    applies: inside("server/db/seed"),
    forbids: (to) => !seedMayUse(to),
  },
  {
    name: "modules never import plugins, pages or the edge",
    applies: inside("server/modules"),
    forbids: (to) => ["server/plugins", "server/pages", "server/edge"].some((folder) => inside(folder)(to)),
  },
  { name: "services never import HTTP helpers", applies: isService, forbids: inside("server/http") },
  {
    name: "app/ outside *.server.ts never imports server/",
    applies: (from) => inside("app")(from) && !/\.server\.tsx?$/.test(from),
    forbids: inside("server"),
  },
  { name: "loaders never import components", applies: inside("app/loaders"), forbids: inside("app/components") },
  {
    name: "the edge never imports Fastify's plugins, modules or route helpers",
    applies: inside("server/edge"),
    forbids: (to) => ["server/plugins", "server/modules", "server/http", "server/pages"].some((f) => inside(f)(to)),
  },
  {
    name: "route helpers never import plugins",
    applies: inside("server/http"),
    forbids: inside("server/plugins"),
  },
];

const imports = ourImports();

/** A file's folder as the layers go: `server/edge`, `server/modules`, `server/db/seed`, `domain`. */
function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "domain") return "domain";
  // The seed sits on top of the modules it fills the database through, not inside the database layer.
  if (file.startsWith("server/db/seed/")) return "server/db/seed";
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : `${parts[0]}/(root)`;
}

/** Folders from which `start` is reached again by following imports: a folder-level cycle. */
function cycleThrough(start: string, edges: Map<string, Set<string>>): string[] | undefined {
  const stack: string[][] = [[start]];
  const seen = new Set<string>();
  while (stack.length > 0) {
    const trail = stack.pop() ?? [];
    for (const next of edges.get(trail[trail.length - 1]) ?? []) {
      if (next === start) return [...trail, start];
      if (!seen.has(next)) {
        seen.add(next);
        stack.push([...trail, next]);
      }
    }
  }
  return undefined;
}

describe("the layering rule (docs/architecture.md)", () => {
  it("reads the imports of the sources", () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual({ from: "server/app.ts", to: "server/edge/edge.ts" });
  });

  for (const rule of rules) {
    it(rule.name, () => {
      const offending = imports
        .filter(({ from, to }) => rule.applies(from) && rule.forbids(to))
        .map(({ from, to }) => `${from} imports ${to}`);
      expect(offending).toEqual([]);
    });
  }

  it("has no folder-level cycle under server/", () => {
    const edges = new Map<string, Set<string>>();
    for (const { from, to } of imports) {
      const [a, b] = [folderOf(from), folderOf(to)];
      if (a === b || !a.startsWith("server/") || !b.startsWith("server/") || a === "server/(root)") continue;
      edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
    const cycles = [...edges.keys()].flatMap((folder) => cycleThrough(folder, edges)?.join(" -> ") ?? []);
    expect(cycles).toEqual([]);
  });
});
