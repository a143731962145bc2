import { ListFilter, RotateCcw } from "lucide-react";
import { type FormEvent, type InputHTMLAttributes, useId, useState } from "react";
import { loggedMethods } from "../../../../domain/request-logs.ts";
import {
  activeFilterCount,
  filterProblems,
  type LogFilterValues,
  noLogFilters,
  sameFilters,
} from "../../../lib/admin/log-query.ts";
import { Button } from "../ui/button.tsx";
import { SelectField, TextField } from "../ui/fields.tsx";
import { Options } from "../ui/options.tsx";

type LogFiltersProps = {
  /** The filters in force (from the address bar). */
  applied: LogFilterValues;
  onApply: (values: LogFilterValues) => void;
  /** Usernames to suggest. */
  usernames: string[];
};

const statusClasses = ["2xx", "3xx", "4xx", "5xx"];

/** A username or a route is typed as stored: no capital, no suggestion, no spelling fix. */
const typedAsIs: InputHTMLAttributes<HTMLInputElement> = {
  autoCapitalize: "none",
  autoComplete: "off",
  spellCheck: false,
};

/**
 * The Logs screen's filters: edited here, applied together with one button (each change would
 * otherwise start a slow count over the whole log), and kept in the address bar.
 */
export function LogFilters({ applied, onApply, usernames }: LogFiltersProps) {
  const [values, setValues] = useState(applied);
  const [shown, setShown] = useState(applied);
  const [sent, setSent] = useState<LogFilterValues | null>(null);
  if (!sameFilters(shown, applied)) {
    // The filters in force changed. The answer to this form's own Apply keeps what was typed since
    // (the list renders the new address a moment after the click); any other change (Clear, the back
    // button, a link) shows what is now in force.
    setShown(applied);
    setSent(null);
    if (!sent || !sameFilters(sent, applied)) setValues(applied);
  }
  const problems = filterProblems(values);
  const invalid = Object.keys(problems).length > 0;
  const ids = { statuses: useId(), usernames: useId() };
  const set = (key: keyof LogFilterValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const active = activeFilterCount(applied);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid) return;
    setSent(values);
    onApply(values);
  }

  return (
    <form
      aria-label="Log filters"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-center gap-2">
        <ListFilter aria-hidden className="size-4 text-slate-500" />
        <h2 className="text-sm font-semibold text-slate-900">Filters</h2>
        {active > 0 && (
          <span className="rounded-full bg-admin-50 px-2 py-0.5 text-xs font-medium text-admin-700">{active} set</span>
        )}
      </div>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4 md:grid-cols-3 xl:grid-cols-6">
        <SelectField label="Method" value={values.method} onChange={set("method")}>
          <option value="">Any</option>
          <Options values={loggedMethods} />
        </SelectField>
        <TextField
          label="Status"
          placeholder="404 or 4xx"
          inputMode="numeric"
          autoComplete="off"
          list={ids.statuses}
          value={values.status}
          onChange={set("status")}
          error={problems.status}
        />
        <TextField
          label="User"
          placeholder="username"
          {...typedAsIs}
          list={ids.usernames}
          value={values.username}
          onChange={set("username")}
        />
        <TextField
          label="Route contains"
          placeholder="/contact"
          {...typedAsIs}
          value={values.route}
          onChange={set("route")}
        />
        <TextField label="From" type="date" value={values.from} max={values.to || undefined} onChange={set("from")} />
        <TextField
          label="To"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={set("to")}
          error={problems.to}
        />
      </div>
      <datalist id={ids.statuses}>
        {statusClasses.map((status) => (
          <option key={status} value={status} />
        ))}
      </datalist>
      <datalist id={ids.usernames}>
        {usernames.map((username) => (
          <option key={username} value={username} />
        ))}
      </datalist>
      <div className="flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={!values.showReads}
            onChange={(event) => setValues((current) => ({ ...current, showReads: !event.target.checked }))}
            className="mt-0.5 size-4 rounded border-slate-300 accent-admin-600"
          />
          <span>
            Hide back-office reads
            <span className="block text-xs text-slate-500">
              Screens loading for signed-in staff; downloads stay listed
            </span>
          </span>
        </label>
        <div className="flex gap-2">
          <Button
            variant="secondary"
            icon={<RotateCcw aria-hidden className="size-4" />}
            onClick={() => {
              setValues(noLogFilters);
              setSent(noLogFilters);
              onApply(noLogFilters);
            }}
          >
            Clear
          </Button>
          <Button type="submit" disabled={invalid}>
            Apply filters
          </Button>
        </div>
      </div>
    </form>
  );
}
