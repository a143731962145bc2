import { Inbox, type LucideIcon, SearchX } from "lucide-react";
import type { ReactNode } from "react";

type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  icon?: LucideIcon;
  /** A way forward: clear the search, add the first item. */
  action?: ReactNode;
};

/** What a list, a table or a screen shows when there is nothing in it: an icon, what, and why or what next. */
export function EmptyState({ title, description, icon: Icon = Inbox, action }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="empty-state">
      <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <Icon aria-hidden className="size-6" />
      </span>
      <p className="text-sm font-semibold text-slate-900">{title}</p>
      {description && <p className="max-w-sm text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** The empty state of a search that matched nothing, with the way back to every row. */
export function NoMatches({ title, query, onClear }: { title: string; query: string; onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title={title}
      description={
        <>
          Nothing matches <q className="font-medium text-slate-900">{query}</q>.
        </>
      }
      action={
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-admin-600 hover:text-admin-700 hover:underline focus-visible:outline-2 focus-visible:outline-admin-500"
        >
          Clear search
        </button>
      }
    />
  );
}
