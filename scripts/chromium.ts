/**
 * Debian's Chromium as the browser tests and the Lighthouse audit launch it: no sandbox (containers),
 * no GPU, and none of the background traffic that would reach for a network this machine lacks.
 */
export const chromiumPath = "/usr/bin/chromium";

/**
 * The browser tests run in Debian's `chromium-headless-shell`, the same engine without the full
 * browser's windowing and GPU process: the suite's ~240 tests took a fifth less time in it on this
 * two-core machine (ADR 0154). Lighthouse keeps the full browser, whose timings it is calibrated on.
 */
export const headlessShellPath = "/usr/bin/chromium-headless-shell";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
