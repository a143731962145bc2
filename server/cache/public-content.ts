import type { Db } from "../db/client.ts";
import type { ContentKind } from "./content-kinds.ts";

export type ContentChangeListener = (kinds: readonly ContentKind[]) => void;

/**
 * The write path of what visitors see. A change runs in one transaction; once it has committed,
 * every listener (the response cache) hears which kinds changed — before the writer answers, so the
 * very next read shows the change. A failed change tells no one: nothing it touched was published.
 */
export class PublicContent {
  readonly #listeners: ContentChangeListener[] = [];

  constructor(private readonly db: Db) {}

  onChange(listener: ContentChangeListener): void {
    this.#listeners.push(listener);
  }

  async change<T>(kinds: readonly ContentKind[], work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(work);
    this.changed(kinds);
    return result;
  }

  /** Announces kinds changed by a write that committed elsewhere (another instance, a script). */
  changed(kinds: readonly ContentKind[]): void {
    for (const listener of this.#listeners) listener(kinds);
  }
}
