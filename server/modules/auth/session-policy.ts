import type { AppConfig } from "../../config.ts";

const HOUR_MS = 60 * 60 * 1000;

/** last_seen_at is written at most this often, so a busy admin does not cause a write per request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionLifetime = Pick<AppConfig, "sessionIdleHours" | "sessionAbsoluteDays">;

export const idleTimeoutMs = (config: SessionLifetime) => config.sessionIdleHours * HOUR_MS;
export const absoluteLifetimeMs = (config: SessionLifetime) => config.sessionAbsoluteDays * 24 * HOUR_MS;

/** A session ends at its absolute expiry or after the idle timeout without use, whichever comes first. */
export function isSessionLive(
  session: { lastSeenAt: Date; expiresAt: Date },
  now: Date,
  config: SessionLifetime,
): boolean {
  return (
    session.expiresAt.getTime() > now.getTime() && session.lastSeenAt.getTime() + idleTimeoutMs(config) > now.getTime()
  );
}

export function shouldTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}
