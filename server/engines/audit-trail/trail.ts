import type { Db } from "../../db/client.ts";
import { type AuditEvent, audit, type StaffContext } from "./record.ts";

/**
 * A request's audit entries: each names the request's admin and address. It also remembers which
 * transactions recorded one, so a staff write that records nothing fails instead of committing
 * unaudited (server/engines/content-writes/staff-writes.ts).
 */
export class AuditTrail {
  readonly #recorded = new WeakSet<object>();

  constructor(readonly staff: StaffContext) {}

  async record(tx: Db, event: AuditEvent): Promise<void> {
    await audit.record(tx, { ...this.staff, ...event });
    this.#recorded.add(tx);
  }

  assertRecorded(tx: Db): void {
    if (!this.#recorded.has(tx)) throw new Error("a staff write must record its audit entry in its transaction");
  }
}
