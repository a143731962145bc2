import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { telHref } from "../../../../domain/site-defaults";
import { useMessages } from "../../../lib/messages";
import type { MenuCategory } from "../../../lib/public-cards";
import { CrossButton } from "../ui/cross-button";
import { SubmenuLinks, submenuId } from "./header-submenu";
import { menuItemKey, NavigationLink } from "./navigation-link";
import { ServicesLinks } from "./services-panel";
import { LogoMark } from "./site-logo";
import { useSite } from "./use-site";

type Props = { open: boolean; onClose: () => void; categories: MenuCategory[] };

/**
 * The menu of small screens: a modal drawer (native <dialog>, so focus stays inside and Escape
 * closes it). Services expands the category list in place; choosing any link closes the menu.
 * Its content is rendered from the first time it opens: a closed dialog shows nothing, and the
 * page's hydration need not build the ~90 elements of a menu most visitors never open (ADR 0116).
 */
export function SideMenu({ open, onClose, categories }: Props) {
  const { contact, navigation } = useSite();
  const m = useMessages().chrome;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [servicesOpen, setServicesOpen] = useState(false);
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null);
  const [everOpened, setEverOpened] = useState(open);
  if (open && !everOpened) setEverOpened(true);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const itemClass = "flex w-full items-center justify-between rounded-xl px-4 py-3 font-semibold text-lg";
  return (
    <dialog
      ref={dialogRef}
      aria-label={m.menu}
      onClose={onClose}
      onClick={(event) => event.target === dialogRef.current && onClose()}
      onKeyDown={(event) => event.key === "Escape" && onClose()}
      className="m-0 ms-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-ink-950 p-0 text-white backdrop:bg-ink-950/60 backdrop:backdrop-blur-sm"
    >
      {everOpened && (
        <div className="flex h-full flex-col px-4 py-5">
          <div className="flex items-center justify-between px-2">
            <LogoMark className="size-9" />
            <CrossButton
              label={m.closeMenu}
              onClick={onClose}
              className="grid size-11 place-items-center rounded-full hover:bg-white/10"
              iconClassName="size-6"
            />
          </div>
          <nav aria-label={m.menu} className="mt-6 flex-1 overflow-y-auto">
            <ul className="space-y-1">
              {navigation.header.map((item, index) => (
                <li key={menuItemKey(item)}>
                  {item.kind === "services" ? (
                    <>
                      <button
                        type="button"
                        aria-expanded={servicesOpen}
                        aria-controls="side-menu-services"
                        onClick={() => setServicesOpen((value) => !value)}
                        className={clsx(itemClass, "hover:bg-white/10")}
                      >
                        {item.label}
                        <ChevronDown
                          aria-hidden="true"
                          className={clsx("size-5 transition", servicesOpen && "rotate-180")}
                        />
                      </button>
                      <div id="side-menu-services" hidden={!servicesOpen} className="py-1 ps-3">
                        <ServicesLinks categories={categories} onNavigate={onClose} tone="dark" />
                      </div>
                    </>
                  ) : (
                    <>
                      <div className="flex items-center gap-1">
                        <NavigationLink
                          link={item}
                          onClick={onClose}
                          className={({ isActive }) =>
                            clsx(itemClass, isActive ? "bg-white/10 text-accent-300" : "hover:bg-white/10")
                          }
                        />
                        {item.children.length > 0 && (
                          <button
                            type="button"
                            aria-expanded={openSubmenu === item.label}
                            aria-controls={submenuId("side-menu", index)}
                            aria-label={`${item.label}: more links`}
                            onClick={() => setOpenSubmenu((open) => (open === item.label ? null : item.label))}
                            className="grid size-12 shrink-0 place-items-center rounded-xl hover:bg-white/10"
                          >
                            <ChevronDown
                              aria-hidden="true"
                              className={clsx("size-5 transition", openSubmenu === item.label && "rotate-180")}
                            />
                          </button>
                        )}
                      </div>
                      {item.children.length > 0 && (
                        <SubmenuLinks
                          id={submenuId("side-menu", index)}
                          links={item.children}
                          open={openSubmenu === item.label}
                          onNavigate={onClose}
                          className="py-1 ps-3"
                          linkClass={({ isActive }) =>
                            clsx(
                              "block rounded-xl px-4 py-2.5 font-medium",
                              isActive ? "text-accent-300" : "text-ink-200 hover:bg-white/10",
                            )
                          }
                        />
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <p className="border-white/10 border-t px-4 pt-5 text-ink-300 text-sm">
            {contact.address.locality}, {contact.address.country} ·{" "}
            <a href={telHref(contact.phones[0])} dir="ltr" className="text-white underline-offset-4 hover:underline">
              {contact.phones[0]}
            </a>
          </p>
        </div>
      )}
    </dialog>
  );
}
