import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { auditActionLabels, auditActions, auditEntities, auditEntityLabel } from "../../../../domain/audit.ts";
import { Button } from "../ui/button.tsx";
import { inputClass } from "../ui/fields.tsx";
import { Options } from "../ui/options.tsx";

/** What the screen filters by, as the person picked it: calendar days in their own time zone. */
export type AuditFilterValues = { actor: string; entity: string; action: string; from: string; to: string };
export const noAuditFilters: AuditFilterValues = { actor: "", entity: "", action: "", from: "", to: "" };

/** The filters as the API takes them: a chosen day runs from its local midnight to the next. */
export function auditQueryOf(values: AuditFilterValues) {
  const moment = (day: string, time: string) => (day ? new Date(`${day}T${time}`).toISOString() : undefined);
  return {
    actor: values.actor.trim() || undefined,
    entity: values.entity || undefined,
    action: values.action || undefined,
    from: moment(values.from, "00:00:00.000"),
    to: moment(values.to, "23:59:59.999"),
  };
}

const labelClass = "text-xs font-semibold text-slate-600";
const control = `${inputClass()} h-10`;

/** A label above its control, tied by id: a wrapping label would lend a select its chosen option's text. */
function Filter({ id, label, wide, children }: { id: string; label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${wide ? "max-sm:col-span-2" : ""}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

type SelectFilterProps = { id: string; label: string; value: string; any: string; onChange: (value: string) => void };

/** A choice of one, or of any ("Everything"). */
function SelectFilter({ id, label, value, any, onChange, children }: SelectFilterProps & { children: ReactNode }) {
  return (
    <Filter id={id} label={label} wide>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={control}>
        <option value="">{any}</option>
        {children}
      </select>
    </Filter>
  );
}

/** The period's two ends, each a day that may not pass the other. */
const periodEnds = [
  { key: "from", label: "From", other: "to" },
  { key: "to", label: "To", other: "from" },
] as const;

type AuditFiltersProps = {
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  usernames: string[];
};

/** Who, what, which action and when; the username applies once typing pauses. */
export function AuditFilters({ values, onChange, usernames }: AuditFiltersProps) {
  const id = useId();
  const [actor, setActor] = useState(values.actor);
  const latest = useRef({ values, onChange });
  latest.current = { values, onChange };

  useEffect(() => setActor(values.actor), [values.actor]);
  useEffect(() => {
    if (actor === latest.current.values.actor) return;
    const timer = setTimeout(() => latest.current.onChange({ ...latest.current.values, actor }), 400);
    return () => clearTimeout(timer);
  }, [actor]);

  const set = (key: keyof AuditFilterValues) => (value: string) => onChange({ ...values, [key]: value });
  const filtered = Object.values(values).some(Boolean);

  return (
    <fieldset className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end">
      <legend className="sr-only">Filter the audit log</legend>
      <Filter id={`${id}-who`} label="Who" wide>
        <input
          id={`${id}-who`}
          type="search"
          value={actor}
          list={`${id}-people`}
          placeholder="Any admin"
          onChange={(event) => setActor(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") onChange({ ...values, actor });
          }}
          className={control}
        />
        <datalist id={`${id}-people`}>
          {usernames.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Filter>
      <SelectFilter id={`${id}-what`} label="What" any="Everything" value={values.entity} onChange={set("entity")}>
        <Options values={auditEntities} label={auditEntityLabel} />
      </SelectFilter>
      <SelectFilter id={`${id}-action`} label="Action" any="Any action" value={values.action} onChange={set("action")}>
        <Options values={auditActions} label={(action) => auditActionLabels[action]} />
      </SelectFilter>
      {periodEnds.map(({ key, label, other }) => (
        <Filter key={key} id={`${id}-${key}`} label={label}>
          <input
            id={`${id}-${key}`}
            type="date"
            value={values[key]}
            min={key === "to" ? values[other] || undefined : undefined}
            max={key === "from" ? values[other] || undefined : undefined}
            onChange={(event) => set(key)(event.target.value)}
            className={control}
          />
        </Filter>
      ))}
      <Button
        variant="ghost"
        className="max-sm:col-span-2"
        onClick={() => onChange(noAuditFilters)}
        disabled={!filtered}
        icon={<X aria-hidden className="size-4" />}
      >
        Clear
      </Button>
    </fieldset>
  );
}
