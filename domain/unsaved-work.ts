import { z } from "zod";

/**
 * Unsaved work (issue 67, ADR 0231): what every back-office editor says before typed work could be
 * lost, and the copy of it the browser keeps until the server has it.
 */
export const unsavedWorkTexts = {
  askTitle: "Discard unsaved changes?",
  askBody: "What you typed here is not saved yet. If you leave now it is lost.",
  keepEditing: "Keep editing",
  discard: "Discard changes",
  /** The offer on reopening an editor whose work the browser kept (after a reload, a crash, a lost connection). */
  restoreOffer: (when: string) => `Restore your unsaved changes from ${when}`,
  restore: "Restore",
  dropCopy: "Discard them",
  /** Another tab of this browser is changing the same record. */
  otherTab:
    "This is also being edited in another tab. Changes saved there and here are not merged: the later save is asked to compare them.",
} as const;

/** The browser's copy of one editor's work: the kind and the record's id, or "new" while it has none. */
export const browserCopyKey = (kind: string, id: string | undefined) => `unsaved-work:${kind}:${id ?? "new"}`;

/** What the browser keeps: when it was typed, which tab typed it, and the fields as the form holds them. */
export const browserCopySchema = z.object({
  at: z.iso.datetime(),
  tab: z.string(),
  values: z.record(z.string(), z.unknown()),
});
export type BrowserCopy = z.infer<typeof browserCopySchema>;

/** Reads a stored copy; anything else (an older shape, hand-edited storage) is no copy. */
export function readBrowserCopy(stored: string | null): BrowserCopy | null {
  if (stored === null) return null;
  try {
    const parsed = browserCopySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The copy's fields that differ from what the editor opened on: nothing left means the server has it all. */
export function copyDiffers(copy: BrowserCopy, shown: Record<string, unknown>): boolean {
  return Object.entries(copy.values).some(([key, value]) => JSON.stringify(value) !== JSON.stringify(shown[key]));
}
