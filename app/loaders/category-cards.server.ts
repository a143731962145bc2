import type { AppLoadContext } from "react-router";
import { addressOf } from "../../domain/addresses";
import { serviceSlugsByCategory } from "../../server/modules/services/reads";
import type { GridCard } from "../lib/public-cards";

/**
 * The category cards of the 'Our Services' / 'What We Do' grids, each going to its category's page,
 * or (a category holding a single service) to that service's. Two queries, whatever the number of cards.
 */
export async function loadCategoryCards(context: AppLoadContext): Promise<GridCard[]> {
  const [categories, servicesPerCategory] = await Promise.all([
    context.categories(),
    serviceSlugsByCategory(context.db),
  ]);
  return categories.map((category) => {
    const { _id, name, description, icon } = category;
    const own = servicesPerCategory.get(_id) ?? [];
    const path = own.length === 1 ? addressOf.service({ slug: own[0], category }) : addressOf.category(category);
    return { _id, name, description, icon, path };
  });
}
