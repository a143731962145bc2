import { pgTable, text } from "drizzle-orm/pg-core";
import { at, bigNumber } from "../../db/columns.ts";

/**
 * Where the inbound mailbox was read up to, and which instance reads it now (ADR 0252): a poll claims
 * the row for a while (a lease), reads what came after `last_uid`, and moves it on message by message.
 */
export const inboundMailbox = pgTable("inbound_mailbox", {
  mailbox: text("mailbox").primaryKey(),
  uidValidity: bigNumber("uid_validity"),
  lastUid: bigNumber("last_uid").notNull().default(0),
  claimedUntil: at("claimed_until"),
  lastPolledAt: at("last_polled_at"),
});
