// Zod probes `new Function` when it builds an object schema, to compile faster parsers. The pages'
// policy forbids eval, and Chromium reports the probe as a violation even though Zod catches it, so
// the browser parses without it (docs/decisions/0055). Zod reads its settings from this global, so
// they are set here without loading Zod into public pages, which don't use it (ADR 0038). The
// server keeps the faster parsers.

declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

if (typeof document !== "undefined") {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}

export {};
