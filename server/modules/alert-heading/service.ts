import type { PublicContent } from "../../cache/public-content.ts";
import { writeAlertHeading } from "./queries.ts";

/** The banner above every page: a change to it is a change to every page. */
export function updateAlertHeading(content: PublicContent, textField: string): Promise<string> {
  return content.change(["alertHeading"], (tx) => writeAlertHeading(tx, textField));
}
