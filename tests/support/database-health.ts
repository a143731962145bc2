import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { genericMessages } from "../../domain/errors.ts";
import type { DatabaseHealth, HealthEvent } from "../../server/db/health.ts";

/** Resolves when the database's health next reports `event` (ADR 0147): what a test awaits instead of a pause. */
export function nextHealthEvent(health: DatabaseHealth, event: HealthEvent): Promise<void> {
  return new Promise((resolve) => {
    const stop = health.observe((heard) => {
      if (heard !== event) return;
      stop();
      resolve();
    });
  });
}

/** Resolves once the database is held to be up: at once if it is, else when a probe is answered. */
export const healthUp = (health: DatabaseHealth) => (health.down ? nextHealthEvent(health, "up") : Promise.resolve());

/** Resolves once the database is held to be down: at once if it is, else when a probe goes unanswered. */
export const healthDown = (health: DatabaseHealth) =>
  health.down ? Promise.resolve() : nextHealthEvent(health, "down");

/** An answer refused while the database is away: 503, when to try again, and the contract's words. */
export function expectUnavailable(res: LightMyRequestResponse, what: string) {
  expect(res.statusCode, what).toBe(503);
  expect(Number(res.headers["retry-after"]), what).toBeGreaterThan(0);
  expect(res.json(), what).toEqual({
    success: false,
    message: genericMessages.serviceUnavailable,
    error: genericMessages.serviceUnavailable,
  });
}
