import type { ReactNode } from "react";
import { localeFacts, type TranslatedLocale } from "../../../../domain/locales.ts";
import { searchSettingLimits } from "../../../../domain/search-settings.ts";
import { slugLimits } from "../../../../domain/slug-shape.ts";
import { translationEditorWords as words } from "../../../../domain/translation-words.ts";
import type { TranslatableField } from "../../../../domain/translations.ts";
import { blocksInWords } from "../../../lib/admin/document-words.ts";
import { DocumentField } from "../blocks/document-field.tsx";
import { FieldError, TextAreaField, TextField } from "../ui/fields.tsx";
import { searchWordsOf, valueAt, type WordPath, withWordAt, wordsIn } from "./translation-values.ts";

type Props = {
  field: TranslatableField;
  locale: TranslatedLocale;
  /** The English value, as the record has it now. */
  original: unknown;
  /** The translation as typed. */
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
  /** Counts restores of the browser's copy: the block editor, which reads its document once, opens again. */
  restored: number;
};

/** What the translation's inputs carry: the language's direction and tag, so the browser lays out and spells it. */
const inLanguage = (locale: TranslatedLocale) => ({ dir: localeFacts[locale].dir, lang: localeFacts[locale].tag });

const englishName = localeFacts.en.name;

/**
 * One side-by-side pair: the English at the start (read-only, left to right), its translation at the
 * end; on a narrow screen the English stands above its translation.
 */
function Pair({ label, original, children }: { label: string; original: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-x-6 gap-y-2 md:grid-cols-2">
      <div lang="en" dir="ltr" className="flex min-w-0 flex-col gap-1.5">
        <p className="text-sm font-medium text-slate-600">{words.inLanguage(label, englishName)}</p>
        {original}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

/** The English words of a row, as they read; an empty original says so. */
function OriginalText({ text, mono = false }: { text: unknown; mono?: boolean }) {
  const shown = typeof text === "string" ? text : "";
  return (
    <p
      data-testid="original"
      className={`min-h-10 rounded-lg border border-dashed border-slate-200 bg-slate-50 px-3 py-2 text-sm whitespace-pre-wrap text-slate-800 ${mono ? "font-mono break-all" : "break-words"}`}
    >
      {shown || <span className="text-slate-500 italic">{words.emptyOriginal}</span>}
    </p>
  );
}

/** A block document's English, block by block ("Heading 2 — …"), beside the block editor of its translation. */
function OriginalBlocks({ document }: { document: unknown }) {
  const blocks = blocksInWords(document);
  if (blocks.length === 0) return <OriginalText text="" />;
  return (
    <ol
      aria-label={words.blocksOriginal}
      className="flex max-h-[32rem] flex-col gap-2 overflow-y-auto rounded-lg border border-dashed border-slate-200 bg-slate-50 p-3 text-sm"
    >
      {blocks.map((block, index) => (
        // The blocks have no ids of their own; their order is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list drawn afresh
        <li key={index} className="flex flex-col gap-0.5">
          <span className="text-xs font-semibold text-slate-500 uppercase">{block.label}</span>
          {block.text && <span className="whitespace-pre-wrap text-slate-800">{block.text}</span>}
          {block.pictures.length > 0 && (
            <span className="flex flex-wrap gap-1">
              {block.pictures.map((picture) => (
                <img key={picture} src={picture} alt="" className="size-12 rounded object-cover" />
              ))}
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** One declared field's rows: the English beside the inputs of its translation, as the field's kind wants them. */
export function TranslationRow({ field, locale, original, value, error, onChange, restored }: Props) {
  const language = localeFacts[locale].name;
  const label = words.inLanguage(field.label, language);
  const own = inLanguage(locale);
  switch (field.as) {
    case "line":
      return (
        <Pair label={field.label} original={<OriginalText text={original} />}>
          <TextField
            label={label}
            {...own}
            value={asText(value)}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        </Pair>
      );
    case "text":
      return (
        <Pair label={field.label} original={<OriginalText text={original} />}>
          <TextAreaField
            label={label}
            {...own}
            rows={Math.min(8, Math.max(3, asText(original).split("\n").length + 1))}
            value={asText(value)}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        </Pair>
      );
    case "slug":
      return (
        <Pair label={field.label} original={<OriginalText text={original} mono />}>
          <TextField
            label={label}
            {...own}
            maxLength={slugLimits.max}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            hint={words.slugHint}
            value={asText(value)}
            error={error}
            onChange={(event) => onChange(event.target.value)}
          />
        </Pair>
      );
    case "blocks":
      return (
        <Pair label={field.label} original={<OriginalBlocks document={original} />}>
          <DocumentField
            key={restored}
            label={label}
            initial={value}
            error={error}
            onChange={onChange}
            language={own}
          />
        </Pair>
      );
    case "search":
      return (
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{field.label}</legend>
          {searchWordsOf(value).map(({ part, text }) => {
            const partLabel = part === "title" ? words.searchTitle : words.searchDescription;
            const change = (typed: string) => onChange(withWordAt(value, {}, [part], typed));
            return (
              <Pair key={part} label={partLabel} original={<OriginalText text={valueAt(original, [part])} />}>
                {part === "title" ? (
                  <TextField
                    label={words.inLanguage(partLabel, language)}
                    {...own}
                    maxLength={searchSettingLimits.titleMax}
                    value={text}
                    onChange={(event) => change(event.target.value)}
                  />
                ) : (
                  <TextAreaField
                    label={words.inLanguage(partLabel, language)}
                    {...own}
                    rows={2}
                    value={text}
                    onChange={(event) => change(event.target.value)}
                  />
                )}
              </Pair>
            );
          })}
          <FieldError id={`search-${field.name}`} error={error} alert />
        </fieldset>
      );
    case "list":
      return (
        <ListRows field={field} locale={locale} original={original} value={value} error={error} onChange={onChange} />
      );
  }
}

/** A list's words, each beside its English: a list of lines a row per line, of titled texts a row per part. */
function ListRows({ field, locale, original, value, error, onChange }: Omit<Props, "restored">) {
  const language = localeFacts[locale].name;
  const place = (path: WordPath) => words.item(field.label, path);
  const texts = wordsIn(original);
  return (
    <fieldset className="flex min-w-0 flex-col gap-4">
      <legend className="mb-2 text-sm font-semibold text-slate-900">{field.label}</legend>
      {texts.length === 0 && <OriginalText text="" />}
      {texts.map(({ path, text }) => {
        const typed = asText(valueAt(value, path));
        const long = text.length > 80 || text.includes("\n");
        const props = {
          label: words.inLanguage(place(path), language),
          ...inLanguage(locale),
          value: typed,
          onChange: (event: { target: { value: string } }) =>
            onChange(withWordAt(value, original, path, event.target.value)),
        };
        return (
          <Pair key={path.join(".")} label={place(path)} original={<OriginalText text={text} />}>
            {long ? <TextAreaField rows={3} {...props} /> : <TextField {...props} />}
          </Pair>
        );
      })}
      <FieldError id={`list-${field.name}`} error={error} alert />
    </fieldset>
  );
}
