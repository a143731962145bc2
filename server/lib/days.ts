export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days before `now`: where a retention's cut falls. */
export const daysBefore = (now: Date | number, days: number) => new Date(new Date(now).getTime() - days * DAY_MS);
