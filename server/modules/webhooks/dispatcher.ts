import { performance } from "node:perf_hooks";
import { and, asc, eq, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  DELIVERY_TIMEOUT_MS,
  EVENT_HEADER,
  RETRY_WINDOW_MS,
  recordCarryingEvents,
  retryDelayMs,
  SIGNATURE_HEADER,
  WEBHOOK_PAYLOAD_VERSION,
} from "../../../domain/webhooks.ts";
import type { Db } from "../../db/client.ts";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema/webhooks.ts";
import { toIso } from "../../lib/iso-date.ts";
import { QueueDrain } from "../../lib/queue-drain.ts";
import { webhookAttempts } from "./schema.ts";
import { postWebhook } from "./sender.ts";
import { signatureHeader } from "./signature.ts";

/** An endpoint stays claimed this long: one attempt's time limit and a margin. A crashed sender's claim lapses. */
const LEASE_MS = DELIVERY_TIMEOUT_MS + 60_000;
/** Endpoints one instance sends to at once (each still one delivery at a time). */
const PARALLEL_ENDPOINTS = 4;

const adminScreens: Record<string, string> = {
  enquiry: "enquiries",
  application: "applications",
  subscription: "subscribers",
};

type Claimed = {
  endpoint: { id: string; url: string; secret: string };
  delivery: typeof webhookDeliveries.$inferSelect;
};

export type DispatcherOptions = {
  allowPrivate: boolean;
  publicUrl: string;
  /** The clock retries are scheduled by; tests move it instead of waiting. */
  now: () => number;
  log: FastifyBaseLogger;
};

/**
 * Sends the outbox (outbox.ts) after the changes commit. Any instance may run it: an endpoint is
 * claimed with `FOR UPDATE SKIP LOCKED` and a lease, so across instances one delivery at a time goes
 * to an endpoint, and a delivery stays in the table until an attempt is recorded, so a crash between
 * the commit and the send loses nothing (the next instance to look sends it). A failed attempt is
 * retried with exponential backoff (domain/webhooks.ts) until 24 hours after the event.
 */
export class WebhookDispatcher {
  readonly #queue = new QueueDrain(() => this.#deliverDue());

  constructor(
    private readonly db: Db,
    private readonly options: DispatcherOptions,
  ) {}

  /** Sends everything due now; resolves when nothing due is left (a run already going is joined). */
  deliverDue(): Promise<void> {
    return this.#queue.run();
  }

  /** After a commit that may have queued deliveries: start sending without waiting for it. */
  kick(): void {
    this.deliverDue().catch((err) => this.options.log.warn({ err }, "webhook deliveries could not be sent"));
  }

  /** Stops taking new deliveries and waits for the attempts under way. */
  stop(): Promise<void> {
    return this.#queue.stop();
  }

  async #deliverDue(): Promise<void> {
    // Most runs find nothing due: one claim asks first, and only a delivery found brings in the
    // other senders (each claim is a transaction, four of them every poll for nothing).
    if (this.#queue.stopped || !(await this.#deliverOne())) return;
    await Promise.all(
      Array.from({ length: PARALLEL_ENDPOINTS }, async () => {
        while (!this.#queue.stopped && (await this.#deliverOne()));
      }),
    );
  }

  async #deliverOne(): Promise<boolean> {
    const claimed = await this.#claim();
    if (!claimed) return false;
    const { endpoint, delivery } = claimed;
    const attemptAt = this.options.now();
    const body = JSON.stringify({
      version: WEBHOOK_PAYLOAD_VERSION,
      id: delivery.eventId,
      event: delivery.event,
      occurredAt: toIso(delivery.createdAt),
      data: this.#dataOf(delivery),
    });
    const started = performance.now();
    const result = await postWebhook(
      endpoint.url,
      body,
      {
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, Math.floor(attemptAt / 1000), body),
        [EVENT_HEADER]: delivery.event,
        "user-agent": "agency-webhooks/1",
      },
      this.options.allowPrivate,
    );
    const durationMs = Math.round(performance.now() - started);
    const ok = result.responseStatus !== null && result.responseStatus >= 200 && result.responseStatus < 300;
    await this.#record(claimed, { at: attemptAt, durationMs, ok, ...result });
    return true;
  }

  /** The event's data as sent: a lead's events also get its back-office link, built from PUBLIC_URL now. */
  #dataOf(delivery: Claimed["delivery"]): Record<string, unknown> {
    const data = delivery.data;
    if (!recordCarryingEvents.some((event) => event === delivery.event)) return data;
    const screen = typeof data.kind === "string" ? adminScreens[data.kind] : undefined;
    const id = typeof data.id === "string" ? data.id : "";
    return screen
      ? { ...data, adminUrl: `${this.options.publicUrl}/admin/${screen}?id=${encodeURIComponent(id)}` }
      : data;
  }

  async #claim(): Promise<Claimed | null> {
    const now = new Date(this.options.now());
    return this.db.transaction(async (tx) => {
      const dueFor = (endpointId: typeof webhookEndpoints.id | string) =>
        and(
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
        );
      const [endpoint] = await tx
        .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
        .from(webhookEndpoints)
        .where(
          and(
            eq(webhookEndpoints.enabled, true),
            or(isNull(webhookEndpoints.leaseUntil), lt(webhookEndpoints.leaseUntil, now)),
            sql`exists (${tx.select({ one: sql`1` }).from(webhookDeliveries).where(dueFor(webhookEndpoints.id))})`,
          ),
        )
        .limit(1)
        .for("update", { skipLocked: true });
      if (!endpoint) return null;
      const [delivery] = await tx
        .select()
        .from(webhookDeliveries)
        .where(dueFor(endpoint.id))
        .orderBy(asc(webhookDeliveries.createdAt), asc(webhookDeliveries.id))
        .limit(1);
      if (!delivery) return null;
      await tx
        .update(webhookEndpoints)
        .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
        .where(eq(webhookEndpoints.id, endpoint.id));
      return { endpoint, delivery };
    });
  }

  async #record(
    { endpoint, delivery }: Claimed,
    attempt: { at: number; durationMs: number; ok: boolean; responseStatus: number | null; error: string | null },
  ): Promise<void> {
    const number = delivery.attempts + 1;
    const retryAt = attempt.at + retryDelayMs(number);
    const givenUp = retryAt > new Date(delivery.createdAt).getTime() + RETRY_WINDOW_MS;
    await this.db.transaction(async (tx) => {
      const [still] = await tx
        .update(webhookDeliveries)
        .set({
          attempts: number,
          status: attempt.ok ? "delivered" : givenUp ? "failed" : "pending",
          nextAttemptAt: attempt.ok || givenUp ? null : new Date(retryAt),
        })
        .where(eq(webhookDeliveries.id, delivery.id))
        .returning({ id: webhookDeliveries.id });
      // The endpoint was deleted while its delivery was on its way: nothing is left to log.
      if (!still) return;
      await tx.insert(webhookAttempts).values({
        deliveryId: delivery.id,
        attempt: number,
        at: new Date(attempt.at),
        durationMs: attempt.durationMs,
        responseStatus: attempt.responseStatus,
        error: attempt.error,
        ok: attempt.ok,
      });
      await tx.update(webhookEndpoints).set({ leaseUntil: null }).where(eq(webhookEndpoints.id, endpoint.id));
    });
  }
}
