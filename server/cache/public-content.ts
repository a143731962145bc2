import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { type ContentKind, contentKinds, isContentKind } from "./content-kinds.ts";

export type ContentChangeListener = (kinds: readonly ContentKind[]) => void;

/** The PostgreSQL channel on which every instance announces the public content it changed. */
export const CONTENT_CHANGES_CHANNEL = "public_content_changed";

const announcement = z.object({ from: z.string(), kinds: z.array(z.string()) });

/**
 * The write path of what visitors see. A change runs in one transaction; once it has committed,
 * every listener (the response cache) hears which kinds changed — before the writer answers, so the
 * very next read shows the change. A failed change tells no one: nothing it touched was published.
 * The transaction also NOTIFYs the other instances, which PostgreSQL delivers only on commit.
 */
export class PublicContent {
  readonly #listeners: ContentChangeListener[] = [];
  /** Tells this instance's own announcements from the others'. */
  readonly instanceId = randomUUID();

  constructor(private readonly db: Db) {}

  onChange(listener: ContentChangeListener): void {
    this.#listeners.push(listener);
  }

  async change<T>(kinds: readonly ContentKind[], work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const done = await work(tx);
      const payload = JSON.stringify({ from: this.instanceId, kinds });
      await tx.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${payload})`);
      return done;
    });
    this.changed(kinds);
    return result;
  }

  /** Announces kinds changed by a write that committed elsewhere (another instance, a script). */
  changed(kinds: readonly ContentKind[]): void {
    for (const listener of this.#listeners) listener(kinds);
  }

  /** Applies another instance's announcement; anything unreadable is taken to change everything. */
  heard(payload: string): void {
    let parsed: z.infer<typeof announcement> | undefined;
    try {
      parsed = announcement.parse(JSON.parse(payload));
    } catch {
      this.changed(contentKinds);
      return;
    }
    if (parsed.from === this.instanceId) return;
    const kinds = parsed.kinds.filter(isContentKind);
    this.changed(kinds.length === parsed.kinds.length ? kinds : contentKinds);
  }
}
