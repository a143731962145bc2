/**
 * The spec's fixed background image: a soft gradient with a dot grid that stays put while the page
 * scrolls. A fixed layer rather than `background-attachment: fixed`, which mobile browsers ignore.
 */
export function SiteBackground() {
  return (
    <div
      aria-hidden="true"
      data-testid="site-background"
      className="-z-10 pointer-events-none fixed inset-0 bg-[url(/images/backdrop.svg)] bg-center bg-cover"
    />
  );
}
