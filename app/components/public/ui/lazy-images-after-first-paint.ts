/**
 * Runs first in the page's body, before any of its content is parsed. A page marks eager exactly
 * what its first paint needs (the hero, the first cover); every other image is lazy. A browser
 * fetches lazy images well ahead of the viewport (1,250–2,500 px), so on a phone the cards, covers
 * and logos further down were requested in the very frame of the first paint, sharing a slow
 * connection with the fonts and the hero. Each lazy image the parser inserts is given no source
 * until the page has been told of its first contentful paint; then all get theirs back and load as
 * before. A script at the end of the body would come too late: a browser lays out and starts lazy
 * images while a slowly arriving page is still being parsed. Images the parser inserts after that
 * paint, and those React renders later, are left alone. Each lazy image has its box from its
 * classes and size attributes, so nothing moves when it arrives. Without JavaScript nothing is held
 * back. Allowed by its hash like every inline script (docs/decisions/0045).
 */
export const lazyImagesAfterFirstPaintScript = `(() => {
  const P = window.PerformanceObserver;
  if (!window.MutationObserver) return;
  const held = [];
  const watcher = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node.nodeName === "IMG" && node.loading === "lazy") {
          held.push([node, node.getAttribute("srcset"), node.getAttribute("src")]);
          node.removeAttribute("srcset");
          node.removeAttribute("src");
        }
  });
  watcher.observe(document.documentElement, { childList: true, subtree: true });
  let restore = () => {
    restore = () => {};
    watcher.disconnect();
    for (const [img, srcset, src] of held) {
      if (srcset !== null) img.setAttribute("srcset", srcset);
      if (src !== null) img.setAttribute("src", src);
    }
  };
  if (P && P.supportedEntryTypes && P.supportedEntryTypes.includes("paint"))
    new P((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      restore();
    }).observe({ type: "paint", buffered: true });
  else addEventListener("DOMContentLoaded", () => requestAnimationFrame(() => setTimeout(() => restore())));
  setTimeout(() => restore(), 3000);
})()`;
