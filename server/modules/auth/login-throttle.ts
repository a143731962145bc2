import type { AppConfig } from "../../config.ts";
import type { FailureCounter } from "./failure-counter.ts";

type Limits = Pick<AppConfig, "loginUserFailureLimit" | "loginIpFailureLimit" | "loginWindowSeconds">;

/**
 * Sign-in lockout (docs/decisions/0023): after too many failures for one username, or from one
 * address, within the window, every attempt is refused until the window ends.
 */
export class LoginThrottle {
  constructor(
    private readonly counter: FailureCounter,
    private readonly limits: Limits,
    private readonly now: () => number = Date.now,
  ) {}

  private keys(username: string, ip: string) {
    return [
      { key: `user:${username.toLowerCase()}`, limit: this.limits.loginUserFailureLimit },
      { key: `ip:${ip}`, limit: this.limits.loginIpFailureLimit },
    ];
  }

  /** Seconds the caller must wait, or 0 when an attempt is allowed. */
  async retryAfterSeconds(username: string, ip: string): Promise<number> {
    let waitMs = 0;
    for (const { key, limit } of this.keys(username, ip)) {
      const window = await this.counter.read(key);
      if (window && window.count >= limit) waitMs = Math.max(waitMs, window.resetAt - this.now());
    }
    return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
  }

  async recordFailure(username: string, ip: string) {
    const windowMs = this.limits.loginWindowSeconds * 1000;
    for (const { key } of this.keys(username, ip)) await this.counter.increment(key, windowMs);
  }

  /** A successful sign-in clears its username's count; the address keeps its count. */
  async recordSuccess(username: string) {
    await this.counter.reset(this.keys(username, "")[0].key);
  }
}
