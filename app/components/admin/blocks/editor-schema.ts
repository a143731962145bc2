import { type AnyExtension, Extension, type NodeViewRenderer } from "@tiptap/core";
import { ReactNodeViewRenderer } from "@tiptap/react";
import { ownBlockNodes, textBlockExtensions } from "../../../../domain/block-schema.ts";
import { AtomBlockView, CalloutView, ColumnsView, FaqItemView } from "./block-views.tsx";
import { moveBlockIn, moveKeys } from "./move-block.ts";

/**
 * The editor's schema: the blocks' one schema (domain/block-schema.ts, made from domain/blocks.ts,
 * ADR 0196) with the cards our own blocks are edited in. Each node holds what the server's check lets
 * it hold, so the editor cannot write a document the server refuses, and a paste from Word or Google
 * Docs keeps only what has a node here (ProseMirror parses pasted HTML through the schema: a strike,
 * an h1's level, a foreign image or a font are dropped).
 */
const withView = (node: (typeof ownBlockNodes)[keyof typeof ownBlockNodes], view: NodeViewRenderer) =>
  node.extend({ addNodeView: () => view });

const atomView = ReactNodeViewRenderer(AtomBlockView);

/** Alt+Shift+↑/↓ move the block the cursor is in (ADR 0236), as the toolbar's buttons do. */
const blockMoves = Extension.create({
  name: "blockMoves",
  addKeyboardShortcuts() {
    const bind = (keys: string) => keys.replaceAll("+", "-");
    return {
      [bind(moveKeys.up)]: ({ editor }) => moveBlockIn(editor, -1),
      [bind(moveKeys.down)]: ({ editor }) => moveBlockIn(editor, 1),
    };
  },
});

export const blockEditorExtensions: AnyExtension[] = [
  blockMoves,
  ...textBlockExtensions,
  withView(ownBlockNodes.callout, ReactNodeViewRenderer(CalloutView)),
  ownBlockNodes.faq,
  withView(ownBlockNodes.faqItem, ReactNodeViewRenderer(FaqItemView)),
  withView(ownBlockNodes.picture, atomView),
  withView(ownBlockNodes.gallery, atomView),
  withView(ownBlockNodes.video, atomView),
  withView(ownBlockNodes.callToAction, atomView),
  withView(ownBlockNodes.liveList, atomView),
  withView(ownBlockNodes.columns, ReactNodeViewRenderer(ColumnsView)),
  ownBlockNodes.column,
];
