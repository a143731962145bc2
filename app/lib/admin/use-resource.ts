import { useCallback, useEffect, useRef, useState } from "react";
import { messageOf } from "./api-client.ts";

type State<T> = { data: T | undefined; loading: boolean; error: Error | null };
export type Resource<T> = ReturnType<typeof useResource<T>>;

/** A load whose failure reaches the screen in the server's words, or in `fallback` when it gave none. */
export function failingAs<T>(load: Promise<T>, fallback: string): Promise<T> {
  return load.catch((failure: unknown) => {
    throw new Error(messageOf(failure, fallback));
  });
}

/**
 * Loads one thing from the API when a screen mounts (and again on `reload`), keeping the last data
 * while reloading so tables do not flash. A 401 is handled by the API client (sign-out).
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[] = []) {
  const [state, setState] = useState<State<T>>({ data: undefined, loading: true, error: null });
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const loading = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, version forces a reload
  useEffect(() => {
    let live = true;
    loading.current = true;
    setState((previous) => ({ ...previous, loading: true }));
    const settle = (next: (previous: State<T>) => State<T>) => {
      if (!live) return;
      loading.current = false;
      setState(next);
    };
    loadRef.current().then(
      (data) => settle(() => ({ data, loading: false, error: null })),
      (error: Error) => settle((previous) => ({ data: previous.data, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [version, ...deps]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // A load asked before this change may answer after it with the old rows: ask again instead.
  const replace = useCallback((update: (data: T | undefined) => T) => {
    setState((previous) => ({ ...previous, data: update(previous.data) }));
    if (loading.current) setVersion((v) => v + 1);
  }, []);
  return { ...state, reload, replace };
}
