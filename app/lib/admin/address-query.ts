import { useCallback } from "react";
import { type NavigateOptions, useSearchParams } from "react-router";

/** Query parameters to change: each is set to its value, or removed when the value is empty or absent. */
export type QueryChange = Record<string, string | number | undefined>;

/**
 * The address's query, and a change to it made on what the address bar holds now. React Router
 * hands a functional update the query of the last render; a navigation it has pushed but not yet
 * rendered (a transition, two filters set in quick succession) would be undone by the next change
 * built on that render (remix-run/react-router#9757).
 */
export function useAddressQuery() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: QueryChange, options?: NavigateOptions) => {
      const next = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change] as const;
}
