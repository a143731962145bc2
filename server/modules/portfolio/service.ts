import type { PortfolioDto } from "../../../domain/content.ts";
import type { PortfolioType } from "../../../domain/enums.ts";
import type { Db } from "../../db/client.ts";
import { isUuid } from "../../http/ids.ts";
import { selectPortfolio, toPortfolioDto } from "./queries.ts";

export type PortfolioListOptions = {
  type: PortfolioType;
  categoryId?: string;
  q?: string;
  /** Only callers allowed to see inactive items (admins) pass true; everyone else sees active ones. */
  includeInactive?: boolean;
  /** With includeInactive: narrow to active (true) or inactive (false) items. Ignored otherwise. */
  isActive?: boolean;
};

export async function listPortfolio(db: Db, options: PortfolioListOptions): Promise<PortfolioDto[]> {
  const { type, categoryId, includeInactive = false } = options;
  if (categoryId !== undefined && !isUuid(categoryId)) return [];
  const q = options.q?.trim() || undefined;
  const isActive = includeInactive ? options.isActive : true;
  const rows = await selectPortfolio(db, { type, categoryId, q, isActive });
  return rows.map(toPortfolioDto);
}

export async function getPortfolioItem(
  db: Db,
  id: string,
  options: { includeInactive?: boolean } = {},
): Promise<PortfolioDto | null> {
  if (!isUuid(id)) return null;
  const [row] = await selectPortfolio(db, { id, isActive: options.includeInactive ? undefined : true });
  return row ? toPortfolioDto(row) : null;
}
