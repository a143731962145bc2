import type { CodeSplittingGroup } from "rolldown";
import type { Plugin } from "vite";

/**
 * How the back office's code is cut (issue 71, ADR 0288). Left to the bundler, every set of screens
 * sharing a module made a chunk of its own: a cold screen fetched 73–101 files, most of a few hundred
 * bytes (an icon, a helper, a button), before it could ask for its data. Instead:
 * - `admin`: what every signed-in screen runs (the session, the sidebar and top bar, the account
 *   dialogs, the API client, zod and the domain rules they reach) and the kit screens of different
 *   families share (tables, modals, forms, row actions);
 * - `admin-records`, `admin-leads`: what only the screens of one family share, the record editors'
 *   (drafts, slugs and their transliteration tables, search settings, content lists, images) and
 *   the leads' (pipeline, people, follow-ups): the other screens do not fetch them;
 * - each screen's route chunk keeps what that screen alone uses; what a screen loads on demand (the
 *   block editor and TipTap, a record's comparison, the QR code) stays in chunks of its own, as no
 *   route reaches those modules through static imports.
 * Only modules no public page can reach, through a static or a lazy import, enter these chunks, and
 * `publicPagesWithoutAdminChunks` fails the build if a public page could still load one.
 */
const adminRoute = /[\\/]app[\\/]routes[\\/]admin[\\/]([^\\/?]+)\.tsx$/;
/** The routes around every screen: the session (shell) and the frame of a signed-in screen (layout). */
const frameRoute = /[\\/]app[\\/]routes[\\/]admin[\\/](shell|layout)\.tsx$/;
/** Where the public site starts: the root route, the browser entry and every route outside /admin. */
const publicStart = /[\\/]app[\\/](root\.tsx|entry\.client\.tsx|routes[\\/](?!admin[\\/])[^?]*)$/;

/** Screens (route files under app/routes/admin/) whose shared code is a chunk of their own. */
const families: Record<string, ReadonlySet<string>> = {
  "admin-records": new Set([
    "categories",
    "services",
    "projects",
    "products",
    "jobs",
    "plain-kind",
    "pages",
    "articles",
    "page-editor",
    "article-editor",
    "site",
    "campaigns",
    "campaign",
  ]),
  "admin-leads": new Set([
    "dashboard",
    "follow-ups",
    "enquiries",
    "people",
    "person",
    "applications",
    "enquiry-board",
    "potential-customers",
    "subscribers",
  ]),
};

/** zod: every back-office screen runs it, and a public form loads it lazily (`shared-rules`). */
const zod = /[\\/]node_modules[\\/]zod[\\/]/;

type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
};

/** Breadth-first over the modules `next` leads to from `id`; true as soon as `found` holds for one. */
function anyReached(
  id: string,
  next: (id: string) => readonly string[],
  found: (id: string) => boolean,
  stop = (_id: string) => false,
) {
  const queue = [id];
  const visited = new Set(queue);
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    if (found(current)) return true;
    if (stop(current)) continue;
    for (const other of next(current)) {
      if (visited.has(other)) continue;
      visited.add(other);
      queue.push(other);
    }
  }
  return false;
}

/** The back office's screens that reach the module through chains of static imports, and whether the frame does. */
function adminReach(id: string, graph: ModuleGraph) {
  const screens = new Set<string>();
  let frame = false;
  anyReached(
    id,
    (current) => graph.getModuleInfo(current)?.importers ?? [],
    () => false,
    (current) => {
      if (frameRoute.test(current)) frame = true;
      const screen = adminRoute.exec(current)?.[1];
      if (screen !== undefined) screens.add(screen);
      return frame || screen !== undefined || frameRoute.test(current);
    },
  );
  return { screens, frame };
}

/**
 * What a public page can load (`lazily`: through a lazy import too: a form's rules, a map, a kind's
 * schemas) and what it loads at once; the module graph does not change while the chunks are cut.
 */
