import clsx from "clsx";
import { ArrowDown, ArrowUp } from "lucide-react";
import { useEffect, useState } from "react";
import { scrollBehavior } from "../../../browser/reduced-motion";

/** Jump to the bottom while the page is scrolled less than this, else to the top. */
const SCROLL_BUTTON_THRESHOLD_PX = 100;

/**
 * The floating button: near the top of the page (under 100 px scrolled) it jumps to the bottom,
 * otherwise back to the top. The icon is 10 px under 768 px of width and 20 px from there (md).
 */
export function ScrollButton() {
  const [nearTop, setNearTop] = useState(true);

  useEffect(() => {
    const update = () => setNearTop(window.scrollY < SCROLL_BUTTON_THRESHOLD_PX);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  const jump = () => {
    const top = nearTop ? document.documentElement.scrollHeight : 0;
    window.scrollTo({ top, behavior: scrollBehavior() });
  };

  const Icon = nearTop ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={jump}
      aria-label={nearTop ? "Scroll to bottom" : "Scroll to top"}
      data-testid="scroll-button"
      className={clsx(
        "fixed right-4 bottom-4 z-40 grid size-11 place-items-center rounded-full bg-brand-600 text-white shadow-lift",
        "transition hover:bg-brand-700 md:right-6 md:bottom-6 md:size-12",
      )}
    >
      <Icon aria-hidden="true" strokeWidth={2.5} className="size-2.5 md:size-5" />
    </button>
  );
}
