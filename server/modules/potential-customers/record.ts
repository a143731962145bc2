import { sql } from "drizzle-orm";
import type { Attribution } from "../../../domain/attribution.ts";
import type { LeadSource } from "../../../domain/enums.ts";
import type { Db } from "../../db/client.ts";
import { potentialCustomers } from "../../db/schema/people.ts";

/**
 * Counts one public submission from `email`: a new row the first time (keeping this first source and
 * the visit that led to it), otherwise one more visit. A row that knows nothing of its first visit
 * (made before attribution was recorded) takes this one's, all five values together (ADR 0079). A
 * single upsert on the case-insensitive unique index, so concurrent submissions from one address
 * never race. Call it inside the submission's own transaction; `personId` is the submitter's person
 * (ADR 0171).
 */
export async function recordPotentialCustomer(
  db: Db,
  email: string,
  source: LeadSource,
  attribution: Attribution,
  personId: string | null = null,
): Promise<void> {
  const t = potentialCustomers;
  const unknown = sql`(${t.landingPage} is null and ${t.referrerHost} is null and ${t.utmSource} is null
    and ${t.utmMedium} is null and ${t.utmCampaign} is null)`;
  const firstKnown = (column: string) =>
    sql`${sql.raw(column)} = case when ${unknown} then excluded.${sql.raw(column)} else ${t}.${sql.raw(column)} end`;
  await db.execute(sql`
    insert into ${t} (email, source, person_id, landing_page, referrer_host, utm_source, utm_medium, utm_campaign)
    values (${email}, ${source}, ${personId}, ${attribution.landingPage}, ${attribution.referrerHost}, ${attribution.utmSource},
      ${attribution.utmMedium}, ${attribution.utmCampaign})
    on conflict (lower(email)) do update
      set visit_count = ${t}.visit_count + 1,
          person_id = coalesce(excluded.person_id, ${t}.person_id),
          last_seen_at = greatest(${t}.last_seen_at, now()),
          ${firstKnown("landing_page")}, ${firstKnown("referrer_host")}, ${firstKnown("utm_source")},
          ${firstKnown("utm_medium")}, ${firstKnown("utm_campaign")}`);
}
