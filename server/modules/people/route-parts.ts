import { access } from "../../../domain/access.ts";
import { personMessages } from "../../../domain/people.ts";
import { NotFound } from "../../errors/domain-errors.ts";
import { type PersonReader, readPerson } from "./person-page.ts";

/** What every people route shares: its tag, its rights, its options. */
export const tags = ["people"];
export const leadsRead = { access: access.data("leads", "read") };
export const leadsUpdate = { access: access.data("leads", "update") };

/** The clock, and the agency's zone that times inside a timeline line are said in. */
export type PeopleRouteOptions = { now: () => number; timeZone: string };

/** A person as `GET /people/:id` answers them (applications only `withApplications`); 404 when unknown. */
export async function personAnswer(
  app: PersonReader,
  id: string,
  { now, timeZone }: PeopleRouteOptions,
  withApplications: boolean,
) {
  const person = await readPerson(app, id, { now: now(), timeZone }, withApplications);
  if (!person) throw new NotFound(personMessages.notFound);
  return person;
}
