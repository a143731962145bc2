/**
 * One run at a time of a job that empties a queue (the newsletter sender, the webhook dispatcher):
 * asking while a run is going joins it and has it look once more when done, so nothing queued
 * meanwhile waits for the next poll; once stopped, no new run starts.
 */
export class QueueDrain {
  #running: Promise<void> | null = null;
  #again = false;
  #stopped = false;

  /** `pass` sends what is due; it should end early once `stopped` is true. */
  constructor(private readonly pass: () => Promise<void>) {}

  get stopped(): boolean {
    return this.#stopped;
  }

  /** Sends everything due now; resolves when nothing due is left (a run already going is joined). */
  run(): Promise<void> {
    if (this.#stopped) return Promise.resolve();
    if (this.#running) {
      this.#again = true;
      return this.#running;
    }
    this.#running = this.#loop().finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  /** Takes no new run and waits for the one under way. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running?.catch(() => {});
  }

  async #loop(): Promise<void> {
    do {
      this.#again = false;
      await this.pass();
    } while (this.#again && !this.#stopped);
  }
}
