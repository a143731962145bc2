import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type AllowedArrows,
  aliasesOf,
  brokenRules,
  describeCycle,
  describeImport,
  folderCycles,
  importsOf,
  layerFindings,
  layerRules,
  layerTops,
  readSources,
} from "../support/import-layers.ts";

/**
 * The layering rule of docs/architecture.md, read off the imports of every TypeScript source: an
 * arrow that runs back up (a module reaching into a plugin, a service into HTTP helpers, a loader
 * into a component) or a folder that reaches itself again fails here, naming `file:line → target`.
 * The second part plants the review's eight wrong imports (issue 48) in a scratch copy of the tree
 * and expects the checker to fail on each, naming it.
 */
const root = path.resolve(import.meta.dirname, "../..");
const sources = readSources(root, layerTops);
const aliases = aliasesOf(root);
const imports = importsOf(sources, aliases);

/**
 * Cycles still allowed, each with its reason; the last test below fails once one is gone, so an
 * entry cannot outlive it. None now: drafts ↔ the content modules went when the kinds were declared
 * once and handed to the engines at start (ADR 0150).
 */
const allowed: AllowedArrows[] = [];

describe("the layering rule (docs/architecture.md)", () => {
  it("reads the imports of the sources, through the tsconfig.json aliases too", () => {
    expect(imports.length).toBeGreaterThan(500);
    expect(imports).toContainEqual(expect.objectContaining({ from: "server/app.ts", to: "server/edge/edge.ts" }));
    expect(aliases).toEqual([{ prefix: "~/", target: "app/" }]);
  });

  for (const rule of layerRules) {
    it(rule.name, () => {
      const broken = brokenRules(imports, [rule]).flatMap((found) => found.imports.map(describeImport));
      expect(broken).toEqual([]);
    });
  }

  it("has no folder-level cycle anywhere under server/ or app/", () => {
    expect(folderCycles(imports, layerTops, allowed).map(describeCycle)).toEqual([]);
  });

  it("still needs each allowed cycle (remove an entry once its cycle is gone)", () => {
    const cycles = folderCycles(imports, layerTops);
    const stale = allowed.filter(
      (entry) => !cycles.some((cycle) => cycle.folder === entry.folder && cycle.members.includes(entry.from)),
    );
    expect(stale.map((entry) => entry.why)).toEqual([]);
  });
});

/** One wrong import planted at the top of `file` (a new file when the tree has none by that name). */
type Planted = { review: string; file: string; specifier: string; finding: string; names: string };

/** The eight wrong imports the review of issue 48 planted, all of which passed the checker then, and issue 70's. */
const planted: Planted[] = [
  {
    review: "a module ↔ module cycle (auth ↔ passwords)",
    file: "server/modules/auth/password.ts",
    specifier: "../passwords/reset-link.ts",
    finding: "folder-level cycle: server/modules/{",
    names: "server/modules/auth/password.ts:1 → server/modules/passwords/reset-link.ts",
  },
  {
    review: "a file at the server root in a cycle (config ↔ backups)",
    file: "server/config.ts",
    specifier: "./modules/backups/schedule.ts",
    finding: "folder-level cycle: server/{",
    names: "server/config.ts:1 → server/modules/backups/schedule.ts",
  },
  {
    review: "a `~/` alias import (a loader importing a component)",
    file: "app/loaders/layout-data.server.ts",
    specifier: "~/components/public/ui/button",
    finding: "loaders never import components",
    names: "app/loaders/layout-data.server.ts:1 → app/components/public/ui/button.tsx",
  },
  {
    review: "a module importing app/",
    file: "server/modules/audit/queries.ts",
    specifier: "../../../app/lib/public-cards.ts",
    finding: "modules and engines never import plugins, pages, the edge or app/",
    names: "server/modules/audit/queries.ts:1 → app/lib/public-cards.ts",
  },
  {
    review: "app/lib importing a component",
    file: "app/lib/seo.ts",
    specifier: "../components/public/ui/button",
    finding: "app/lib never imports components or routes",
    names: "app/lib/seo.ts:1 → app/components/public/ui/button.tsx",
  },
  {
    review: "a public component importing a back-office component",
    file: "app/components/public/layout/site-footer.tsx",
    specifier: "../../admin/ui/button",
    finding: "public components never import back-office components",
    names: "app/components/public/layout/site-footer.tsx:1 → app/components/admin/ui/button.tsx",
  },
  {
    review: "storage importing HTTP helpers",
    file: "server/storage/file-storage.ts",
    specifier: "../http/send-error.ts",
    finding: "storage never imports HTTP helpers",
    names: "server/storage/file-storage.ts:1 → server/http/send-error.ts",
  },
  {
    review:
      "a content engine importing a kind's module (issue 70: this one passed a rule on a folder that did not exist)",
    file: "server/engines/trash/service.ts",
    specifier: "../../modules/jobs/reads.ts",
    finding: "engines never import modules",
    names: "server/engines/trash/service.ts:1 → server/modules/jobs/reads.ts",
  },
  {
    review: "History's restore importing a kind's service (its restore is in the kind's declaration)",
    file: "server/engines/revisions/routes.ts",
    specifier: "../../modules/pages/admin-service.ts",
    finding: "engines never import modules",
    names: "server/engines/revisions/routes.ts:1 → server/modules/pages/admin-service.ts",
  },
  {
    review: "the unit of work importing a module that is not a kind's (the audit screen's queries)",
    file: "server/engines/content-writes/unit-of-work.ts",
    specifier: "../../modules/audit/queries.ts",
    finding: "engines never import modules",
    names: "server/engines/content-writes/unit-of-work.ts:1 → server/modules/audit/queries.ts",
  },
];

/** The tree with `plant`'s import put first in its file. */
function treeWith({ file, specifier }: Planted) {
  const line = `import "${specifier}";\n`;
  const others = sources.filter((source) => source.path !== file);
  const text = sources.find((source) => source.path === file)?.text ?? "";
  return [...others, { path: file, text: line + text }];
}

describe("the layer checker on a tree with wrong imports planted", () => {
  const clean = layerFindings(sources, aliases, allowed);

  it("finds nothing in the tree as it is", () => {
    expect(clean).toEqual([]);
  });

  for (const plant of planted) {
    it(`fails on ${plant.review}, naming the import`, () => {
      const found = layerFindings(treeWith(plant), aliases, allowed).filter((finding) => !clean.includes(finding));
      // A wrong arrow may also close a cycle: every finding it adds names it, one of them the expected kind.
      expect(found.length).toBeGreaterThan(0);
      for (const finding of found) expect(finding).toContain(plant.names);
      expect(found.filter((finding) => finding.startsWith(plant.finding))).toHaveLength(1);
    });
  }
});
