/**
 * Saves of the media library's words made from inside an editor (a picture block's alt text, ADR
 * 0235) that Publish waits for before it asks which pictures say nothing: the words typed last are
 * then what its check reads, and it never asks about a picture just described.
 */
const pending = new Set<Promise<unknown>>();

export function trackLibrarySave(save: Promise<unknown>): void {
  pending.add(save);
  void save.finally(() => pending.delete(save));
}

/** Resolves once every save under way has answered, whether or not it succeeded. */
export const librarySavesSettled = () => Promise.allSettled([...pending]);
