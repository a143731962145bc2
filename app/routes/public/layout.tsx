import { useCallback, useEffect, useState } from "react";
import { Outlet, useLocation, useMatches } from "react-router";
import { pathWithoutLocale } from "../../../domain/locales";
import { rememberVisit } from "../../browser/visit-attribution";
import { AnnouncementBar } from "../../components/public/layout/announcement-bar";
import { LanguageSwitch } from "../../components/public/layout/language-switch";
import { LazySideTitle } from "../../components/public/layout/lazy-side-title";
import { PreviewBanner } from "../../components/public/layout/preview-banner";
import { ScrollButton } from "../../components/public/layout/scroll-button";
import { SideMenu } from "../../components/public/layout/side-menu";
import { SiteBackground } from "../../components/public/layout/site-background";
import { SiteFooter } from "../../components/public/layout/site-footer";
import { SiteHeader } from "../../components/public/layout/site-header";
import { useScrollToTopOnNavigation } from "../../components/public/layout/use-scroll-to-top";
import { Island } from "../../components/public/ui/island";
import { pageSideTitle } from "../../lib/side-title";
import { loadLayoutData } from "../../loaders/layout-data.server";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  return loadLayoutData(context);
}

/** The frame of every public page; pages render their sections into its <main>. */
export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const page = useMatches().at(-1);
  const [panelOpen, setPanelOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const closePanel = useCallback(() => setPanelOpen(false), []);
  useScrollToTopOnNavigation();
  // Once per page load: where this tab's visit came from, for the forms to send (ADR 0079).
  useEffect(() => rememberVisit(), []);

  // Any navigation (a link, back/forward) leaves both menus closed.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setPanelOpen(false);
    setMenuOpen(false);
  }

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-brand-600 px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
      >
        Skip to content
      </a>
      <SiteBackground />
      {loaderData.preview ? <PreviewBanner /> : null}
      <AnnouncementBar text={loaderData.announcement} />
      <LanguageSwitch locales={loaderData.locales} />
      {/* The home page's header lies over the hero from the top of this frame, below the announcement. */}
      <div className="relative">
        <SiteHeader
          isHome={pathWithoutLocale(pathname) === "/"}
          categories={loaderData.categories}
          panelOpen={panelOpen}
          onTogglePanel={() => setPanelOpen((open) => !open)}
          onClosePanel={closePanel}
          onOpenMenu={() => setMenuOpen(true)}
        />
        <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} categories={loaderData.categories} />
        <LazySideTitle title={pageSideTitle(pathname, page?.handle, page?.loaderData)} />
        {/* The frame (header, menus) hydrates first; the page and the footer each in a pass of their own. */}
        <main id="main" tabIndex={-1} className="outline-none">
          <Island>
            <Outlet />
          </Island>
        </main>
        <Island>
          <SiteFooter />
          <ScrollButton />
        </Island>
      </div>
    </>
  );
}
