import { useEffect, useRef, useState } from "react";
import { type BrowserCopy, copyDiffers, readBrowserCopy } from "../../../domain/unsaved-work.ts";

/** This tab, as its copies name it: a copy written by another tab on the same record is that tab's work. */
const thisTab = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : String(Math.random());

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage switched off (a private window's policy): the editor works, without the copy.
    return null;
  }
}

/**
 * The browser's copy of an editor's unsaved work (issue 67, ADR 0231): written to localStorage with
 * every change from the first keystroke (`typed`: the fields that differ from what the editor opened
 * on, as the form holds them), dropped once nothing differs. Reopening the same record (or "new")
 * after a reload, a crash or a lost connection finds it and offers it back while it still differs
 * from what the editor shows; another tab writing the same key is said (`otherTab`).
 */
export function useBrowserCopy(
  key: string,
  typed: Record<string, unknown> | null,
  /** The fields as the editor opened them: a copy equal to them is already on the server. */
  shown: () => Record<string, unknown>,
) {
  const [offer, setOffer] = useState<BrowserCopy | null>(null);
  const [otherTab, setOtherTab] = useState(false);
  // Until the stored copy was looked at (and, if offered, answered), typing must not overwrite it.
  const [looked, setLooked] = useState(false);
  const shownRef = useRef(shown);
  shownRef.current = shown;

  useEffect(() => {
    const found = readBrowserCopy(storage()?.getItem(key) ?? null);
    if (found && copyDiffers(found, shownRef.current())) setOffer(found);
    else {
      if (found) storage()?.removeItem(key);
      setLooked(true);
    }
    const told = (event: StorageEvent) => {
      if (event.key !== key) return;
      const copy = readBrowserCopy(event.newValue);
      if (copy && copy.tab !== thisTab) setOtherTab(true);
    };
    window.addEventListener("storage", told);
    return () => window.removeEventListener("storage", told);
  }, [key]);

  const json = typed === null ? null : JSON.stringify(typed);
  const lastKey = useRef(key);
  useEffect(() => {
    if (!looked || offer) return;
    const store = storage();
    if (!store) return;
    // A new record's first save gave it an id: its work is kept under that from now on.
    if (lastKey.current !== key) store.removeItem(lastKey.current);
    lastKey.current = key;
    if (json === null) store.removeItem(key);
    else {
      const copy: BrowserCopy = { at: new Date().toISOString(), tab: thisTab, values: JSON.parse(json) };
      try {
        store.setItem(key, JSON.stringify(copy));
      } catch {
        // Storage full: the server's draft and the leave question still guard the work.
      }
    }
  }, [json, key, looked, offer]);

  return {
    /** The copy found on opening, until it is restored or dropped. */
    offer,
    /** Another tab of this browser changed the same record meanwhile. */
    otherTab,
    /** Takes the offered copy: `apply` puts its fields back into the editor. */
    restore(apply: (values: Record<string, unknown>) => void) {
      if (offer) apply(offer.values);
      setOffer(null);
      setLooked(true);
    },
    /** Drops the offered copy (the owner chose what the server has). */
    drop() {
      storage()?.removeItem(key);
      setOffer(null);
      setLooked(true);
    },
    /** The work is saved, or discarded on purpose: nothing to offer next time. */
    clear() {
      storage()?.removeItem(key);
    },
  };
}
