/** A select's options, one a value, each named by `label` (the value itself unless given). */
export function Options<T extends string>({
  values,
  label = (value) => value,
}: {
  values: readonly T[];
  label?: (value: T) => string;
}) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}
