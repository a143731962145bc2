import { useEffect, useRef, useState } from "react";
import { messageOf } from "./api-client.ts";
import { notify } from "./notify.ts";

/**
 * What a modal has the server make as it opens (a two-factor key, a reset link): asked once per
 * opening, as a second ask would replace what the first made; a failure is said and the modal closes.
 */
export function useMadeOnOpen<T>(make: () => Promise<{ data: T }>, failed: string, onClose: () => void): T | null {
  const [made, setMade] = useState<T | null>(null);
  const first = useRef({ make, failed });
  const close = useRef(onClose);
  close.current = onClose;
  const requested = useRef(false);
  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    first.current
      .make()
      .then((answer) => setMade(answer.data))
      .catch((error: unknown) => {
        notify.error(messageOf(error, first.current.failed));
        close.current();
      });
  }, []);
  return made;
}
