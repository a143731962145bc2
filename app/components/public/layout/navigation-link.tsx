import type { ReactNode } from "react";
import { NavLink } from "react-router";
import type { HeaderItem, NavigationLink as Link } from "../../../../domain/navigation";

/** A link's React key in its list: its label and address (either alone may repeat). */
export const linkKey = (link: Link) => `${link.label} ${link.to}`;

/** A header item's React key: the one Services menu, or its link's. */
export const menuItemKey = (item: HeaderItem) => (item.kind === "services" ? "services" : linkKey(item));

type Props = {
  link: Link;
  className: string | ((state: { isActive: boolean }) => string);
  onClick?: () => void;
  children?: ReactNode;
};

/**
 * A menu or footer link from Site › Navigation: a page of this site through the router (marked when
 * it is the current page), or an outside address in a new tab, never given the site's referrer.
 */
export function NavigationLink({ link, className, onClick, children = link.label }: Props) {
  if (link.external) {
    return (
      <a
        href={link.to}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onClick}
        className={typeof className === "string" ? className : className({ isActive: false })}
      >
        {children}
      </a>
    );
  }
  return (
    <NavLink to={link.to} end={link.to === "/"} onClick={onClick} className={className}>
      {children}
    </NavLink>
  );
}
