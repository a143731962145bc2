import { getSchema } from "@tiptap/core";
import { EditorState, NodeSelection, TextSelection } from "@tiptap/pm/state";
import { describe, expect, it } from "vitest";
import { blockEditorExtensions } from "../../app/components/admin/blocks/editor-schema.ts";
import { moveBlock } from "../../app/components/admin/blocks/move-block.ts";
import { doc, paragraph, picture, text } from "../support/block-documents.ts";

/** Moving blocks up and down in the editor (issue 67, ADR 0236). */
const schema = getSchema(blockEditorExtensions);
const stateOf = (value: object, select: (state: EditorState) => EditorState["selection"]) => {
  const state = EditorState.create({ schema, doc: schema.nodeFromJSON(value) });
  return state.apply(state.tr.setSelection(select(state)));
};
const words = (state: EditorState) => state.doc.content.content.map((node) => node.textContent || node.type.name);

const three = doc(paragraph(text("One")), paragraph(text("Two")), {
  type: "picture",
  attrs: { src: picture, alt: "", caption: "" },
});

describe("a block moved", () => {
  it("goes one place up or down with the cursor in it, and no further than the ends", () => {
    // The cursor in "Two" (position 7 is inside its text).
    const inTwo = stateOf(three, (state) => TextSelection.create(state.doc, 7));
    const up = moveBlock(inTwo, -1);
    if (!up) throw new Error("expected a move");
    const moved = inTwo.apply(up);
    expect(words(moved)).toEqual(["Two", "One", "picture"]);
    expect(moved.selection.$from.parent.textContent).toBe("Two");
    expect(moveBlock(moved, -1)).toBeNull();

    const down = moveBlock(moved, 1);
    if (!down) throw new Error("expected a move");
    expect(words(moved.apply(down))).toEqual(["One", "Two", "picture"]);
  });

  it("takes a selected picture with it, still selected", () => {
    const selected = stateOf(three, (state) => NodeSelection.create(state.doc, 10));
    const up = moveBlock(selected, -1);
    if (!up) throw new Error("expected a move");
    const moved = selected.apply(up);
    expect(words(moved)).toEqual(["One", "picture", "Two"]);
    expect(moved.selection instanceof NodeSelection && moved.selection.node.type.name).toBe("picture");
    expect(moveBlock(moved, 1)).not.toBeNull();
  });
});
