/** A rendered page as it was sent: enough to send it again without rendering. */
export type StoredPage = { status: number; headers: [string, string][]; body: Buffer };

type Options = { maxEntries: number; maxAgeMs: number; now?: () => number };

/**
 * Rendered public pages, kept for a short while and dropped as a whole on any write. A render
 * remembers the version it started from and is only kept if no write finished meanwhile, so a page
 * read before an edit is never served after it. Least recently used pages go first when full.
 */
export class PageCache {
  readonly #entries = new Map<string, StoredPage & { expiresAt: number }>();
  readonly #now: () => number;
  #version = 0;

  constructor(private readonly options: Options) {
    this.#now = options.now ?? Date.now;
  }

  /** A lifetime of 0 turns the cache off: pages are then streamed as they render, never kept. */
  get enabled(): boolean {
    return this.options.maxAgeMs > 0;
  }

  get version(): number {
    return this.#version;
  }

  invalidate(): void {
    this.#version += 1;
    this.#entries.clear();
  }

  get(key: string): StoredPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    if (entry.expiresAt <= this.#now()) return undefined;
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, renderedAtVersion: number, page: StoredPage): void {
    if (!this.enabled || renderedAtVersion !== this.#version) return;
    this.#entries.delete(key);
    this.#entries.set(key, { ...page, expiresAt: this.#now() + this.options.maxAgeMs });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.options.maxEntries) break;
      this.#entries.delete(oldest);
    }
  }
}
