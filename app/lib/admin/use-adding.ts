import { useState } from "react";
import { notify, toastFailure } from "./notify.ts";
import type { DataAnswer } from "./types.ts";

/**
 * An add card's one request at a time: the server's toast (or `added`) and `onAdded` when it
 * succeeds; when refused, its message both as a toast and under the field that names the entry.
 */
export function useAdding(added: string, failed: string) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>();

  async function add<T>(create: () => Promise<DataAnswer<T>>, onAdded: (data: T) => void) {
    setBusy(true);
    setFailure(undefined);
    try {
      const answer = await create();
      notify.success(answer.message ?? added);
      onAdded(answer.data);
    } catch (error) {
      setFailure(toastFailure(error, failed));
    } finally {
      setBusy(false);
    }
  }

  return { busy, failure, clearFailure: () => setFailure(undefined), add };
}
