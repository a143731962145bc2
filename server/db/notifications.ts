import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export type NotificationHandlers = {
  /** A notification's payload, in the order they were sent. */
  message(payload: string): void;
  /**
   * Notifications may have been missed: the connection dropped and listening has resumed. Not
   * called when it drops: while this instance can't reach the database it serves what it has.
   */
  gap(): void;
};

const RETRY_MS = [200, 500, 1000, 2000, 5000];

/**
 * LISTEN on a dedicated connection (a pool would hand it back and lose the subscription), kept open
 * for the life of the instance: when it drops it reconnects, and `gap` is called once it listens
 * anew, so the caller can discard whatever the missed messages would have told it. Resolves once the
 * first LISTEN is in place; the returned function stops listening.
 */
export async function listen(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5000 });
    next.on("notification", (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? "");
    });
    next.on("error", () => {});
    next.on("end", () => {
      if (stopped || client !== next) return;
      void reconnect();
    });
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  };

  const reconnect = async () => {
    for (let attempt = 0; !stopped; attempt++) {
      await sleep(RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]);
      try {
        await connect();
        handlers.gap();
        return;
      } catch {
        // The database is still away; try again after a longer pause.
      }
    }
  };

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
