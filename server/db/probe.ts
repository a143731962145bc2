import net from "node:net";
import pg from "pg";
import type { Probe } from "./health.ts";

/**
 * Opens a connection of its own (the pooled ones may all be stuck in a frozen network, or busy)
 * and asks `select 1`; whatever has not answered within `withinMs`, opening included, counts as no
 * answer, and its socket is destroyed then, so a frozen network keeps nothing open (ADR 0147).
 */
export function postgresProbe(url: string, withinMs: number): Probe {
  return async () => {
    let socket: net.Socket | undefined;
    const client = new pg.Client({
      connectionString: url,
      stream: () => {
        socket = new net.Socket();
        return socket;
      },
    });
    client.on("error", () => {});
    const bound = setTimeout(() => socket?.destroy(), withinMs);
    try {
      await client.connect();
      await client.query("select 1");
      client.end().catch(() => {});
    } catch (error) {
      socket?.destroy();
      throw error;
    } finally {
      clearTimeout(bound);
    }
  };
}
