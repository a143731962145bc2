import type { FastifyReply } from "fastify";
import { FAVICON_HREF } from "../../domain/public-site.ts";
import { pageMarkup, pageSecurityPolicy } from "./content-security-policy.ts";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The site's colours and type, inline: this page must show when nothing else can be loaded (the
 * database is away, or the page was refused before React Router rendered). Allowed by its hash.
 */
const style = [
  "*{box-sizing:border-box}",
  "body{margin:0;min-height:100vh;display:grid;place-items:center;background:#1e1b4b;color:#fff;",
  "font-family:Inter,'Inter Fallback',system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif}",
  "main{max-width:34rem;padding:2.5rem 1.5rem;text-align:center}",
  "h1{margin:0 0 1rem;font-size:clamp(1.75rem,5vw,2.5rem);line-height:1.15}",
  "p{margin:0;color:#c7d2fe;font-size:1.0625rem;line-height:1.6}",
  "a{display:inline-block;margin-top:2rem;padding:.8rem 1.6rem;border-radius:999px;background:#fbbf24;",
  "color:#1e1b4b;font-weight:600;text-decoration:none}",
  "a:focus-visible{outline:3px solid #fff;outline-offset:3px}",
].join("");

/**
 * A whole page for the answers React Router never renders: a form posted to a page that takes
 * none, a page that can't be produced while the database is away, an address refused before any
 * page code ran.
 */
export function statusPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="#1e1b4b"><title>${escapeHtml(title)}</title><link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml"><style>${style}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Back to the home page</a></p></main></body></html>
`;
}

/** Sends a status page with the policy that allows exactly its inline style. */
export function sendStatusPage(
  reply: FastifyReply,
  status: number,
  page: { title: string; message: string },
  https: boolean,
) {
  const bytes = Buffer.from(statusPage(page.title, page.message));
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("content-security-policy", pageSecurityPolicy(pageMarkup(bytes), { https }))
    .send(bytes);
}
