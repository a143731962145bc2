import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The layering rule of docs/architecture.md as a checker over a tree of sources: the real tree in
 * tests/unit/layers.test.ts, a tree with wrong imports planted in tests/unit/layers-planted.test.ts.
 * It reads the files as text (TypeScript's `preProcessFile`), so a tree need not exist on disk.
 */

/** A source of a tree: its path from the repository root, with `/`, and its text. */
export type Source = { path: string; text: string };

/** One import of a source: where it stands and the file (or, outside the tree, the path) it names. */
export type Import = { from: string; line: number; to: string };

/** A path alias of tsconfig.json (`~/*` → `./app/*`), as a prefix and what it stands for from the root. */
export type Alias = { prefix: string; target: string };

/** The folders of product code the layers speak of. */
export const layerTops = ["app", "domain", "server"];

export const describeImport = ({ from, line, to }: Import) => `${from}:${line} → ${to}`;

/** Every TypeScript source under `folders` of the repository at `root`, generated route types left out. */
export function readSources(root: string, folders: string[]): Source[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .map((name) => `${folder}/${name.split(path.sep).join("/")}`)
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts") && !file.includes("/+types/"))
      .map((file) => ({ path: file, text: readFileSync(path.join(root, file), "utf8") })),
  );
}

/** The path aliases the type checker and Vite (`resolve.tsconfigPaths`) both take from tsconfig.json. */
export function aliasesOf(root: string): Alias[] {
  const { config, error } = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, "\n"));
  const paths: Record<string, string[]> = config?.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([pattern, [target]]) => ({
    prefix: pattern.replace(/\*$/, ""),
    target: path.posix.normalize(target.replace(/\*$/, "")).replace(/^\.\//, ""),
  }));
}

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

/** Every import of ours (static, type-only, re-export or dynamic; relative or through an alias), resolved to a file of the tree where there is one. */
export function importsOf(sources: Source[], aliases: Alias[]): Import[] {
  const files = new Set(sources.map((source) => source.path));
  const resolve = (from: string, name: string): string | undefined => {
    const alias = aliases.find(({ prefix }) => name.startsWith(prefix));
    let bare: string;
    if (alias) bare = path.posix.normalize(alias.target + name.slice(alias.prefix.length));
    else if (name.startsWith(".")) bare = path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
    else return undefined;
    return extensions.map((ending) => bare + ending).find((file) => files.has(file)) ?? bare;
  };
  return sources.flatMap(({ path: from, text }) =>
    ts.preProcessFile(text, true, true).importedFiles.flatMap(({ fileName, pos }) => {
      const to = resolve(from, fileName);
      return to ? [{ from, line: lineAt(text, pos), to }] : [];
    }),
  );
}

function lineAt(text: string, position: number): number {
  let line = 1;
  for (let at = text.indexOf("\n"); at !== -1 && at < position; at = text.indexOf("\n", at + 1)) line += 1;
  return line;
}

const inside = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const insideAny = (folders: string[]) => (file: string) => folders.some((folder) => inside(folder)(file));
const isService = (file: string) => /^server\/(?:modules|engines)\/.+(?:^|[/-])service\.ts$/.test(file);
/**
 * What the seed may use of the server besides the database and domain/: configuration, paths, the
 * storage contract, the public entries of modules and the image pipeline, and the tables a module
 * keeps in its own `schema.ts` (they are the database's, only kept beside their owner).
 */
const seedMayUse = (file: string) =>
  inside("domain")(file) ||
  inside("server/db")(file) ||
  ["server/config.ts", "server/paths.ts", "server/storage/file-storage.ts", "server/images/index.ts"].includes(file) ||
  /^server\/(?:modules|engines)\/[^/]+\/(?:index|schema)\.ts$/.test(file);

export type Rule = { name: string; applies(from: string): boolean; forbids(to: string): boolean };

export const layerRules: Rule[] = [
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
    name: "modules and engines never import plugins, pages, the edge or app/",
    applies: insideAny(["server/modules", "server/engines"]),
    forbids: insideAny(["server/plugins", "server/pages", "server/edge", "app"]),
  },
  {
    // The engines are generic over a kind and below every module: the kinds are handed to them at
    // start (ADR 0150), and what they build on (the audit trail, addresses, media uses) is theirs.
    name: "engines never import modules",
    applies: inside("server/engines"),
    forbids: inside("server/modules"),
  },
  { name: "services never import HTTP helpers", applies: isService, forbids: inside("server/http") },
  {
    name: "storage never imports HTTP helpers",
    applies: inside("server/storage"),
    forbids: insideAny(["server/http", "server/plugins"]),
  },
  {
    name: "app/ outside *.server.ts never imports server/",
    applies: (from) => inside("app")(from) && !/\.server\.tsx?$/.test(from),
    forbids: inside("server"),
  },
  { name: "loaders never import components", applies: inside("app/loaders"), forbids: inside("app/components") },
  {
    name: "app/lib never imports components or routes",
    applies: inside("app/lib"),
    forbids: insideAny(["app/components", "app/routes"]),
  },
  {
    name: "public components never import back-office components",
    applies: inside("app/components/public"),
    forbids: inside("app/components/admin"),
  },
  {
    name: "the edge never imports Fastify's plugins, modules, engines or route helpers",
    applies: inside("server/edge"),
    forbids: insideAny(["server/plugins", "server/modules", "server/engines", "server/http", "server/pages"]),
  },
  { name: "route helpers never import plugins", applies: inside("server/http"), forbids: inside("server/plugins") },
];

