import { type HTMLAttributes, type MouseEvent, type ReactNode, useState } from "react";
import { type NavigateFunction, useNavigate } from "react-router";
import { useHydrated } from "../../../browser/use-hydrated";

type Tag = "section" | "div" | "footer" | "nav" | "li";

type Props = HTMLAttributes<HTMLElement> & { as?: Tag; children: ReactNode };

/**
 * A block of a public page that needs no JavaScript of its own (text, pictures, links): rendered on
 * the server and never hydrated (docs/decisions/0116). During the first hydration the browser keeps
 * the server's markup as it is — React is given an empty `dangerouslySetInnerHTML`, so it neither
 * walks nor takes over the children — and it stays so for as long as the block is shown. A block
 * rendered later in the browser (after a client-side navigation) renders its children as usual.
 *
 * What such a block still does without React: its animate-on-scroll blocks are revealed by root's
 * early-reveal script (`data-seen`), its hover and focus styles are CSS, and its links navigate
 * client-side through one click listener on the block (`followLink`). A link that carries
 * navigation state writes it with `navigationStateAttribute`.
 */
export function ServerMarkup({ as: Element = "section", children, ...props }: Props) {
  const hydrated = useHydrated();
  // Decided once: the block the server rendered stays the server's until it leaves the page.
  const [keepServerMarkup] = useState(() => !import.meta.env.SSR && !hydrated);
  const navigate = useNavigate();
  if (!keepServerMarkup) return <Element {...props}>{children}</Element>;
  return (
    <Element
      {...props}
      onClick={(event) => followLink(event, navigate)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: empty: it keeps the server's markup, inserts none.
      dangerouslySetInnerHTML={{ __html: "" }}
      suppressHydrationWarning
    />
  );
}

const STATE_ATTRIBUTE = "data-navigation-state" as const;

/** For a link inside a `ServerMarkup` block that opens its page with navigation state. */
export function navigationStateAttribute(state: object): { "data-navigation-state": string } {
  return { [STATE_ATTRIBUTE]: JSON.stringify(state) };
}

/**
 * What React Router's `<Link>` does on a click, for the links of markup React does not own: a plain
 * left click on a link to this site becomes a client-side navigation (replacing the entry when it
 * leads where the visitor already is); anything else (a new tab, a download, another site, a jump
 * within the page) is left to the browser.
 */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return;
  const samePage = url.pathname === window.location.pathname && url.search === window.location.search;
  if (samePage && url.hash) return;
  event.preventDefault();
  const state = anchor.getAttribute(STATE_ATTRIBUTE);
  navigate(`${url.pathname}${url.search}${url.hash}`, {
    replace: samePage,
    state: state ? JSON.parse(state) : undefined,
  });
}
