import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** `npm start` builds first when there is no build or the sources are newer than it. */
const root = path.resolve(import.meta.dirname, "..");
const outputs = ["build/server/index.js", "build/server-app/main.js"].map((file) => path.join(root, file));

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "domain", "public", "server", "build-tools"].map((d) => path.join(root, d)).filter(existsSync);
const inputs = [
  ...sources.map(newestChange),
  ...["vite.config.ts", "react-router.config.ts", "package.json"].map((f) => statSync(path.join(root, f)).mtimeMs),
];
const stale =
  !outputs.every(existsSync) || Math.max(...inputs) > Math.min(...outputs.map((file) => statSync(file).mtimeMs));

if (stale) {
  console.log("Building the site (first start or changed sources)…");
  // The same build as `npm run build`, precompressed assets included.
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
}
