import { describe, expect, it } from "vitest";
import { findCard, movedCard, neighbourStage } from "../../app/lib/admin/board-moves.ts";
import type { BoardCard, BoardColumn } from "../../domain/enquiry-board.ts";
import { enquiryStages } from "../../domain/pipeline-rules.ts";

const card = (id: string, dealValue: number | null, lostReason: string | null = null): BoardCard => ({
  _id: id,
  fullname: `Lead ${id}`,
  dealValue,
  expectedCloseOn: null,
  owner: null,
  source: "contact",
  excerpt: "Hello",
  repeatOf: null,
  lostReason,
  createdAt: "2026-11-28T10:00:00.000Z",
});

const board = (): BoardColumn[] =>
  enquiryStages
    .map((stage) => ({ stage, count: 0, dealValue: 0, cards: [] as BoardCard[] }))
    .map((column) =>
      column.stage === "new"
        ? { ...column, count: 3, dealValue: 500, cards: [card("a", 200), card("b", null)] }
        : column.stage === "lost"
          ? { ...column, count: 1, dealValue: 0, cards: [card("c", null, "Budget")] }
          : column,
    );

describe("a card moved on the board before the server answers", () => {
  it("leaves its column for the top of the new one, taking its count and deal value", () => {
    const before = board();
    const after = movedCard(before, "a", "qualified");
    expect(findCard(after, "a")?.stage).toBe("qualified");
    const column = (stage: string) => after.find((each) => each.stage === stage);
    expect(column("new")).toMatchObject({ count: 2, dealValue: 300 });
    expect(column("new")?.cards.map((each) => each._id)).toEqual(["b"]);
    expect(column("qualified")).toMatchObject({ count: 1, dealValue: 200 });
    // The board it came from is kept, for a refused move to go back to.
    expect(findCard(before, "a")?.stage).toBe("new");
  });

  it("carries a reason onto Lost only, and drops it when leaving Lost", () => {
    const lost = movedCard(board(), "b", "lost", "Too expensive");
    expect(findCard(lost, "b")?.card.lostReason).toBe("Too expensive");
    const reopened = movedCard(board(), "c", "contacted");
    expect(findCard(reopened, "c")?.card.lostReason).toBeNull();
  });

  it("changes nothing for a card not shown or dropped where it was", () => {
    expect(movedCard(board(), "zz", "won")).toEqual(board());
    expect(movedCard(board(), "a", "new")).toEqual(board());
  });

  it("steps between neighbouring stages, and stops at either end", () => {
    expect(neighbourStage(enquiryStages, "new", 1)).toBe("contacted");
    expect(neighbourStage(enquiryStages, "won", 1)).toBe("lost");
    expect(neighbourStage(enquiryStages, "lost", 1)).toBeNull();
    expect(neighbourStage(enquiryStages, "new", -1)).toBeNull();
  });
});
