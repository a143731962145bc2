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
 * What each kept read showed last, by its key (ADR 0287): a screen opened again shows it at once while
 * it reads afresh. In memory only, for this tab's signed-in session.
 */
const kept = new Map<string, unknown>();

/** The last data kept under `key`. One key is used by one hook with one type of data, so its data is a T. */
function keptAt<T>(key: string | undefined): T | undefined {
  return key === undefined ? undefined : (kept.get(key) as T | undefined);
}

/** The session ended: nothing one admin saw is shown to the next. */
export function forgetKeptReads() {
  kept.clear();
}

/**
 * Loads one thing from the API when a screen mounts (and again on `reload`), keeping the last data
 * while reloading so tables do not flash. A 401 is handled by the API client (sign-out). With `keep`
 * (a key naming what is read, its API address), what was shown last under it shows at once and is
 * read afresh in the background (stale-while-revalidate): going back to a screen is instant, and a
 * change made elsewhere shows as soon as that read answers.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[] = [], keep?: string) {
  const [state, setState] = useState<State<T>>(() => ({ data: keptAt<T>(keep), loading: true, error: null }));
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const keepRef = useRef(keep);
  keepRef.current = keep;
  const loading = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: deps are the caller's, version forces a reload
  useEffect(() => {
    let live = true;
    const key = keepRef.current;
    loading.current = true;
    // Another page or search: what it showed last, if anything, else the rows shown now until it answers.
    setState((previous) => ({ ...previous, data: keptAt<T>(key) ?? previous.data, loading: true }));
    const settle = (next: (previous: State<T>) => State<T>) => {
      if (!live) return;
      loading.current = false;
      setState(next);
    };
    loadRef.current().then(
      (data) => {
        if (key !== undefined) kept.set(key, data);
        settle(() => ({ data, loading: false, error: null }));
      },
      (error: Error) => settle((previous) => ({ data: previous.data, loading: false, error })),
    );
    return () => {
      live = false;
    };
  }, [version, ...deps]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  // A load asked before this change may answer after it with the old rows: ask again instead.
  const replace = useCallback((update: (data: T | undefined) => T) => {
    setState((previous) => {
      const data = update(previous.data);
      if (keepRef.current !== undefined) kept.set(keepRef.current, data);
      return { ...previous, data };
    });
    if (loading.current) setVersion((v) => v + 1);
  }, []);
  return { ...state, reload, replace };
}
