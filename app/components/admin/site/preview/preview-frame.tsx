import { type ReactNode, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
// The public site's own stylesheet (only the public components' classes), as a file of this site:
// the Content-Security-Policy admits no inline <style> in the frame, which shares the page's policy.
import publicStyles from "../../../../app.css?url";

const frameDocument =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"></head>' +
  '<body class="bg-ink-50 font-sans text-ink-900 antialiased"></body></html>';

/** A device: the frame's viewport, so the public CSS's breakpoints apply as on a real screen. */
export type PreviewDevice = { name: string; width: number; height: number };

/**
 * The public components rendered into an iframe of the device's size, with the public stylesheet:
 * its media queries see the device's width, and the back office's styles do not leak in. Scaled down
 * to fit the column; scrollable inside; links and forms inside do nothing.
 */
export function PreviewFrame({
  device,
  title,
  children,
}: {
  device: PreviewDevice;
  title: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [room, setRoom] = useState(device.width);
  /** The content's own height: a part shorter than the device's screen leaves no empty screen below it. */
  const [contentHeight, setContentHeight] = useState(device.height);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const attach = (frame: HTMLIFrameElement | null) => {
    const doc = frame?.contentDocument;
    if (!doc || doc.body?.dataset.preview === "ready") return;
    const stylesheet = doc.createElement("link");
    stylesheet.rel = "stylesheet";
    stylesheet.href = publicStyles;
    doc.head.append(stylesheet);
    doc.body.dataset.preview = "ready";
    // A preview shows, it does not act: no link is followed, no form is sent.
    const hold = (event: Event) => event.preventDefault();
    doc.addEventListener("click", hold, true);
    doc.addEventListener("submit", hold, true);
    // Every animate-on-scroll block shows at once, as root's early-reveal script does for the first
    // screen: the frame is often below the fold, where the blocks would wait for a scroll. The
    // visible height follows the content.
    const settle = () => {
      for (const block of doc.querySelectorAll("[data-reveal]:not([data-seen])"))
        block.setAttribute("data-seen", "load");
      // Lazy pictures would wait for a scroll of the page around the frame: a preview shows them all.
      for (const picture of doc.querySelectorAll("img")) picture.loading = "eager";
      setContentHeight(doc.body.offsetHeight);
    };
    new MutationObserver(settle).observe(doc.body, { childList: true, subtree: true, characterData: true });
    // Pictures and fonts arriving change the height too.
    doc.addEventListener("load", settle, true);
    doc.fonts.addEventListener("loadingdone", settle);
    setBody(doc.body);
  };

  const scale = Math.min(1, room / device.width);
  return (
    // The frame keeps the device's screen height (so height-based layouts stay as on the device);
    // only what shows of it is cut to the content.
    <div
      ref={box}
      className="w-full overflow-hidden"
      style={{ height: Math.ceil(Math.min(device.height, contentHeight || device.height) * scale) }}
    >
      <iframe
        title={title}
        srcDoc={frameDocument}
        tabIndex={-1}
        onLoad={(event) => attach(event.currentTarget)}
        className="origin-top-left rounded-lg border border-slate-300 bg-white"
        style={{ width: device.width, height: device.height, transform: `scale(${scale})` }}
      />
      {body && createPortal(children, body)}
    </div>
  );
}