export type Broken = { rule: string; imports: Import[] };

export function brokenRules(imports: Import[], rules: Rule[] = layerRules): Broken[] {
  return rules.flatMap((rule) => {
    const offending = imports.filter(({ from, to }) => rule.applies(from) && rule.forbids(to));
    return offending.length > 0 ? [{ rule: rule.name, imports: offending }] : [];
  });
}

/**
 * Where a file stands in the layers. The seed fills the database through the modules, so it sits
 * beside them at the top of server/, not inside the database layer it would otherwise tie to them.
 */
const layerPath = (file: string) => file.replace(/^server\/db\/seed\//, "server/seed/");

/** Imports of one folder's children (sub-folders, and the files beside them) between each other: the arrows whose cycle is a folder-level cycle. */
type Level = { folder: string; arrows: Map<string, Map<string, Import>> };

/**
 * The levels of the tree under `tops`: at each folder with sub-folders, each sub-folder is a node
 * and so is each file beside them (`server/config.ts`, `server/engines/content-writes/staff-writes.ts`). A folder
 * of files only is a leaf: cycles between its files are file-level, not folder-level.
 */
function levelsOf(imports: Import[], tops: string[]): Level[] {
  const levels = new Map<string, Level>();
  const folders = new Set(imports.flatMap(({ from }) => ancestors(layerPath(from))));
  for (const found of imports) {
    const [from, to] = [layerPath(found.from), layerPath(found.to)];
    // The deepest folder both sit in, and the child of it each sits in.
    const a = from.split("/");
    const b = to.split("/");
    let shared = 0;
    while (shared < a.length - 1 && shared < b.length - 1 && a[shared] === b[shared]) shared += 1;
    const folder = a.slice(0, shared).join("/");
    if (!tops.some((top) => folder === top || folder.startsWith(`${top}/`))) continue;
    const [source, target] = [a[shared], b[shared]];
    if (source === target) continue;
    // Files beside sub-folders are nodes; in a folder of files only, they are not.
    if (!hasSubfolder(folder, folders)) continue;
    const level = levels.get(folder) ?? { folder, arrows: new Map() };
    levels.set(folder, level);
    const out = level.arrows.get(source) ?? new Map<string, Import>();
    level.arrows.set(source, out);
    if (!out.has(target)) out.set(target, found);
  }
  return [...levels.values()];
}

function ancestors(file: string): string[] {
  const parts = file.split("/");
  return parts.slice(1, -1).map((_, index) => parts.slice(0, index + 2).join("/"));
}

const hasSubfolder = (folder: string, folders: Set<string>) =>
  [...folders].some((other) => other.startsWith(`${folder}/`));

/** A folder-level cycle: the children of `folder` that reach each other, and one import behind each arrow between them. */
export type Cycle = { folder: string; members: string[]; imports: Import[] };

/** An arrow left out of the cycle check, for a cycle another branch is removing: from one child of `folder` to others. */
export type AllowedArrows = { folder: string; from: string; to: string[]; why: string };

export function folderCycles(imports: Import[], tops: string[], allowed: AllowedArrows[] = []): Cycle[] {
  return levelsOf(imports, tops).flatMap(({ folder, arrows }) => {
    for (const entry of allowed.filter((allow) => allow.folder === folder)) {
      for (const target of entry.to) arrows.get(entry.from)?.delete(target);
    }
    return stronglyConnected(arrows)
      .filter((members) => members.length > 1)
      .map((members) => ({
        folder,
        members: members.sort(),
        imports: members.flatMap((member) =>
          [...(arrows.get(member) ?? new Map<string, Import>())]
            .filter(([target]) => members.includes(target))
            .map(([, found]) => found),
        ),
      }));
  });
}

/** Tarjan's algorithm: the groups of nodes that each reach every other of their group. */
function stronglyConnected(arrows: Map<string, Map<string, Import>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of arrows.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      groups.push(group);
    }
  };
  for (const node of arrows.keys()) if (!index.has(node)) visit(node);
  return groups;
}

export const describeCycle = ({ folder, members, imports }: Cycle) =>
  `${folder}/{${members.join(", ")}} reach each other: ${imports.map(describeImport).join("; ")}`;

/** Everything wrong with a tree's imports, one line each, naming the imports: empty when the layers hold. */
export function layerFindings(sources: Source[], aliases: Alias[], allowed: AllowedArrows[] = []): string[] {
  const imports = importsOf(sources, aliases);
  return [
    ...brokenRules(imports).flatMap(({ rule, imports: offending }) =>
      offending.map((found) => `${rule}: ${describeImport(found)}`),
    ),
    ...folderCycles(imports, layerTops, allowed).map((cycle) => `folder-level cycle: ${describeCycle(cycle)}`),
  ];
}
