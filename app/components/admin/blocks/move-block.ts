import type { Editor } from "@tiptap/core";
import { Fragment, type Node } from "@tiptap/pm/model";
import { type EditorState, NodeSelection, TextSelection, type Transaction } from "@tiptap/pm/state";

/** Where blocks stand side by side and may be moved among each other: the document and a column. */
const containers = new Set(["doc", "column"]);

/** The block the selection is in (or the selected block), with its place among its siblings. */
function blockAt(state: EditorState) {
  const { selection } = state;
  if (selection instanceof NodeSelection && containers.has(selection.$from.parent.type.name)) {
    const { $from } = selection;
    return { node: selection.node, pos: selection.from, index: $from.index(), parent: $from.parent };
  }
  const { $from } = selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    const parent = $from.node(depth - 1);
    if (containers.has(parent.type.name))
      return { node: $from.node(depth), pos: $from.before(depth), index: $from.index(depth - 1), parent };
  }
  return null;
}

/**
 * Moves the block the cursor is in one place up (-1) or down (1) among its siblings, the cursor (or
 * the selected block) going with it; null when it is already first or last (ADR 0236).
 */
export function moveBlock(state: EditorState, direction: -1 | 1): Transaction | null {
  const at = blockAt(state);
  if (!at) return null;
  const { node, pos, index, parent } = at;
  const other: Node | null = parent.maybeChild(index + direction);
  if (!other) return null;
  const start = direction === -1 ? pos - other.nodeSize : pos;
  const end = start + node.nodeSize + other.nodeSize;
  const moved = direction === -1 ? start : start + other.nodeSize;
  const tr = state.tr.replaceWith(start, end, Fragment.from(direction === -1 ? [node, other] : [other, node]));
  const { selection } = state;
  const shift = moved - pos;
  // A selection reaching into the next block keeps only its start, which moved with this one.
  const to = selection.to <= pos + node.nodeSize ? selection.to : selection.from;
  tr.setSelection(
    selection instanceof NodeSelection
      ? NodeSelection.create(tr.doc, moved)
      : TextSelection.create(tr.doc, selection.from + shift, to + shift),
  );
  return tr.scrollIntoView();
}

/** The keys that move a block, as the toolbar names them (aria-keyshortcuts) and the editor binds them. */
export const moveKeys = { up: "Alt+Shift+ArrowUp", down: "Alt+Shift+ArrowDown" } as const;

/** Moves the block the cursor is in up or down in a live editor; false when it cannot go further. */
export function moveBlockIn(editor: Editor, direction: -1 | 1): boolean {
  const tr = moveBlock(editor.state, direction);
  if (!tr) return false;
  editor.view.dispatch(tr);
  return true;
}
