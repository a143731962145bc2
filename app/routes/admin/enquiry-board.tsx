import { useState } from "react";
import { type BoardColumn, boardTexts } from "../../../domain/enquiry-board.ts";
import { dealTexts, type EnquiryStage } from "../../../domain/pipeline-rules.ts";
import { PersonalDataOnly } from "../../components/admin/personal-data-only.tsx";
import { BoardView } from "../../components/admin/pipeline/board/board-view.tsx";
import { messageOf } from "../../lib/admin/api-client.ts";
import { movedCard } from "../../lib/admin/board-moves.ts";
import { adminApi } from "../../lib/admin/endpoints.ts";
import { uiMessages } from "../../lib/admin/messages.ts";
import { notify } from "../../lib/admin/notify.ts";
import { useAdminSession, useRights } from "../../lib/admin/session.ts";
import { useResource } from "../../lib/admin/use-resource.ts";
import type { Route } from "./+types/enquiry-board";

export const meta: Route.MetaFunction = () => [{ title: `${dealTexts.board} · Back office` }];

/**
 * The enquiry pipeline as columns (ADR 0176): each stage with its count and summed deal values, as
 * the server counted them, and its newest cards, dragged from stage to stage (issue 69). A move is
 * shown at once and undone if the server refuses it; a move to Lost waits for its reason.
 */
function Board() {
  const { canData } = useRights();
  const { timeZone } = useAdminSession();
  const canMove = canData("leads", "update");
  const board = useResource(() => adminApi.enquiries.board().then((answer) => answer.data));
  // What the board shows: the server's columns, with a move in flight already made.
  const [columns, setColumns] = useState<BoardColumn[]>([]);
  const [loaded, setLoaded] = useState<BoardColumn[] | undefined>(undefined);
  if (board.data !== loaded) {
    setLoaded(board.data);
    setColumns(board.data ?? []);
  }

  async function move(id: string, to: EnquiryStage, lostReason?: string) {
    const before = columns;
    // Lost is asked for on the card itself, which stays put until the reason is stored.
    if (to !== "lost") setColumns(movedCard(before, id, to));
    try {
      const answer = await adminApi.enquiries.change(id, to === "lost" ? { stage: to, lostReason } : { stage: to });
      notify.success(answer.message);
      if (to === "lost") setColumns((shown) => movedCard(shown, id, to, lostReason ?? null));
      board.reload();
    } catch (error) {
      const message = messageOf(error, uiMessages.generic.wrong);
      setColumns(before);
      if (to !== "lost") notify.error(message);
      throw new Error(message);
    }
  }

  if (board.error) return <p role="alert">{board.error.message}</p>;
  return (
    <>
      {canMove && <p className="mb-3 hidden text-sm text-slate-600 sm:block">{boardTexts.hint}</p>}
      <BoardView columns={columns} canMove={canMove} timeZone={timeZone} onMove={move} />
    </>
  );
}

export default function EnquiryBoard() {
  return (
    <PersonalDataOnly area="leads">
      <Board />
    </PersonalDataOnly>
  );
}
