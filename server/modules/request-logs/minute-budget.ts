/**
 * At most `perMinute` takes in each minute of the clock; the refused ones are counted until read.
 * Bounds what a flood of anonymous calls writes to the request log (ADR 0087).
 */
export class MinuteBudget {
  #minute = -1;
  #used = 0;
  #refused = 0;

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether one more fits in this minute. */
  take(): boolean {
    const minute = Math.floor(this.now() / 60_000);
    if (minute !== this.#minute) {
      this.#minute = minute;
      this.#used = 0;
    }
    if (this.#used >= this.perMinute) {
      this.#refused += 1;
      return false;
    }
    this.#used += 1;
    return true;
  }

  /** How many were refused since the last call. */
  takeRefused(): number {
    const refused = this.#refused;
    this.#refused = 0;
    return refused;
  }
}
