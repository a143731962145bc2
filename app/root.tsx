// First: the back office's modules build Zod schemas as they load (see the module).
import "./lib/zod-without-eval";
import type { ReactNode } from "react";
import { preload } from "react-dom";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { DEFAULT_LOCALE, type Locale, localeFacts, localeOfPath } from "../domain/locales";
import { FAVICON_HREF } from "../domain/public-site";
import type { Route } from "./+types/root";
import appStyles from "./app.css?inline";
import { FeedLinks } from "./components/public/layout/feed-links";
import { earlyRevealScript } from "./components/public/ui/early-reveal";
import { lazyImagesAfterFirstPaintScript } from "./components/public/ui/lazy-images-after-first-paint";
import interCore from "./fonts/inter-core-wght.woff2?url";
import nastaliqCore from "./fonts/nastaliq-urdu-core-400.woff2?url";
import soraCore from "./fonts/sora-core-wght.woff2?url";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: FAVICON_HREF, type: "image/svg+xml" }];

/**
 * The site's stylesheet travels inside the page instead of as a file the first paint would wait a
 * round trip for (docs/decisions/0045). Only the server render carries it: the browser bundle leaves
 * the text out, and React matches its empty copy to the server's by `href` without touching it.
 */
const siteStyles = import.meta.env.SSR ? appStyles : "";

/** The text font of a language written in another script, preloaded on its pages only (issue 74). */
const scriptFonts: Partial<Record<Locale, string>> = { ur: nastaliqCore };

/** Without JavaScript nothing would reveal the scroll-animated blocks, so they start visible. */
const noScriptReveal = "[data-reveal]{opacity:1!important;translate:none!important}";

export function Layout({ children }: { children: ReactNode }) {
  // The public layout scrolls to the top smoothly on every navigation itself (the spec's behaviour);
  // React Router's instant reset would pre-empt it, so only the back office uses ScrollRestoration.
  const { pathname } = useLocation();
  const isBackOffice = pathname.startsWith("/admin");
  // The page's language and direction come from its address (`/ur/…`: Urdu, right to left; issue 74).
  const language = localeFacts[localeOfPath(pathname)];
  // The headings' font is on the first paint's path (the hero headline is the largest text). React
  // puts a font preload ahead of the inline styles, in the first bytes of the page.
  preload(soraCore, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  preload(interCore, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  const locale = localeOfPath(pathname);
  const scriptFont = locale === DEFAULT_LOCALE ? undefined : scriptFonts[locale];
  if (scriptFont) preload(scriptFont, { as: "font", type: "font/woff2", crossOrigin: "anonymous" });
  return (
    <html lang={language.tag} dir={language.dir}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1e1b4b" />
        <Meta />
        <style href="site-styles" precedence="default">
          {siteStyles}
        </style>
        <Links />
        {import.meta.env.SSR && !isBackOffice && <FeedLinks />}
        <noscript>
          <style>{noScriptReveal}</style>
        </noscript>
      </head>
      <body className="min-h-screen bg-ink-50 font-sans text-ink-900 antialiased">
        {/* Before the page's blocks: it must see each image as the parser inserts it. */}
        {!isBackOffice && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input in it.
          <script dangerouslySetInnerHTML={{ __html: lazyImagesAfterFirstPaintScript }} />
        )}
        {children}
        {/* After the page's blocks, before the module scripts: it must run before they arrive. */}
        {!isBackOffice && (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input in it.
          <script dangerouslySetInnerHTML={{ __html: earlyRevealScript }} />
        )}
        {isBackOffice && <ScrollRestoration />}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What the error page says, by status: an unknown address, a removed record (410, ADR 0161), or a failure. */
const errorTexts = {
  404: { title: "Page not found", text: "The page you are looking for does not exist." },
  410: { title: "Page removed", text: "The page you are looking for has been removed." },
  other: { title: "Something went wrong", text: "Please try again in a moment." },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const shown = status === 404 || status === 410 ? errorTexts[status] : errorTexts.other;
  return (
    <main className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">{shown.title}</h1>
      <p className="mt-4 text-ink-600">{shown.text}</p>
      <a className="mt-8 inline-block text-brand-700 underline" href="/">
        Back to the home page
      </a>
    </main>
  );
}
