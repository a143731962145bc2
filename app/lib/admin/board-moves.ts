import type { BoardCard, BoardColumn } from "../../../domain/enquiry-board.ts";
import type { EnquiryStage } from "../../../domain/pipeline-rules.ts";

/** Where a card is on the board: its column's stage and the card itself; null when it is not shown. */
export function findCard(columns: readonly BoardColumn[], id: string): { stage: EnquiryStage; card: BoardCard } | null {
  for (const column of columns) {
    const card = column.cards.find((each) => each._id === id);
    if (card) return { stage: column.stage, card };
  }
  return null;
}

/**
 * The board as it will be once the server has moved the card (shown at once, before the answer):
 * the card leaves its column for the top of `to`, counts and summed deal values follow it, and a
 * reason goes with it only onto Lost, as the server keeps it. The columns are new objects; `columns`
 * is left as it was, so a refused move goes back to it.
 */
export function movedCard(
  columns: readonly BoardColumn[],
  id: string,
  to: EnquiryStage,
  lostReason: string | null = null,
): BoardColumn[] {
  const found = findCard(columns, id);
  if (!found || found.stage === to) return [...columns];
  const value = found.card.dealValue ?? 0;
  const moved: BoardCard = { ...found.card, lostReason: to === "lost" ? lostReason : null };
  return columns.map((column) => {
    if (column.stage === found.stage) {
      return {
        ...column,
        count: column.count - 1,
        dealValue: column.dealValue - value,
        cards: column.cards.filter((card) => card._id !== id),
      };
    }
    if (column.stage === to) {
      return {
        ...column,
        count: column.count + 1,
        dealValue: column.dealValue + value,
        cards: [moved, ...column.cards],
      };
    }
    return column;
  });
}

/** The stage next to `stage` in `stages`, one step left (-1) or right (+1); null past either end. */
export function neighbourStage<S extends string>(stages: readonly S[], stage: S, step: -1 | 1): S | null {
  return stages[stages.indexOf(stage) + step] ?? null;
}
