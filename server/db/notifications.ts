import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export type NotificationHandlers = {
  /** A notification's payload, in the order they were sent. */
  message(payload: string): void;
  /**
   * The connection is gone (or stopped answering): from now on notifications may be missed, so
   * what they would have kept fresh can no longer be trusted. Called once per loss.
   */
  lost?(): void;
  /**
   * Listening has resumed after a loss: notifications may have been missed in between, so the caller
   * discards whatever they would have told it.
   */
  gap(): void;
};

/**
 * The listening connection's name in pg_stat_activity: its last query there is soon the heartbeat's,
 * so the name is what tells it from the pool's connections.
 */
export const LISTEN_APPLICATION_NAME = "agency-listen";

/** How the subscription waits: injectable so tests need not wait for real pauses. */
export type ListenTiming = {
  /** Pauses between reconnection attempts, the last one repeated. */
  retryMs: readonly number[];
  /**
   * How often the connection is asked to prove it is alive. A partition leaves a socket open but
   * silent, and TCP keepalive would notice only after hours; notifications would just stop.
   */
  heartbeatMs: number;
  /** How long opening the connection, or a heartbeat, may take before the connection counts as lost. */
  answerMs: number;
  pause(ms: number): Promise<void>;
};

export const DEFAULT_LISTEN_TIMING: ListenTiming = {
  retryMs: [200, 500, 1000, 2000, 5000],
  heartbeatMs: 5000,
  answerMs: 2000,
  pause: (ms) => sleep(ms),
};

/**
 * LISTEN on a dedicated connection (a pool would hand it back and lose the subscription), kept open
 * for the life of the instance. When it drops, or a heartbeat goes unanswered, `lost` is called and
 * it reconnects with backoff, and `gap` is called once it listens anew. Every client has an `error`
 * listener: a database going away must never end the process. Resolves once the first LISTEN is in
 * place; the returned function stops listening.
 */
export async function listen(
  url: string,
  channel: string,
  handlers: NotificationHandlers,
  timing: ListenTiming = DEFAULT_LISTEN_TIMING,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let reconnecting = false;
  let heartbeat: NodeJS.Timeout | undefined;

  /** Called from every way a connection can fail; acts once per connection. */
  const drop = (failed: pg.Client) => {
    if (stopped || client !== failed) return;
    client = undefined;
    clearInterval(heartbeat);
    failed.end().catch(() => {});
    handlers.lost?.();
    void reconnect();
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      application_name: LISTEN_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: timing.answerMs,
      query_timeout: timing.answerMs,
    });
    next.on("notification", (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? "");
    });
    next.on("error", () => drop(next));
    next.on("end", () => drop(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    heartbeat = setInterval(() => {
      next.query("select 1").catch(() => drop(next));
    }, timing.heartbeatMs);
    heartbeat.unref();
  };

  const reconnect = async () => {
    if (reconnecting) return;
    reconnecting = true;
    try {
      for (let attempt = 0; !stopped; attempt++) {
        await timing.pause(timing.retryMs[Math.min(attempt, timing.retryMs.length - 1)] ?? 1000);
        if (stopped) return;
        try {
          await connect();
          if (!stopped) handlers.gap();
          return;
        } catch {
          // The database is still away; try again after a longer pause.
        }
      }
    } finally {
      reconnecting = false;
    }
  };

  await connect();
  return async () => {
    stopped = true;
    clearInterval(heartbeat);
    await client?.end().catch(() => {});
  };
}
