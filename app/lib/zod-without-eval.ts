import { config } from "zod";

// Zod probes `new Function` when it builds an object schema, to compile faster parsers. The pages'
// policy forbids eval, and Chromium reports the probe as a violation even though Zod catches it, so
// the browser parses without it (docs/decisions/0055). The server keeps the faster parsers.
if (typeof document !== "undefined") config({ jitless: true });
