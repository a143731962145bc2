import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The project's root: the nearest folder above this module that holds package.json. The same
 * answer whether this file runs from its TypeScript source or bundled into build/server-app/.
 */
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(import.meta.dirname);

/** What `npm run build` writes: the React Router build (client/, server/) and the bundled server. */
export const buildDir = path.join(projectRoot, "build");

export const migrationsFolder = path.join(projectRoot, "server/db/migrations");
