import type { AppLoadContext } from "react-router";
import { listCategories } from "../../server/modules/categories/service";

/** What every public page needs: the categories of the Services panel and the public origin. */
export async function loadLayoutData(context: AppLoadContext) {
  const categories = await listCategories(context.db);
  return {
    origin: context.config.publicUrl,
    categories: categories.map(({ _id, name }) => ({ _id, name })),
  };
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
