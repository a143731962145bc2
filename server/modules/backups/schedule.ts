import { CronExpressionParser } from "cron-parser";
import type { BackupService } from "./service.ts";

/**
 * Scheduled backups (BACKUP_CRON, UTC). Every instance runs the timer; each slot is claimed in the
 * database (BackupService.create with its slot), so one instance makes it. A slot missed while
 * every instance was down is made at the next start.
 */
export class BackupSchedule {
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly backups: BackupService,
    private readonly cron: string,
    private readonly clock: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  /** The latest slot at or before now. */
  currentSlot(): Date {
    return CronExpressionParser.parse(this.cron, { currentDate: this.clock() + 1, tz: "UTC" })
      .prev()
      .toDate();
  }

  nextSlot(): Date {
    return CronExpressionParser.parse(this.cron, { currentDate: this.clock(), tz: "UTC" }).next().toDate();
  }

  /** Makes the current slot's backup unless an instance already has; the backup, or null. */
  tick() {
    return this.backups.create("scheduled", { slot: this.currentSlot() });
  }

  start() {
    const run = () => {
      if (this.stopped) return;
      this.tick()
        .catch(this.onError)
        .finally(() => this.arm());
    };
    run();
  }

  private arm() {
    if (this.stopped) return;
    // Timers hold at most ~24.8 days; a longer wait is re-armed on the way.
    const wait = Math.min(Math.max(this.nextSlot().getTime() - this.clock(), 1000), 2 ** 31 - 1);
    // A wait cut short by the cap finds its slot already claimed, and re-arms.
    this.timer = setTimeout(() => {
      this.tick()
        .catch(this.onError)
        .finally(() => this.arm());
    }, wait);
    this.timer.unref();
  }

  stop() {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
