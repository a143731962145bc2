import { useLocation } from "react-router";
import type { PortfolioType } from "../../../../domain/enums";
import type { PortfolioDto } from "../../../../domain/portfolio";
import { useHydrated } from "../../../browser/use-hydrated";
import { itemFromState } from "./details-link";

/**
 * A details page's item: the one of `?id=` (rendered on the server), else the one passed in
 * navigation state, as the spec's pages read it. State is only read after hydration: the server
 * cannot see it.
 */
export function useDetailsItem(loaded: PortfolioDto | null, type: PortfolioType): PortfolioDto | null {
  const { state } = useLocation();
  const hydrated = useHydrated();
  return loaded ?? (hydrated ? itemFromState(state, type) : null);
}
