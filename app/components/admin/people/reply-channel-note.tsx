import { TriangleAlert } from "lucide-react";
import { type ReplyChannel, replyChannelTexts } from "../../../../domain/reply-channel.ts";

/**
 * Where the e-mail goes from and where the person's answer will go (ADR 0252), in the server's terms:
 * a warning when mail servers would refuse the sender or when nobody would get the answer.
 */
export function ReplyChannelNote({ channel }: { channel: ReplyChannel }) {
  const t = replyChannelTexts;
  const warnings = [
    channel.senderUsable ? null : t.senderUnusable(channel.from),
    channel.answersReach === "nowhere" ? t.nowhere : null,
  ].filter((warning) => warning !== null);
  const answers =
    channel.answersTo === null
      ? null
      : channel.answersReach === "timeline"
        ? t.timeline(channel.answersTo)
        : t.mailbox(channel.answersTo);
  return (
    <div className="mt-2 flex flex-col gap-2 text-sm [overflow-wrap:anywhere]" data-testid="reply-channel">
      {warnings.map((warning) => (
        <p key={warning} className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{warning}</span>
        </p>
      ))}
      <p className="text-slate-600">
        {channel.senderUsable && `${t.from(channel.from)} `}
        {answers && `${answers} `}
        {t.placeholders}
      </p>
    </div>
  );
}
