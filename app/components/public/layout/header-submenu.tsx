import clsx from "clsx";
import { ChevronDown } from "lucide-react";
import { useRef } from "react";
import type { HeaderLink, NavigationLink as NavigationLinkTarget } from "../../../../domain/navigation";
import { useMessages } from "../../../lib/messages";
import { linkKey, NavigationLink } from "./navigation-link";

type Props = {
  item: HeaderLink;
  /** Its place in the menu, for its list's id. */
  index: number;
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
  linkClass: (active: boolean) => string;
};

/** The id of a menu item's list, by its place in the menu (a label may hold spaces, or repeat). */
export const submenuId = (place: string, index: number) => `${place}-${index + 1}`;

/**
 * A menu link with links under it (ADR 0180): the link goes where it says, and the chevron beside it
 * opens its list (the disclosure pattern: a button with `aria-expanded`, the list next in the tab
 * order), so the parent stays a page of its own and the keyboard reaches every link.
 */
export function HeaderSubmenu({ item, index, open, onToggle, onNavigate, linkClass }: Props) {
  const listId = submenuId("submenu", index);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const m = useMessages().chrome;
  return (
    // Escape is heard here, not on the document, so it also closes a menu drawn in the back office's
    // preview frame; focus goes back to the button that opened it.
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the links and button inside
    <div
      className="relative flex items-center"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        onToggle();
        buttonRef.current?.focus();
      }}
    >
      <NavigationLink
        link={item}
        onClick={onNavigate}
        className={({ isActive }) => clsx(linkClass(isActive), "pe-2")}
      />
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={m.moreLinks(item.label)}
        onClick={onToggle}
        className={clsx(linkClass(open), "px-2")}
      >
        <ChevronDown aria-hidden="true" className={clsx("size-4 transition", open && "rotate-180")} />
      </button>
      <SubmenuLinks
        id={listId}
        links={item.children}
        open={open}
        onNavigate={onNavigate}
        className="absolute top-full start-0 mt-2 min-w-52 rounded-2xl border border-ink-200 bg-white p-2 shadow-xl"
        linkClass={({ isActive }) =>
          clsx(
            "block rounded-xl px-4 py-2.5 font-medium text-[0.9375rem]",
            isActive ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-ink-100 hover:text-ink-950",
          )
        }
      />
    </div>
  );
}

type ListProps = {
  id: string;
  links: readonly NavigationLinkTarget[];
  open: boolean;
  onNavigate: () => void;
  className: string;
  linkClass: (state: { isActive: boolean }) => string;
};

/** The links under a menu link (the header's dropdown, the side menu's nested list), shown while open. */
export function SubmenuLinks({ id, links, open, onNavigate, className, linkClass }: ListProps) {
  return (
    <ul id={id} hidden={!open} className={className}>
      {links.map((link) => (
        <li key={linkKey(link)}>
          <NavigationLink link={link} onClick={onNavigate} className={linkClass} />
        </li>
      ))}
    </ul>
  );
}
