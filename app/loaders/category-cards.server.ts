import type { AppLoadContext } from "react-router";
import { serviceIdsByCategory } from "../../server/modules/services/reads";
import type { GridCard } from "../lib/public-cards";

/**
 * The category cards of the 'Our Services' / 'What We Do' grids, each knowing whether it holds a
 * single service (then Learn More opens that service). Two queries, whatever the number of cards.
 */
export async function loadCategoryCards(context: AppLoadContext): Promise<GridCard[]> {
  const [categories, servicesPerCategory] = await Promise.all([context.categories(), serviceIdsByCategory(context.db)]);
  return categories.map(({ _id, name, description, icon }) => {
    const own = servicesPerCategory.get(_id) ?? [];
    return { _id, name, description, icon, onlyServiceId: own.length === 1 ? own[0] : null };
  });
}
