import clsx from "clsx";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { scrollBehavior } from "../../../browser/reduced-motion";
import { useMessages } from "../../../lib/messages";

/** Jump to the bottom while the page is scrolled less than this, else to the top. */
const SCROLL_BUTTON_THRESHOLD_PX = 100;

/** The space left between the button and that row once the row is on screen. */
const FLOOR_GAP_PX = 12;

/**
 * The floating button: near the top of the page (under 100 px scrolled) it jumps to the bottom,
 * otherwise back to the top. The icon is 10 px under 768 px of width and 20 px from there (md).
 * When the footer's last row scrolls into view the button rides up on top of it, into the empty
 * bottom margin of the footer above, so it never covers the row's links (the Privacy Policy).
 */
export function ScrollButton() {
  const [nearTop, setNearTop] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // The footer's last row (copyright and Privacy Policy): the button never goes below its top.
    const floor = document.querySelector("[data-scroll-button-floor]");
    const update = () => {
      setNearTop(window.scrollY < SCROLL_BUTTON_THRESHOLD_PX);
      const button = buttonRef.current;
      if (!button || !floor) return;
      // Moved through the CSS object model, which the page's policy allows (a style attribute it would not).
      const floorFromBottom = window.innerHeight - floor.getBoundingClientRect().top;
      const offset = Number.parseFloat(getComputedStyle(button).bottom) || 0;
      const lift = Math.max(0, floorFromBottom + FLOOR_GAP_PX - offset);
      button.style.translate = lift > 0 ? `0 ${-lift}px` : "";
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  const jump = () => {
    const top = nearTop ? document.documentElement.scrollHeight : 0;
    window.scrollTo({ top, behavior: scrollBehavior() });
  };

  const Icon = nearTop ? ArrowDown : ArrowUp;
  const m = useMessages().chrome;
  return (
    <button
      ref={buttonRef}
      type="button"
      onClick={jump}
      aria-label={nearTop ? m.scrollToBottom : m.scrollToTop}
      data-testid="scroll-button"
      className={clsx(
        "fixed end-4 bottom-4 z-40 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lift",
        "transition-colors hover:bg-brand-700 md:end-6 md:bottom-6 md:size-12",
      )}
    >
      <Icon aria-hidden="true" strokeWidth={2.5} className="size-2.5 md:size-5" />
    </button>
  );
}
