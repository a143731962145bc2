/**
 * Calls `then` once, the first time the element intersects the viewport as `options` say, and stops
 * watching it; returns what stops watching sooner (an effect's or a ref's cleanup).
 */
export function whenIntersecting(element: Element, options: IntersectionObserverInit, then: () => void): () => void {
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry?.isIntersecting) return;
    then();
    observer.disconnect();
  }, options);
  observer.observe(element);
  return () => observer.disconnect();
}
