/**
 * The spec's fixed background image: a soft gradient with a dot grid that stays put while the page
 * scrolls. A fixed layer rather than `background-attachment: fixed`, which mobile browsers ignore.
 * The image is under 1 KB and travels in the page's styles (`bg-site-backdrop`, app.css).
 */
export function SiteBackground() {
  return (
    <div
      aria-hidden="true"
      data-testid="site-background"
      className="-z-10 pointer-events-none fixed inset-0 bg-site-backdrop bg-center bg-cover"
    />
  );
}
