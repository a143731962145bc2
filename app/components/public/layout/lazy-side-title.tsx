import { lazy, Suspense, useEffect, useState } from "react";

const SideTitle = lazy(() => import("./side-title").then((module) => ({ default: module.SideTitle })));

/** Where the side title is shown at all (Tailwind's `xl`, side-title.tsx's `hidden xl:block`). */
const SHOWN_FROM = "(min-width: 80rem)";

/**
 * The side title is decorative and animated, so it (and the animation library, ~80 KB of script)
 * loads only once it has something to show on a screen wide enough to show it: never on a phone or
 * on the home page, and never on the path to the page becoming interactive (docs/decisions/0116).
 * Once loaded it stays, so its exit animation still runs when a later page has no title.
 */
export function LazySideTitle({ title }: { title: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || !title) return;
    const wide = window.matchMedia(SHOWN_FROM);
    const check = () => {
      if (wide.matches) setWanted(true);
    };
    check();
    wide.addEventListener("change", check);
    return () => wide.removeEventListener("change", check);
  }, [wanted, title]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SideTitle title={title} />
    </Suspense>
  );
}
