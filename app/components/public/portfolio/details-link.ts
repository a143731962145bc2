import { addressOf } from "../../../../domain/addresses";
import type { PortfolioDto } from "../../../../domain/portfolio";

/** Navigation state of /project-details and /product-details (the spec passes the item in state). */
export type DetailsState = { project?: PortfolioDto; product?: PortfolioDto };

/**
 * Where 'View More' goes: the item's own address (ADR 0161), with the item itself in navigation
 * state, as the spec's pages read it.
 */
export function detailsLink(
  item: PortfolioDto,
  here: (path: string) => string = (path) => path,
): { to: string; state: DetailsState } {
  const to = here(addressOf.portfolio(item));
  return item.type === "product" ? { to, state: { product: item } } : { to, state: { project: item } };
}

/** The item in navigation state, if it looks like one: history state can hold anything. */
export function itemFromState(state: unknown, key: keyof DetailsState): PortfolioDto | null {
  if (typeof state !== "object" || state === null) return null;
  const item = (state as Record<string, unknown>)[key];
  if (typeof item !== "object" || item === null) return null;
  const { _id, name, image, category } = item as Record<string, unknown>;
  const looksRight =
    typeof _id === "string" &&
    typeof name === "string" &&
    Array.isArray(image) &&
    typeof category === "object" &&
    category !== null;
  return looksRight ? (item as PortfolioDto) : null;
}
