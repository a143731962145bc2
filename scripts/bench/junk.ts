import { request } from "node:http";

/**
 * Requests that must not cost the real traffic anything: posts that fail (no action, rate limited)
 * and pages with query strings nobody asked for — `rate` per second, spread evenly.
 */
export function junkTraffic(base: string, rate: number) {
  let sent = 0;
  const paths = ["/", "/about", "/services", "/projects", "/contact"];
  const timer = setInterval(() => {
    sent += 1;
    const nonce = `${Date.now().toString(36)}${sent}`;
    const path = paths[sent % paths.length];
    const post = sent % 2 === 0;
    const req = request(`${base}${post ? `/no-such-form-${nonce}` : `${path}?utm_campaign=${nonce}&x=${nonce}`}`, {
      method: post ? "POST" : "GET",
      headers: post ? { "content-type": "application/x-www-form-urlencoded" } : { "accept-encoding": "br, gzip" },
    });
    req.on("response", (res) => res.resume());
    req.on("error", () => {});
    req.end(post ? "name=junk" : undefined);
  }, 1000 / rate);
  return {
    get sent() {
      return sent;
    },
    stop: () => clearInterval(timer),
  };
}
