import { messageOf } from "./api-client.ts";
import { notify } from "./notify.ts";

type ActOptions<T> = {
  /** The toast when the answer says nothing. */
  done?: string;
  /** The toast when it fails and the server's answer says nothing. */
  failed: string;
  /** What the screen does with the answer (reads the list again, updates the row). */
  onDone?: (answer: T) => void;
};

/** One button's request: the answer's toast, then `then`; a failure's toast. It never throws. */
export async function act<T extends { message?: string }>(request: () => Promise<T>, options: ActOptions<T>) {
  try {
    const answer = await request();
    notify.success(answer.message ?? options.done ?? "");
    options.onDone?.(answer);
  } catch (error) {
    notify.error(messageOf(error, options.failed));
  }
}
