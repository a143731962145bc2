import { useState } from "react";
import { Link } from "react-router";
import {
  dealTexts,
  type EnquiryStage,
  enquiryStages,
  formatDealValue,
  stageLabels,
} from "../../../domain/pipeline-rules.ts";
import { adminScreens } from "../../components/admin/nav-items.ts";
import { PersonalDataOnly } from "../../components/admin/personal-data-only.tsx";
import { OwnerName } from "../../components/admin/pipeline/lead-pipeline.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useRights } from "../../lib/admin/session.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/enquiry-board";

export const meta: Route.MetaFunction = () => [{ title: `${dealTexts.board} · Back office` }];

/**
 * The enquiry pipeline as columns (ADR 0176): each stage with its count and summed deal values, as
 * the server counted them, and its newest cards. A card moves with a select: a lost enquiry needs a
 * reason, which the enquiry's details ask for, so the board offers every stage but lost.
 */
function Board() {
  const { canData } = useRights();
  const canMove = canData("leads", "update");
  const board = useResource(() => adminApi.enquiries.board().then((answer) => answer.data));
  const [moving, setMoving] = useState<string | null>(null);

  async function move(id: string, stage: EnquiryStage) {
    setMoving(id);
    try {
      notify.success((await adminApi.enquiries.change(id, { stage })).message);
      board.reload();
    } catch (error) {
      notify.error(messageOf(error, uiMessages.generic.wrong));
    } finally {
      setMoving(null);
    }
  }

  if (board.error) return <p role="alert">{board.error.message}</p>;
  return (
    <div className="-mx-4 overflow-x-auto px-4 pb-2">
      <ol aria-label={dealTexts.board} className="flex snap-x snap-mandatory gap-3 sm:gap-4">
        {(board.data ?? []).map((column) => (
          <li
            key={column.stage}
            aria-labelledby={`board-${column.stage}`}
            className="flex w-[85vw] max-w-80 shrink-0 snap-start flex-col gap-3 rounded-2xl bg-slate-200/70 p-3 sm:w-72 xl:w-0 xl:min-w-52 xl:max-w-none xl:flex-1"
          >
            <h2 id={`board-${column.stage}`} className="flex flex-wrap items-baseline justify-between gap-x-2 px-1">
              <span className="text-sm font-semibold text-slate-900">
                {stageLabels[column.stage]} <span className="text-slate-700 tabular-nums">({column.count})</span>
              </span>
              <span className="text-xs font-medium text-slate-600 tabular-nums">
                {formatDealValue(column.dealValue)}
              </span>
            </h2>
            <ul className="flex flex-col gap-2">
              {column.cards.map((card) => (
                <li key={card._id} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
                  <Link
                    to={`${adminScreens.enquiries.to}?stage=${column.stage}&id=${encodeURIComponent(card._id)}`}
                    className="block truncate text-sm font-semibold text-slate-900 hover:text-admin-700 focus-visible:outline-2 focus-visible:outline-admin-500"
                  >
                    {card.fullname}
                  </Link>
                  <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
                    {card.dealValue !== null && <span>{formatDealValue(card.dealValue)}</span>}
                    {card.expectedCloseOn && (
                      <span>
                        {dealTexts.expectedClose} {card.expectedCloseOn}
                      </span>
                    )}
                    <OwnerName owner={card.owner} />
                  </p>
                  {canMove && (
                    <label className="mt-2 flex items-center gap-2 text-xs text-slate-600">
                      <span>{dealTexts.move}</span>
                      <select
                        value={column.stage}
                        disabled={moving === card._id}
                        onChange={(event) => {
                          const stage = enquiryStages.find((each) => each === event.target.value);
                          if (stage && stage !== column.stage) void move(card._id, stage);
                        }}
                        className="h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm"
                      >
                        {enquiryStages.map((stage) => (
                          <option key={stage} value={stage} disabled={stage === "lost" && column.stage !== "lost"}>
                            {stageLabels[stage]}
                          </option>
                        ))}
                      </select>
                    </label>
                  )}
                </li>
              ))}
            </ul>
            {column.cards.length < column.count && (
              <p className="px-1 text-xs text-slate-700">{dealTexts.cardsShown(column.cards.length, column.count)}</p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}

export default function EnquiryBoard() {
  return (
    <PersonalDataOnly area="leads">
      <Board />
    </PersonalDataOnly>
  );
}
