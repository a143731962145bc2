import { useEffect, useState } from "react";

/**
 * False until the window's load event has passed. Decoration that costs frames or bytes (the hero
 * video, the moving logo strip) waits for it: in Chromium a running animation or a starting video
 * can hold back the presentation of the page's first frame.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => setLoaded(true);
    if (document.readyState === "complete") done();
    else window.addEventListener("load", done, { once: true });
    return () => window.removeEventListener("load", done);
  }, []);
  return loaded;
}