function publicReach(graph: ModuleGraph) {
  const memo = new Map<string, boolean>();
  const reaches = (id: string, lazily: boolean) => {
    const key = `${lazily}:${id}`;
    let known = memo.get(key);
    if (known === undefined) {
      known = anyReached(
        id,
        (current) => {
          const info = graph.getModuleInfo(current);
          return lazily ? [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])] : (info?.importers ?? []);
        },
        (current) => publicStart.test(current),
        (current) => adminRoute.test(current),
      );
      memo.set(key, known);
    }
    return known;
  };
  return {
    reaches,
    /** A module the public pages load only lazily, which no public group takes. */
    lazyOnly: (id: string) => reaches(id, true) && !reaches(id, false),
  };
}

let reachOf: { graph: ModuleGraph; reach: ReturnType<typeof publicReach> } | undefined;
const publicReachIn = (graph: ModuleGraph) => {
  if (reachOf?.graph !== graph) reachOf = { graph, reach: publicReach(graph) };
  return reachOf.reach;
};
const isLazyEntry = (id: string, graph: ModuleGraph) => (graph.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;

/**
 * zod and the rules a public form loads lazily (text-rules, word-sets) which every back-office
 * screen runs too: one chunk both load, so that no back-office chunk has to take them along.
 */
function sharedRulesOf(id: string, graph: ModuleGraph): string | null {
  const reach = publicReachIn(graph);
  if (zod.test(id)) return "shared-rules";
  if (!reach.lazyOnly(id) || isLazyEntry(id, graph)) return null;
  const { screens, frame } = adminReach(id, graph);
  return frame || screens.size > 0 ? "shared-rules" : null;
}

function adminChunkOf(id: string, graph: ModuleGraph): string | null {
  const reach = publicReachIn(graph);
  if (adminRoute.test(id) || reach.reaches(id, true)) return null;
  // A module a public page imports lazily (a form's rules) has a chunk of its own; a back-office
  // chunk taking a module that imports it would take it too (the bundler puts a module's
  // dependencies in its chunk), and the public page's lazy import would then fetch that chunk.
  const importsLazyEntry = (current: string) => reach.lazyOnly(current) && isLazyEntry(current, graph);
  if (anyReached(id, (current) => graph.getModuleInfo(current)?.importedIds ?? [], importsLazyEntry)) return null;
  const { screens, frame } = adminReach(id, graph);
  if (frame) return "admin";
  if (screens.size < 2) return null;
  const family = Object.entries(families).find(([, members]) => [...screens].every((screen) => members.has(screen)));
  return family?.[0] ?? "admin";
}

/** The back office's groups: last, after the public ones, which take whatever a public page reaches. */
export function adminChunks(): CodeSplittingGroup[] {
  return [
    { name: sharedRulesOf, debugName: "shared-rules", priority: 1 },
    { name: adminChunkOf, debugName: "admin", priority: 0 },
  ];
}

const adminChunk = /^assets\/admin(-[a-z]+)?-[\w-]+\.js$/;

/**
 * Fails the build when a public page could load a back-office chunk, through its static imports or
 * the lazy ones its code may make: the cut above relies on the module graph, which a new import from
 * a public module into the back office's code would change without a word.
 */
export function publicPagesWithoutAdminChunks(): Plugin {
  return {
    name: "agency:public-pages-without-admin-chunks",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [[file.fileName, file] as const] : [])),
      );
      for (const start of chunks.values()) {
        if (
          !start.isEntry ||
          start.facadeModuleId === null ||
          !publicStart.test(start.facadeModuleId.split("?")[0] ?? "")
        )
          continue;
        // Each chunk reached, with the chunk it was reached from: the error names the whole chain.
        const from = new Map<string, string | null>([[start.fileName, null]]);
        const queue = [start.fileName];
        for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
          if (adminChunk.test(current)) {
            const chain = [current];
            for (let link = from.get(current); link; link = from.get(link)) chain.unshift(link);
            this.error(
              `a public page can load a back-office chunk (build-tools/admin-chunks.ts): ${chain.join(" → ")}`,
            );
          }
          const chunk = chunks.get(current);
          for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
            if (from.has(next)) continue;
            from.set(next, current);
            queue.push(next);
          }
        }
      }
    },
  };
}
