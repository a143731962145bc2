import type { ImportRun } from "./import-run.ts";

/**
 * WordPress's authors as author profiles without a sign-in (ADR 0243): waits for author profiles
 * that exist without an account; until then articles are signed by whoever started the import.
 */
export async function importAuthors(run: ImportRun): Promise<void> {
  void run;
}
