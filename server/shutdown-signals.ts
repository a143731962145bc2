/**
 * The signals on which server/main.ts finishes in-flight requests and closes the database before it
 * exits. The first is what a process manager sends to stop it: the Dockerfile's STOPSIGNAL.
 */
export const SHUTDOWN_SIGNALS = ["SIGTERM", "SIGINT"] as const;
