import { useAddressQuery } from "./address-query.ts";

/**
 * A list's filters kept in the address bar (like the Logs screen's), so a reload, the back button or
 * a shared link shows the same list: each set filter is a query parameter, an unset one is absent.
 */
export function useAddressFilters<K extends string>(keys: readonly K[]) {
  const [params, change] = useAddressQuery();
  const values: Partial<Record<K, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value) values[key] = value;
  }
  return {
    values,
    /** The filters as one value that changes when any of them does (a reload's dependency). */
    signature: keys.map((key) => `${key}=${values[key] ?? ""}`).join("&"),
    // Another filter is another list: it starts at its first page.
    set: (key: K, value: string) => change({ [key]: value, page: undefined }, { preventScrollReset: true }),
  };
}
