import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { isShownKind, type ShownKind, shownKinds } from "../../cache/content-kinds.ts";
import type { Db } from "../../db/client.ts";

/** A listener may answer a promise: the work a writer waits for before it answers (the redirect table's reload). */
export type ContentChangeListener = (kinds: readonly ShownKind[]) => void | Promise<void>;

/** The PostgreSQL channel on which every instance announces the public content it changed. */
export const CONTENT_CHANGES_CHANNEL = "public_content_changed";

const announcement = z.object({ from: z.string(), kinds: z.array(z.string()) });

/**
 * Who hears that public content changed. A unit of work (unit-of-work.ts) NOTIFYs the other
 * instances inside its transaction (PostgreSQL delivers it only on commit) and, once committed,
 * tells this instance's listeners (the response cache, the site content) before the writer answers,
 * so the very next read shows the change. A failed change tells no one.
 */
export class ContentChangeFeed {
  readonly #listeners: ContentChangeListener[] = [];
  /** Tells this instance's own announcements from the others'. */
  readonly instanceId = randomUUID();

  onChange(listener: ContentChangeListener): void {
    this.#listeners.push(listener);
  }

  /** Queues the announcement to the other instances in `tx`: sent only if it commits. */
  async notify(tx: Db, kinds: readonly ShownKind[]): Promise<void> {
    const payload = JSON.stringify({ from: this.instanceId, kinds });
    await tx.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${payload})`);
  }

  /**
   * Announces kinds changed by a write that committed (here, on another instance, or in a script);
   * settles once every listener's work has (a writer awaits it, so its next read sees the change).
   */
  async changed(kinds: readonly ShownKind[]): Promise<void> {
    await Promise.all(this.#listeners.map((listener) => listener(kinds)));
  }

  /** Applies another instance's announcement; anything unreadable is taken to change everything. */
  heard(payload: string): void {
    let parsed: z.infer<typeof announcement> | undefined;
    try {
      parsed = announcement.parse(JSON.parse(payload));
    } catch {
      void this.changed(shownKinds);
      return;
    }
    if (parsed.from === this.instanceId) return;
    const kinds = parsed.kinds.filter(isShownKind);
    void this.changed(kinds.length === parsed.kinds.length ? kinds : shownKinds);
  }
}
