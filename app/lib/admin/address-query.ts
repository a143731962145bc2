import { useCallback } from "react";
import { type NavigateOptions, useSearchParams } from "react-router";

/**
 * The address's query, and a change to it made on what the address bar holds now. React Router
 * hands a functional update the query of the last render; a navigation it has pushed but not yet
 * rendered (a transition, two filters set in quick succession) would be undone by the next change
 * built on that render (remix-run/react-router#9757).
 */
export function useAddressQuery() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (edit: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(window.location.search);
      edit(next);
      setParams(next, options);
    },
    [setParams],
  );
  return [params, change] as const;
}
