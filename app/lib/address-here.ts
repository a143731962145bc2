import { useLocation } from "react-router";
import { addressIn } from "../../domain/local-addresses";
import { localeOfPath } from "../../domain/locales";

/**
 * A site path in the language of the page showing it (issue 74): on an `/ur/…` page, a record's
 * address `addressOf` wrote from its translated slugs is put under `/ur/`, percent-encoded; on an
 * English page it is unchanged.
 */
export function useAddressHere(): (path: string) => string {
  const locale = localeOfPath(useLocation().pathname);
  return (path) => addressIn(locale, path);
}
