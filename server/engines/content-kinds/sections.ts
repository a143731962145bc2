import type { Db } from "../../db/client.ts";

/**
 * The public pages where a kind may show a section of its records without the page naming it
 * (issue 70, ADR 0283): the home page, a service's page and a project's page, each with the record
 * it shows.
 */
export type PublicPlaces = {
  home: null;
  service: { id: string };
  project: { id: string };
};
export type PublicPlace = keyof PublicPlaces;

/**
 * What a kind shows at each place it declares: its items as the page's section renders them (the
 * app's section of the kind parses them with the kind's own card schema). An empty list: no section.
 */
export type KindSections = { [P in PublicPlace]?: (db: Db, at: PublicPlaces[P]) => Promise<readonly unknown[]> };
