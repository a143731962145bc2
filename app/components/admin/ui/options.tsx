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

/** A select's options for records, one a record by its id and name; `none` first, when it may name none. */
export function RecordOptions({
  records,
  none,
}: {
  records: readonly { _id: string; name: string }[] | undefined;
  none?: string;
}) {
  return (
    <>
      {none !== undefined && <option value="">{none}</option>}
      {records?.map((record) => (
        <option key={record._id} value={record._id}>
          {record.name}
        </option>
      ))}
    </>
  );
}
