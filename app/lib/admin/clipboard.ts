import { uiMessages } from "./messages.ts";
import { notify } from "./notify.ts";

/** Copies text and says whether it worked (a browser may refuse the clipboard). */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(uiMessages.account.copied);
  } catch {
    notify.error(uiMessages.account.copyFailed);
  }
}
