import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: ["tests/e2e/**", "node_modules/**"],
    globalSetup: ["tests/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // A worker keeps the modules it imported from one test file to the next (ADR 0200): importing the
    // server took ~3 s of every API file. Each file still opens its own database and app.
    isolate: false,
    maxWorkers: 2,
  },
});
