import { CronExpressionParser } from "cron-parser";

/** Whether `cron` is a schedule cron-parser reads (five fields, or six with seconds; UTC). */
export function isValidCron(cron: string): boolean {
  try {
    CronExpressionParser.parse(cron, { tz: "UTC", strict: false });
    return true;
  } catch {
    return false;
  }
}
