import { describe, expect, it } from "vitest";
import {
  enquiryStages,
  noteInputSchema,
  noteProblem,
  openEnquiryStages,
  stageForStatus,
  statusOfStage,
} from "../../domain/pipeline.ts";

describe("the pipeline's rules without zod", () => {
  it("say what the note schema says, for the same text", () => {
    const texts = [
      "",
      "   ",
      "\n\t",
      "ok",
      " trimmed ",
      "x".repeat(2000),
      ` ${"x".repeat(2000)} `,
      "x".repeat(2001),
      "bell\u0007",
      "two\nlines",
    ];
    for (const text of texts) {
      const parsed = noteInputSchema.safeParse({ text });
      expect(noteProblem(text), JSON.stringify(text.slice(0, 20))).toBe(
        parsed.success ? null : parsed.error.issues[0].message,
      );
    }
  });

  it("keep status and stage in step, and map the older status call as ADR 0083 says", () => {
    expect(enquiryStages.map(statusOfStage)).toEqual(["pending", "pending", "pending", "completed", "completed"]);
    expect(openEnquiryStages.every((stage) => statusOfStage(stage) === "pending")).toBe(true);
    for (const stage of enquiryStages) {
      for (const status of ["pending", "completed"] as const) {
        const moved = stageForStatus(stage, status);
        expect(statusOfStage(moved)).toBe(status);
        if (statusOfStage(stage) === status) expect(moved).toBe(stage);
      }
    }
    expect(stageForStatus("qualified", "completed")).toBe("won");
    expect(stageForStatus("lost", "pending")).toBe("new");
  });
});
