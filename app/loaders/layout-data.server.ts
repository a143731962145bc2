import type { AppLoadContext } from "react-router";
import type { MenuCategory } from "../components/public/layout/services-panel";

/** What every public page needs: the categories of the Services panel (with their one-line descriptions) and the public origin. */
export async function loadLayoutData(context: AppLoadContext) {
  const categories = await context.categories();
  return {
    origin: context.config.publicUrl,
    categories: categories.map(({ _id, name, description }): MenuCategory => ({ _id, name, description })),
  };
}

export type LayoutData = Awaited<ReturnType<typeof loadLayoutData>>;
