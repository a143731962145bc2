import type { RequestAccess } from "../../../domain/access.ts";
import { type PortfolioUpdateInput, portfolioAreas, portfolioFieldNames } from "../../../domain/portfolio.ts";
import type { AreaAction } from "../../../domain/roles.ts";
import type { portfolioItems } from "../../db/schema/content.ts";
import { changedNames } from "../../lib/fields.ts";
import type { Authorize } from "./admin-service.ts";

type ItemRow = typeof portfolioItems.$inferSelect;

/** An action in the item's own area: projects for a project, product for a product. */
export const authorizeIn =
  (access: RequestAccess, action: AreaAction): Authorize =>
  (item) =>
    access.requireArea(portfolioAreas[item.type], action);

/** Whether the input changes anything but isActive (the type cannot change: refused before this). */
const fieldChanges = (item: ItemRow, input: PortfolioUpdateInput) =>
  changedNames({ ...item, category: item.categoryId }, input, portfolioFieldNames).some((name) => name !== "isActive");

/**
 * Editing needs `update`, switching isActive needs `statusChange` (docs/decisions/0043). The edit
 * form sends every field, so only values that really change count.
 */
export const authorizeUpdate =
  (access: RequestAccess, input: PortfolioUpdateInput): Authorize =>
  (item) => {
    const area = portfolioAreas[item.type];
    const statusChanges = input.isActive !== undefined && input.isActive !== item.isActive;
    if (fieldChanges(item, input) || !statusChanges) access.requireArea(area, "update");
    if (statusChanges) access.requireArea(area, "statusChange");
  };
