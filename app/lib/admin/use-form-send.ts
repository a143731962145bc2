import { type ChangeEvent, useState } from "react";
import { ApiRequestError, messageOf } from "./api-client.ts";
import { uiMessages } from "./messages.ts";
import { notify } from "./notify.ts";

/**
 * A hand-written form's one request at a time (a reply, a logged call, a person's edit): the
 * answer's toast and `onDone`; when refused, the server's issues beside their fields (by path) and
 * its message as a toast.
 */
export function useFormSend() {
  // By the issue's path: a field's name, or "emails.1" for a line of a list.
  const [issues, setIssues] = useState<Partial<Record<string, string>>>({});
  const [sending, setSending] = useState(false);

  async function send<T extends { message: string }>(request: () => Promise<T>, onDone: (answer: T) => void) {
    setSending(true);
    setIssues({});
    try {
      const answer = await request();
      notify.success(answer.message);
      onDone(answer);
    } catch (error) {
      if (error instanceof ApiRequestError)
        setIssues(Object.fromEntries(error.issues.map((issue) => [issue.path, issue.message])));
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setSending(false);
    }
  }

  /** A text field held in `value`: what it shows, the server's issue with it, and its setter. */
  function field(name: string, value: string, set: (value: string) => void) {
    return {
      value,
      error: issues[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(event.target.value),
    };
  }

  return { issues, setIssues, sending, send, field };
}
