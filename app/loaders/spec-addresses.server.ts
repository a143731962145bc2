import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses.ts";
import type { PortfolioType } from "../../domain/enums.ts";
import { portfolioQuery } from "../../domain/portfolio-browsing.ts";
import type { AddressedKind } from "../../server/modules/addresses/queries.ts";
import { getCategory } from "../../server/modules/categories/reads.ts";
import { getJob } from "../../server/modules/jobs/reads.ts";
import { getPortfolioItem } from "../../server/modules/portfolio/reads.ts";
import { getService } from "../../server/modules/services/reads.ts";
import { addressed } from "./addresses.server.ts";
import { notFoundPage } from "./not-found.server.ts";

/** A record found by its id, as where it now lives. */
type Found = { path: string };

type SpecForm = {
  /** How the address begins; its last segment is the id. */
  prefix: string;
  kind: AddressedKind;
  find(context: AppLoadContext, key: string): Promise<Found | null>;
};

const found = <T>(record: T | null, pathOf: (record: T) => string): Found | null =>
  record ? { path: pathOf(record) } : null;

/**
 * One 301 to where the record `key` names now lives, 410 while it is in the trash, else the 404 page:
 * no current address is the empty one, so a record found is always moved.
 */
async function moved(
  context: AppLoadContext,
  kind: AddressedKind,
  key: string,
  find: SpecForm["find"],
): Promise<never> {
  await addressed(context, {
    kind,
    key,
    read: (wanted) => find(context, wanted),
    pathOf: (record) => record.path,
    requested: "",
    // `?id=` named the record: the rest of the query (a campaign's words) goes with the visitor.
    consumed: ["id"],
  });
  return notFoundPage();
}

/** The specs' addresses that end in an id (domain/addresses.ts, `specAddresses`). */
const specForms: SpecForm[] = [
  {
    prefix: "/services/sub-services/",
    kind: "category",
    find: async ({ db }, key) => found(await getCategory(db, key), addressOf.category),
  },
  {
    prefix: "/services/service-detail/",
    kind: "service",
    find: async ({ db }, key) => found(await getService(db, key), addressOf.service),
  },
  {
    prefix: "/career/form/",
    kind: "job",
    find: async ({ db }, key) => found(await getJob(db, key), addressOf.jobApplication),
  },
];

/** Where the specs' detail pages (`/project-details?id=`, `/product-details?id=`) are. */
const detailsPaths: Record<PortfolioType, string> = { project: "/project-details", product: "/product-details" };

/**
 * An address the specs name by a record's id (issue 53, ADR 0161): one 301 to the record's current
 * address; 410 while it is in the trash; else the 404 page. `/project-details` or `/product-details`
 * without an id answers which type it was, for the spec's "No project data found." page.
 */
export async function followSpecAddress(context: AppLoadContext, url: URL): Promise<{ missing: PortfolioType }> {
  const form = specForms.find((candidate) => url.pathname.startsWith(candidate.prefix));
  if (form) return moved(context, form.kind, url.pathname.slice(form.prefix.length), form.find);
  const type: PortfolioType = url.pathname.startsWith(detailsPaths.product) ? "product" : "project";
  const itemId = url.searchParams.get(portfolioQuery.id);
  if (itemId === null) return { missing: type };
  return moved(context, "portfolio", itemId, async ({ db }, key) =>
    found(await getPortfolioItem(db, key), addressOf.portfolio),
  );
}
