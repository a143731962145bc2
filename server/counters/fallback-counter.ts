import { isServiceUnavailable } from "../errors/unavailable.ts";
import type { FailureCounter } from "../modules/auth/failure-counter.ts";

/**
 * Counters shared by every instance (Redis) that fall back to the instance's own while the shared
 * ones are away (ADR 0268): a limit is then enforced per instance, never lifted. Each call goes to
 * the shared counters when their connection is up; a call they can't answer (the service is away,
 * not a bug) is counted locally instead. `report` hears each switch, once, not each call.
 */
export class FallbackCounter implements FailureCounter {
  #fallingBack = false;

  constructor(
    private readonly shared: FailureCounter,
    private readonly local: FailureCounter,
    private readonly options: {
      /** Whether the shared counters' connection is up now: while not, they are not even asked. */
      sharedUp: () => boolean;
      report: (fallingBack: boolean, error?: unknown) => void;
    },
  ) {}

  read(key: string) {
    return this.#use((counter) => counter.read(key));
  }

  increment(key: string, windowMs: number) {
    return this.#use((counter) => counter.increment(key, windowMs));
  }

  reset(key: string) {
    // Cleared in both: a count kept locally during an outage must not outlive a success either.
    return this.#use(async (counter) => {
      if (counter === this.shared) await this.local.reset(key);
      await counter.reset(key);
    });
  }

  async #use<T>(work: (counter: FailureCounter) => Promise<T>): Promise<T> {
    if (!this.options.sharedUp()) {
      this.#switch(true);
      return work(this.local);
    }
    try {
      const answer = await work(this.shared);
      this.#switch(false);
      return answer;
    } catch (error) {
      if (!isServiceUnavailable(error)) throw error;
      this.#switch(true, error);
      return work(this.local);
    }
  }

  #switch(fallingBack: boolean, error?: unknown) {
    if (this.#fallingBack === fallingBack) return;
    this.#fallingBack = fallingBack;
    this.options.report(fallingBack, error);
  }
}
