import { translatedLocales } from "../../../../domain/locales.ts";
import { translationChipWords } from "../../../../domain/translation-words.ts";
import { translationStatusesOf } from "../../../lib/admin/translation-statuses.ts";
import { Badge } from "../ui/badge.tsx";

const chipTones = { missing: "slate", outdated: "amber", done: "green" } as const;

/**
 * A list row's languages (issue 74): "Urdu: translated", "Urdu: needs updating", when the admin read
 * carries `translations`; a row without it shows nothing.
 */
export function TranslationChips({ record }: { record: object }) {
  const statuses = translationStatusesOf(record);
  const shown = translatedLocales.flatMap((locale) => {
    const status = statuses[locale];
    return status ? [{ locale, status }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map(({ locale, status }) => (
        <Badge key={locale} tone={chipTones[status]}>
          {translationChipWords(locale, status)}
        </Badge>
      ))}
    </span>
  );
}
