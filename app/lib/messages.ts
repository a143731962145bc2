import { useLocation } from "react-router";
import { localeOfPath } from "../../domain/locales";
import { type Messages, messagesOf } from "../../domain/messages";

/** The site's own words in the page's language (its address says which). */
export function useMessages(): Messages {
  return messagesOf(localeOfPath(useLocation().pathname));
}

/** The page's language, from its address. */
export function useLocale() {
  return localeOfPath(useLocation().pathname);
}
