import clsx from "clsx";
import { ChevronDown, Menu } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { NavigationSettings } from "../../../../domain/navigation";
import { useMessages } from "../../../lib/messages";
import type { MenuCategory } from "../../../lib/public-cards";
import { HeaderSubmenu } from "./header-submenu";
import { menuItemKey, NavigationLink } from "./navigation-link";
import { ServicesPanel } from "./services-panel";
import { SiteLogo } from "./site-logo";
import { useSite } from "./use-site";

type Props = {
  isHome: boolean;
  categories: MenuCategory[];
  /** Replaces the layout's menu (the back office's preview of links not saved yet). */
  navigation?: NavigationSettings;
  panelOpen: boolean;
  onTogglePanel: () => void;
  onClosePanel: () => void;
  onOpenMenu: () => void;
};

const PANEL_ID = "services-panel";

/**
 * The top bar. On the home page it lies transparent over the hero video (white logo and links);
 * elsewhere it is a white bar that stays at the top while scrolling.
 */
export function SiteHeader({
  isHome,
  categories,
  panelOpen,
  onTogglePanel,
  onClosePanel,
  onOpenMenu,
  ...props
}: Props) {
  const fromLayout = useSite().navigation;
  const m = useMessages().chrome;
  const navigation = props.navigation ?? fromLayout;
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu link whose links are open (one at a time, and never beside the Services panel).
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const closeAll = () => {
    setOpenSubmenu(null);
    onClosePanel();
  };

  // The panel or a submenu closes on Escape (focus goes back to the Services button when it was the
  // panel) and on a click outside the header.
  useEffect(() => {
    if (!panelOpen && openSubmenu === null) return;
    const close = () => {
      setOpenSubmenu(null);
      onClosePanel();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusWasInHeader = headerRef.current?.contains(document.activeElement) ?? false;
      close();
      if (focusWasInHeader && panelOpen) toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [panelOpen, openSubmenu, onClosePanel]);

  const onHero = isHome && !panelOpen;
  const linkClass = (active: boolean) =>
    clsx(
      "inline-flex items-center gap-1 rounded-full px-4 py-2 font-medium text-[0.9375rem] transition",
      onHero
        ? active
          ? "bg-white/15 text-white"
          : "text-white/90 hover:bg-white/10 hover:text-white"
        : active
          ? "bg-brand-50 text-brand-700"
          : "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
    );

  return (
    <header
      ref={headerRef}
      className={clsx(
        "z-40 transition-colors",
        isHome ? "absolute inset-x-0 top-0" : "sticky top-0 border-ink-200/80 border-b bg-white/90 backdrop-blur-md",
        isHome && panelOpen && "bg-white",
      )}
    >
      <div className="page-container flex h-20 items-center justify-between gap-6">
        <SiteLogo onHero={onHero} />
        <nav aria-label={m.mainMenu} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navigation.header.map((item, index) => (
              <li key={menuItemKey(item)}>
                {item.kind === "services" ? (
                  <>
                    <button
                      ref={toggleRef}
                      type="button"
                      aria-expanded={panelOpen}
                      aria-controls={PANEL_ID}
                      onClick={() => {
                        setOpenSubmenu(null);
                        onTogglePanel();
                      }}
                      className={linkClass(panelOpen)}
                    >
                      {item.label}
                      <ChevronDown
                        aria-hidden="true"
                        className={clsx("size-4 transition", panelOpen && "rotate-180")}
                      />
                    </button>
                    {/* Right after its button, so the keyboard reaches the links next; it spans the header. */}
                    <ServicesPanel id={PANEL_ID} open={panelOpen} categories={categories} onNavigate={onClosePanel} />
                  </>
                ) : item.children.length > 0 ? (
                  <HeaderSubmenu
                    item={item}
                    index={index}
                    open={openSubmenu === item.label}
                    onToggle={() => {
                      onClosePanel();
                      setOpenSubmenu((open) => (open === item.label ? null : item.label));
                    }}
                    onNavigate={closeAll}
                    linkClass={linkClass}
                  />
                ) : (
                  <NavigationLink link={item} className={({ isActive }) => linkClass(isActive)} />
                )}
              </li>
            ))}
          </ul>
        </nav>
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label={m.openMenu}
          aria-haspopup="dialog"
          className={clsx(
            "grid size-11 place-items-center rounded-full lg:hidden",
            onHero ? "text-white hover:bg-white/10" : "text-ink-900 hover:bg-ink-100",
          )}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </div>
    </header>
  );
}
