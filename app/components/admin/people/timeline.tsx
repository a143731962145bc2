import {
  AlarmClock,
  ArrowRightLeft,
  Eye,
  FileUser,
  Inbox,
  type LucideIcon,
  Mail,
  MailOpen,
  Merge,
  Navigation,
  Phone,
  StickyNote,
  UserCheck,
  UsersRound,
} from "lucide-react";
import type { ReactNode } from "react";
import { type TimelineType, peopleTexts as texts } from "../../../../domain/people.ts";
import { formatDateTime, withLocalTimes } from "../../../lib/admin/format.ts";
import type { TimelineEntry } from "../../../lib/admin/types.ts";
import { InboundEmail } from "./inbound-email.tsx";
import { PersonPanel } from "./person-panel.tsx";

const icons: Record<TimelineType, LucideIcon> = {
  enquiry: Inbox,
  application: FileUser,
  subscription: UserCheck,
  visit: Eye,
  source: Navigation,
  stageChange: ArrowRightLeft,
  note: StickyNote,
  followUp: AlarmClock,
  email: Mail,
  "email-in": MailOpen,
  call: Phone,
  meeting: UsersRound,
  merge: Merge,
};

/** Everything that happened with a person, newest first, as the server listed it; `actions` beside its heading. */
export function Timeline({ entries, actions }: { entries: TimelineEntry[]; actions?: ReactNode }) {
  return (
    <PersonPanel id="timeline-heading" title={texts.timeline} actions={actions}>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{texts.timelineEmpty}</p>
      ) : (
        <ol className="mt-4 flex flex-col gap-4" data-testid="person-timeline">
          {entries.map((entry) => {
            const Icon = icons[entry.type];
            return (
              <li key={`${entry.at} ${entry.type} ${entry.actor} ${entry.summary}`} className="flex gap-3">
                <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-admin-50 text-admin-600">
                  <Icon aria-hidden className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-900">{withLocalTimes(entry.summary)}</p>
                  {entry.type === "email-in" && <InboundEmail entry={entry} />}
                  <p className="mt-0.5 text-xs text-slate-500">
                    <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    {entry.actor && <> · {entry.actor}</>}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </PersonPanel>
  );
}
