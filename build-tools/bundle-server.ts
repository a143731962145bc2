import path from "node:path";
import { build } from "esbuild";

/**
 * The server as plain JavaScript, for production: `npm start` runs build/server-app/main.js with no
 * TypeScript loader, so nothing is transpiled (nor held in memory) at start. Packages stay outside
 * the bundle and load from node_modules as usual.
 */
const root = path.resolve(import.meta.dirname, "..");

await build({
  absWorkingDir: root,
  entryPoints: { main: "server/main.ts" },
  outdir: "build/server-app",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  logLevel: "warning",
});
console.log("bundled the server into build/server-app");
