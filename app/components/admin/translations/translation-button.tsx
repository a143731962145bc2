import { Languages } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ContentPath } from "../../../../domain/content-kinds.ts";
import { type TranslatedLocale, translatedLocales } from "../../../../domain/locales.ts";
import { languageLabel, translationStatusWords } from "../../../../domain/translation-words.ts";
import { type TranslationStatus, translatableFieldsOf } from "../../../../domain/translations.ts";
import type { RecordLanguagesProps } from "../../../lib/admin/record-languages.ts";
import { translationStatusesOf } from "../../../lib/admin/translation-statuses.ts";
import { Button } from "../ui/button.tsx";
import { kindOfPath } from "./translation-values.ts";

// The side-by-side editor (and the block editor it may hold) loads when a language is opened, or
// when the pointer or focus comes to its button: no screen's first chunk carries it (ADR 0288).
const loadEditor = () => import("./translation-editor.tsx");
const TranslationEditor = lazy(loadEditor);

/**
 * A record's languages (issue 74): a button per translated language, "Urdu (اردو)" with where its
 * translation stands, opening the side-by-side editor. Every edit screen of a kind that declares
 * translatable fields shows them; a kind that declares none shows nothing.
 */
export function TranslationButtons({ path, record, name, id = record?._id, className = "" }: RecordLanguagesProps) {
  const fields = translatableFieldsOf(kindOfPath(path));
  if (id === undefined || fields.length === 0) return null;
  const statuses = translationStatusesOf(record);
  return (
    <div className={`flex flex-wrap items-center gap-2 ${className}`}>
      {translatedLocales.map((locale) => (
        <LanguageButton
          key={`${locale}:${id}`}
          path={path}
          id={id}
          locale={locale}
          name={name}
          status={statuses[locale]}
          fields={fields}
        />
      ))}
    </div>
  );
}

function LanguageButton({
  status: read,
  ...target
}: {
  path: ContentPath;
  id: string;
  locale: TranslatedLocale;
  name: string;
  status: TranslationStatus | undefined;
  fields: ReturnType<typeof translatableFieldsOf>;
}) {
  const [open, setOpen] = useState(false);
  // What the editor said last outranks the read the screen opened with.
  const [told, setTold] = useState<TranslationStatus | undefined>(undefined);
  const status = told ?? read;
  const label = languageLabel(target.locale);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadEditor()}
        onFocus={() => void loadEditor()}
        aria-haspopup="dialog"
        icon={<Languages aria-hidden className="size-4" />}
      >
        {label}
        {status && (
          <span data-testid="translation-status-chip" className="font-normal text-slate-500">
            · {translationStatusWords[status].badge}
          </span>
        )}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <TranslationEditor
            {...target}
            onClose={() => setOpen(false)}
            onStatus={(answer) => setTold(answer?.status)}
          />
        </Suspense>
      )}
    </>
  );
}
