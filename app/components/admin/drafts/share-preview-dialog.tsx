import { Copy, Link2, Trash2 } from "lucide-react";
import { useState } from "react";
import { messageOf } from "../../../lib/admin/api-client.ts";
import { copyText } from "../../../lib/admin/clipboard.ts";
import type { adminApi, DraftPath } from "../../../lib/admin/endpoints.ts";
import { formatDateTime } from "../../../lib/admin/format.ts";
import { uiMessages } from "../../../lib/admin/messages.ts";
import { notify } from "../../../lib/admin/notify.ts";
import { useResource } from "../../../lib/admin/use-resource.ts";
import { Button, IconButton } from "../ui/button.tsx";
import { SelectField } from "../ui/fields.tsx";
import { Modal } from "../ui/modal.tsx";

/** 1 hour to 30 days (docs/api.md). */
const expiries = [
  { hours: 1, label: "1 hour" },
  { hours: 24, label: "1 day" },
  { hours: 72, label: "3 days" },
  { hours: 168, label: "7 days" },
  { hours: 720, label: "30 days" },
];

type Props = { drafts: (typeof adminApi.drafts)[DraftPath]; id: string; name: string; onClose: () => void };

/**
 * "Share preview": a link that shows the draft without signing in until it expires. Its address is
 * shown once, when made; the links already made are listed with their views, and can be revoked.
 */
export function SharePreviewDialog({ drafts, id, name, onClose }: Props) {
  const [hours, setHours] = useState(168);
  const [made, setMade] = useState<{ url: string; expiresAt: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const links = useResource(() => drafts.links(id).then((answer) => answer.data), [id]);

  async function share() {
    setBusy(true);
    try {
      const answer = await drafts.share(id, hours);
      setMade(answer.data);
      links.reload();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setBusy(false);
    }
  }

  async function revoke(linkId: string) {
    try {
      notify.success((await drafts.revoke(id, linkId)).message);
      links.reload();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    }
  }

  return (
    <Modal title={`Share preview of ${name}`} onClose={onClose} size="md">
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          Anyone with the link sees the draft on the real page, without signing in, until the link expires or you revoke
          it. Search engines are told not to index it.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-40 flex-1">
            <SelectField label="Link expires after" value={hours} onChange={(e) => setHours(Number(e.target.value))}>
              {expiries.map((expiry) => (
                <option key={expiry.hours} value={expiry.hours}>
                  {expiry.label}
                </option>
              ))}
            </SelectField>
          </div>
          <Button onClick={share} loading={busy} icon={<Link2 aria-hidden className="size-4" />}>
            Create link
          </Button>
        </div>
        {made && (
          <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm">
            <p className="font-medium text-emerald-900">Copy the link now: it is shown only once.</p>
            <div className="mt-2 flex items-center gap-2">
              <input
                readOnly
                aria-label="Preview link"
                value={made.url}
                className="min-w-0 flex-1 rounded-md border border-emerald-300 bg-white px-2 py-1.5 font-mono text-xs"
              />
              <IconButton label="Copy preview link" tone="edit" onClick={() => copyText(made.url)}>
                <Copy aria-hidden className="size-4" />
              </IconButton>
            </div>
            <p className="mt-1 text-emerald-800">Expires {formatDateTime(made.expiresAt)}</p>
          </div>
        )}
        <section aria-label="Preview links">
          <h3 className="text-sm font-semibold text-slate-900">Links</h3>
          {links.data && links.data.length === 0 && <p className="mt-1 text-sm text-slate-500">No links yet</p>}
          <ul className="mt-2 divide-y divide-slate-100">
            {(links.data ?? []).map((link) => (
              <li key={link._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span>
                  {link.expired ? "Expired" : "Expires"} {formatDateTime(link.expiresAt)} · {link.views}{" "}
                  {link.views === 1 ? "view" : "views"}
                  {link.createdBy ? ` · by ${link.createdBy}` : ""}
                </span>
                <IconButton label="Revoke link" tone="danger" onClick={() => revoke(link._id)}>
                  <Trash2 aria-hidden className="size-4" />
                </IconButton>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Modal>
  );
}
