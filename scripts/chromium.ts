/**
 * Debian's Chromium as the browser tests and the Lighthouse audit launch it: no sandbox (containers),
 * no GPU, and none of the background traffic that would reach for a network this machine lacks.
 */
export const chromiumPath = "/usr/bin/chromium";

export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
