import { useEffect, useState } from "react";
import { useMessages } from "../../../lib/messages";
import { CrossButton } from "../ui/cross-button";

/** Remembers, for this visit (the tab's session), which announcement the visitor closed. */
const DISMISSED_KEY = "announcement-dismissed";

/**
 * The alert heading staff set in the back office, as a slim bar at the top of every public page
 * while it is not empty. Closing it hides it for the rest of the visit; a new text shows again.
 */
export function AnnouncementBar({ text }: { text: string }) {
  const [dismissed, setDismissed] = useState(false);
  const m = useMessages().chrome;
  useEffect(() => {
    try {
      setDismissed(sessionStorage.getItem(DISMISSED_KEY) === text);
    } catch {
      // Storage refused (private mode): the bar shows on each page, and closes for that page.
    }
  }, [text]);

  if (!text || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, text);
    } catch {
      // See above.
    }
  };
  return (
    <aside
      aria-label={m.announcement}
      data-testid="announcement-bar"
      className="relative bg-accent-300 text-ink-950 text-sm"
    >
      <div className="page-container flex min-h-9 items-center justify-center gap-3 py-1.5 pe-10 text-center font-medium">
        {/* Staff's own words, in whichever language they wrote them: each reads in its own direction. */}
        <p dir="auto">{text}</p>
        <CrossButton
          label={m.closeAnnouncement}
          onClick={dismiss}
          className="-translate-y-1/2 absolute top-1/2 end-2 grid size-8 place-items-center rounded-full hover:bg-black/10"
          iconClassName="size-4"
        />
      </div>
    </aside>
  );
}
