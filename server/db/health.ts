import { isServiceUnavailable } from "../errors/unavailable.ts";

/**
 * What a request gets instead of waiting when the database is held to be down: nothing was sent to
 * the database, and the caller answers from its cache or 503 at once (ADR 0147).
 */
export class DatabaseDownError extends Error {
  constructor() {
    super("database is down: not asked");
    this.name = "DatabaseDownError";
  }
}

/** What the breaker reports to whoever observes it. */
export type HealthEvent = "down" | "up" | "probe failed" | "probe answered";

/** How quickly the breaker suspects, checks and checks again (server/config.ts). */
export type HealthTiming = {
  /** A connection or statement still outstanding after this long has the database probed. */
  suspectAfterMs: number;
  /** The pause between two probes while the database is down. */
  probeEveryMs: number;
};

/** Asks the database a trivial question on a connection of its own, rejecting within its own bound. */
export type Probe = () => Promise<void>;

/**
 * The database's health as every request of the instance sees it, a circuit breaker (ADR 0147).
 * Whatever raises a doubt (a connection or statement outstanding past `suspectAfterMs`, a
 * connection refused, cut or timed out, the LISTEN connection lost) asks for a probe; at most one
 * probe runs at a time, whoever asks. A probe that gets no answer marks the database down: work in
 * flight is abandoned at once, and new work is refused without being sent (`refuse`), so nothing
 * waits for a connect or statement timeout. While down, a probe runs every `probeEveryMs`, and the
 * first one answered marks it up again.
 *
 * Without a probe (the embedded database, which lives in the process and can't be partitioned
 * from it) nothing is ever suspected and it is never down.
 */
export class DatabaseHealth {
  #down = false;
  #probing: Promise<void> | undefined;
  /** A doubt raised while a probe ran or rested: the answer it got may predate it. */
  #suspectedAgain = false;
  #closed = false;
  #pause: NodeJS.Timeout | undefined;
  #wakeUp: (() => void) | undefined;
  readonly #inFlight = new Set<() => void>();
  readonly #observers = new Set<(event: HealthEvent) => void>();
  /**
   * What the breaker did: times it opened, probes run and how they ended, work refused without
   * being sent, work abandoned in flight, and statements sent to the database.
   */
  readonly counts = { trips: 0, probes: 0, probesAnswered: 0, refused: 0, abandoned: 0, sent: 0 };

  constructor(
    private readonly probe: Probe | undefined,
    private readonly timing: HealthTiming,
  ) {}

  get down(): boolean {
    return this.#down;
  }

  /** Hears every change and every probe's outcome; returns how to stop hearing. */
  observe(observer: (event: HealthEvent) => void): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** Something suggests the database may be away: probe it, unless a probe is already on its way. */
  suspect(): void {
    if (this.probe === undefined || this.#closed) return;
    if (this.#probing !== undefined) {
      this.#suspectedAgain = true;
      return;
    }
    this.#probing = this.#probeUntilAnswered().finally(() => {
      this.#probing = undefined;
    });
  }

  /** The error to fail work with instead of sending it, counted. */
  refuse(): DatabaseDownError {
    this.counts.refused += 1;
    return new DatabaseDownError();
  }

  /**
   * Waits for one piece of database work (a connection being lent, a statement) under the breaker:
   * past `suspectAfterMs` it asks for a probe, and if the database is marked down meanwhile it
   * rejects at once; what the work still yields afterwards is handed to `abandon`. A failure that
   * says the database is unavailable asks for a probe too.
   */
  watch<T>(work: Promise<T>, abandon: (late: T) => void): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      let settled = false;
      const suspicion = setTimeout(() => this.suspect(), this.timing.suspectAfterMs);
      suspicion.unref();
      const settle = () => {
        settled = true;
        clearTimeout(suspicion);
        this.#inFlight.delete(abandoned);
      };
      const abandoned = () => {
        if (settled) return;
        settle();
        this.counts.abandoned += 1;
        reject(new DatabaseDownError());
      };
      this.#inFlight.add(abandoned);
      work.then(
        (value) => {
          if (settled) return abandon(value);
          settle();
          resolve(value);
        },
        (error: unknown) => {
          if (settled) return;
          settle();
          if (!(error instanceof DatabaseDownError) && isServiceUnavailable(error)) this.suspect();
          reject(error);
        },
      );
    });
  }

  /** Stops probing (the database is being closed). */
  close(): void {
    this.#closed = true;
    clearTimeout(this.#pause);
    this.#wakeUp?.();
  }

  /**
   * Probes until the database answers and no doubt was raised since. After each probe, answered or
   * not, it rests before the next: the doubts raised meanwhile (a burst of waits on a busy pool) make
   * one more probe, not one each, so a slow moment costs a connection now and then, not per request.
   */
  async #probeUntilAnswered(): Promise<void> {
    const probe = this.probe;
    while (probe !== undefined && !this.#closed) {
      this.#suspectedAgain = false;
      this.counts.probes += 1;
      const answered = await probe().then(
        () => true,
        () => false,
      );
      if (answered) {
        this.counts.probesAnswered += 1;
        this.#tell("probe answered");
        this.#markUp();
      } else {
        this.#tell("probe failed");
        this.#markDown();
      }
      await this.#pauseBetweenProbes();
      if (answered && !this.#suspectedAgain) return;
    }
  }

  #markUp() {
    if (!this.#down) return;
    this.#down = false;
    this.#tell("up");
  }

  #markDown() {
    if (this.#down || this.#closed) return;
    this.#down = true;
    this.counts.trips += 1;
    for (const abandon of [...this.#inFlight]) abandon();
    this.#tell("down");
  }

  #pauseBetweenProbes(): Promise<void> {
    return new Promise((resolve) => {
      this.#wakeUp = resolve;
      this.#pause = setTimeout(resolve, this.timing.probeEveryMs);
      this.#pause.unref();
    });
  }

  #tell(event: HealthEvent) {
    for (const observer of this.#observers) observer(event);
  }
}
