import { messageOf } from "./api-client.ts";
import { uiMessages } from "./messages.ts";
import { notify } from "./notify.ts";
import type { DataAnswer, LeadNote, StaffRef } from "./types.ts";
import type { InboxKind } from "./use-inbox.ts";
import type { ListScreen } from "./use-list-screen.ts";

/** What the pipeline reads of a lead (an enquiry or an application). */
export type Lead = { _id: string; owner: StaffRef | null; notes: LeadNote[] };

type PipelineCalls<T, Change> = {
  change: (id: string, body: Change) => Promise<DataAnswer<T> & { message: string }>;
  addNote: (id: string, text: string) => Promise<DataAnswer<LeadNote> & { message: string }>;
};

/**
 * Changes of a lead's stage, owner and notes from its details: the server's answer replaces the row
 * in the list and in the open details, without reloading the list (a row that no longer matches the
 * list's filters stays until the next load, so it does not vanish under the admin's eyes).
 */
export function useLeadPipeline<T extends Lead, Change>(
  list: ListScreen<T, InboxKind>,
  calls: PipelineCalls<T, Change>,
) {
  const put = (row: T) => {
    list.rows.replace((rows) => (rows ?? []).map((other) => (other._id === row._id ? row : other)));
    list.open({ kind: "view", row });
  };
  return {
    save: async (row: T, change: Change) => {
      try {
        const answer = await calls.change(row._id, change);
        notify.success(answer.message);
        put(answer.data);
      } catch (error) {
        notify.error(messageOf(error, uiMessages.generic.wrong));
      }
    },
    /** Throws when refused, so the note form can say why next to the text. */
    addNote: async (row: T, text: string) => {
      const answer = await calls.addNote(row._id, text);
      notify.success(answer.message);
      put({ ...row, notes: [...row.notes, answer.data] });
    },
  };
}
