import { useLocation } from "react-router";
import { localeFacts, localeOfPath } from "../../domain/locales";
import { type Messages, messagesOf } from "../../domain/messages";

/** The page's language, from its address. */
export function useLocale() {
  return localeOfPath(useLocation().pathname);
}

/** The site's own words in the page's language. */
export function useMessages(): Messages {
  return messagesOf(useLocale());
}

/**
 * The header a form's fetch sends so the API answers in the page's language, not the browser's
 * (the API reads Accept-Language: docs/api.md, "Languages").
 */
export function useAnswerLanguage() {
  return { "accept-language": localeFacts[useLocale()].tag };
}
