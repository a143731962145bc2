/**
 * What the health answer says about an instance and the services it leans on (docs/api.md
 * "Operational endpoints"; ADR 0266).
 */
export const healthMessages = {
  /** SIGTERM received: the instance finishes what it has and takes nothing new (ADR 0266). */
  draining: "This instance is shutting down; another instance answers",
  /** Redis away: counters fall back to the instance's own. */
  redisDown:
    "Redis is not reachable: rate limits and the sign-in lockout are counted by this instance alone until it is back",
  /** The bucket away: pages keep serving, files can't be stored. */
  storageDown: "The file storage is not reachable: uploads and backups are refused until it is back",
} as const;
