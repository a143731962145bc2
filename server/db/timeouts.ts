/**
 * How long the database may take (server/config.ts, ADR 0147): to connect, to run a statement, to
 * lend a connection; how long work may be outstanding before the database is probed, and how long
 * that probe may take to be answered before the database counts as down.
 */
export type DatabaseTimeouts = {
  connectMs: number;
  statementMs: number;
  poolWaitMs?: number;
  suspectMs?: number;
  probeMs?: number;
};

/**
 * One connection or statement of a living database may take seconds (a burst of new connections,
 * a long export's batch); those bounds no longer decide that the database is away. Work outstanding
 * for `suspectMs` has it probed, and a probe unanswered for `probeMs` marks it down: a frozen
 * database costs a visitor under two seconds, while a living one answers a probe in milliseconds
 * however slow its real statements are (ADR 0147).
 */
export const DEFAULT_DATABASE_TIMEOUTS = {
  connectMs: 5000,
  statementMs: 5000,
  poolWaitMs: 10_000,
  suspectMs: 500,
  probeMs: 1250,
} as const satisfies Required<DatabaseTimeouts>;
