/**
 * A closed set of words declared once, with how each is shown (`{ info: "Note", … }`): its list, in
 * the declared order, comes from those labels (for zod's enums and the forms' choices), so a word
 * can never be in one and missing from the other.
 */
export function wordsOf<const Word extends string>(labels: Readonly<Record<Word, string>>): [Word, ...Word[]] {
  const [first, ...rest] = Object.keys(labels).filter((key): key is Word => key in labels);
  if (first === undefined) throw new Error("A set of words needs at least one word");
  return [first, ...rest];
}
