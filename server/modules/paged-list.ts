import type { Db } from "../db/client.ts";
import type { ListOrder, ListTotal } from "../db/list-query.ts";
import type { ListWindow } from "../db/list-window.ts";
import type { PagedList } from "../http/list-or-csv.ts";

/**
 * A back-office list's queries, said once beside them: a window of the rows a filter matches, how
 * many it matches, the order a sort asks for, and the answer's row.
 */
export type ListQueries<Filter, Sort, Row, Dto> = {
  select: (db: Db, filter: Filter, window: ListWindow) => PromiseLike<Row[]>;
  total: (db: Db, filter: Filter) => Promise<ListTotal>;
  order: (sort: Sort) => ListOrder;
  toDto: (row: Row) => Dto;
};

/** What `listPage` reads of a list: its queries over one database, filter and sort. */
export function pagedList<Filter, Sort, Row, Dto>(
  db: Db,
  queries: ListQueries<Filter, Sort, Row, Dto>,
  filter: Filter,
  sort: Sort,
): PagedList<Row, Dto> {
  return {
    read: async (window) => queries.select(db, filter, window),
    total: () => queries.total(db, filter),
    order: queries.order(sort),
    toDto: queries.toDto,
  };
}
