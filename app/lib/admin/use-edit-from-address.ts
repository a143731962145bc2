import { useEffect } from "react";
import { useSearchParams } from "react-router";

/**
 * `?edit=<id>` opens that record's edit form, wherever it is in the list (issue 67: a picture's
 * "where used" links open the record itself); the address loses the word once it is open.
 */
export function useEditFromAddress<T>(readOne: ((id: string) => Promise<T>) | undefined, open: (row: T) => void) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("edit");
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per address, not per render
  useEffect(() => {
    if (!wanted || !readOne) return;
    readOne(wanted).then(
      (row) => {
        open(row);
        setParams(
          (now) => {
            const next = new URLSearchParams(now);
            next.delete("edit");
            return next;
          },
          { replace: true },
        );
      },
      () => {},
    );
  }, [wanted]);
}
