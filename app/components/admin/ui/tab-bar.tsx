/** The screen's tabs (Redirects | 404 log, Users | Authors): one pressed, each a button. */
export function TabBar<Id extends string>({
  label,
  tabs,
  current,
  onChange,
}: {
  label: string;
  tabs: readonly { id: Id; label: string }[];
  current: Id;
  onChange: (id: Id) => void;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {tabs.map((item) => (
        <button
          key={item.id}
          type="button"
          role="tab"
          aria-selected={current === item.id}
          onClick={() => onChange(item.id)}
          className={`flex-1 rounded-lg px-3 py-2 text-sm font-semibold sm:flex-none ${
            current === item.id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"
          }`}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
