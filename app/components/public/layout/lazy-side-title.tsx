import { lazy, Suspense, useEffect, useState } from "react";

const SideTitle = lazy(() => import("./side-title").then((module) => ({ default: module.SideTitle })));

/**
 * The side title is decorative and animated, so it (and the animation library) loads after the page
 * has become interactive instead of with the first download.
 */
export function LazySideTitle({ title }: { title: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SideTitle title={title} />
    </Suspense>
  );
}
