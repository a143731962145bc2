import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  type UniqueIdentifier,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { type BoardCard, type BoardColumn, boardTexts } from "../../../../../domain/enquiry-board.ts";
import {
  dealTexts,
  type EnquiryStage,
  enquiryStages,
  formatDealValue,
  stageLabels,
} from "../../../../../domain/pipeline-rules.ts";
import { findCard, neighbourStage } from "../../../../lib/admin/board-moves.ts";
import { CardBody, MoveHandle } from "./board-card.tsx";
import { LostReasonForm } from "./lost-reason-form.tsx";

type BoardViewProps = {
  columns: BoardColumn[];
  /** The leads area's update right: without it the cards are shown, not moved. */
  canMove: boolean;
  timeZone: string;
  /** Moves a card; resolves once stored, rejects with the server's words (a lost reason's form shows them). */
  onMove: (id: string, to: EnquiryStage, lostReason?: string) => Promise<void>;
};

const stageOf = (id: UniqueIdentifier | undefined): EnquiryStage | null =>
  enquiryStages.find((stage) => stage === id) ?? null;

/** The pointer's column when there is a pointer; the keyboard's card overlapping one otherwise. */
const overColumn: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

/**
 * Left and Right carry a picked-up card to the neighbouring stage's column (dnd-kit moves it, and
 * scrolls the board on a phone); Up and Down do nothing, as the order within a column is the server's.
 * The stage it is carried to is counted here, not read back from the board, so keys pressed faster
 * than the board redraws still step one stage each.
 */
function stageByStage(target: { current: EnquiryStage | null }): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const { droppableRects, collisionRect } = context;
    const to = target.current ? neighbourStage(enquiryStages, target.current, step) : null;
    const rect = to ? droppableRects.get(to) : undefined;
    if (!to || !rect || !collisionRect) return undefined;
    target.current = to;
    return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: currentCoordinates.y };
  };
}

/**
 * The enquiry pipeline as columns you drag cards between (issue 69), with the mouse, a finger (a
 * long press) or the keyboard (the card's Move button, then the arrow keys), each move said aloud
 * to a screen reader. A card dropped on Lost asks why in place and moves once it is told.
 */
export function BoardView({ columns, canMove, timeZone, onMove }: BoardViewProps) {
  const [dragging, setDragging] = useState<{ card: BoardCard; stage: EnquiryStage } | null>(null);
  const [askingLost, setAskingLost] = useState<string | null>(null);
  // Focus follows a card to its new column (it is a new element there) and back after Lost's question.
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const [focusId, setFocusId] = useState<string | null>(null);
  useEffect(() => {
    if (!focusId) return;
    const frame = requestAnimationFrame(() => {
      handles.current.get(focusId)?.focus();
      setFocusId(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [focusId]);

  // Where the keyboard is carrying the picked-up card.
  const keyboardTarget = useRef<EnquiryStage | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    // A long press, so a finger still scrolls the board sideways.
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: stageByStage(keyboardTarget) }),
  );

  const nameOf = (id: UniqueIdentifier) => findCard(columns, String(id))?.card.fullname ?? "";
  const labelOf = (id: UniqueIdentifier | undefined) => {
    const stage = stageOf(id);
    return stage ? stageLabels[stage] : "";
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => boardTexts.pickedUp(nameOf(active.id), labelOf(active.data.current?.stage)),
    onDragOver: ({ active, over }) => (over ? boardTexts.over(nameOf(active.id), labelOf(over.id)) : undefined),
    onDragEnd: ({ active, over }) =>
      over?.id === "lost" && active.data.current?.stage !== "lost"
        ? boardTexts.droppedOnLost(nameOf(active.id))
        : boardTexts.dropped(nameOf(active.id), labelOf(over?.id ?? active.data.current?.stage)),
    onDragCancel: ({ active }) => boardTexts.cancelled(nameOf(active.id), labelOf(active.data.current?.stage)),
  };

  function dragStarted({ active }: DragStartEvent) {
    const found = findCard(columns, String(active.id));
    keyboardTarget.current = found?.stage ?? null;
    setDragging(found);
    setAskingLost(null);
  }

  function dragEnded({ active, over, activatorEvent }: DragEndEvent) {
    setDragging(null);
    const id = String(active.id);
    const found = findCard(columns, id);
    // Carried by keyboard, the card goes to the stage the arrows chose, however soon it is dropped.
    const to = activatorEvent instanceof KeyboardEvent ? keyboardTarget.current : stageOf(over?.id);
    setFocusId(id);
    if (!found || !to || to === found.stage) return;
    if (to === "lost") {
      setFocusId(null);
      setAskingLost(id);
      return;
    }
    onMove(id, to).catch(() => undefined);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={overColumn}
      onDragStart={dragStarted}
      onDragEnd={dragEnded}
      onDragCancel={({ active }) => {
        setDragging(null);
        setFocusId(String(active.id));
      }}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: boardTexts.instructions },
        // Focus is put back here: the card is a new element in its new column.
        restoreFocus: false,
      }}
    >
      {/* Positioned, so what is hidden for screen readers (sr-only) stays inside the scrolled board. */}
      <div className="relative -mx-4 overflow-x-auto px-4 pb-2">
        <ol aria-label={dealTexts.board} className="flex snap-x snap-mandatory gap-3 sm:gap-4">
          {columns.map((column) => (
            <StageColumn key={column.stage} column={column}>
              {column.cards.map((card) => (
                <DraggableCard
                  key={card._id}
                  card={card}
                  stage={column.stage}
                  timeZone={timeZone}
                  canMove={canMove}
                  handleRef={(node) => {
                    if (node) handles.current.set(card._id, node);
                    else handles.current.delete(card._id);
                  }}
                >
                  {askingLost === card._id && (
                    <LostReasonForm
                      name={card.fullname}
                      onSubmit={async (reason) => {
                        await onMove(card._id, "lost", reason);
                        setAskingLost(null);
                        setFocusId(card._id);
                      }}
                      onCancel={() => {
                        setAskingLost(null);
                        setFocusId(card._id);
                      }}
                    />
                  )}
                </DraggableCard>
              ))}
            </StageColumn>
          ))}
        </ol>
      </div>
      <DragOverlay>
        {dragging && (
          <div className="w-72 max-w-[85vw] rotate-1 rounded-xl border border-admin-500 bg-white p-3 shadow-xl">
            <CardBody card={dragging.card} stage={dragging.stage} timeZone={timeZone} />
          </div>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function StageColumn({ column, children }: { column: BoardColumn; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.stage });
  return (
    <li
      ref={setNodeRef}
      aria-labelledby={`board-${column.stage}`}
      className={`flex w-[85vw] max-w-80 shrink-0 snap-start flex-col gap-3 rounded-2xl p-3 transition-colors sm:w-72 xl:w-0 xl:min-w-52 xl:max-w-none xl:flex-1 ${
        isOver ? "bg-admin-100 ring-2 ring-admin-500" : "bg-slate-200/70"
      }`}
    >
      <h2 id={`board-${column.stage}`} className="flex flex-wrap items-baseline justify-between gap-x-2 px-1">
        <span className="text-sm font-semibold text-slate-900">
          {stageLabels[column.stage]} <span className="text-slate-700 tabular-nums">({column.count})</span>
        </span>
        <span className="text-xs font-medium text-slate-600 tabular-nums">{formatDealValue(column.dealValue)}</span>
      </h2>
      <ul className="flex min-h-16 flex-col gap-2">{children}</ul>
      {column.cards.length < column.count && (
        <p className="px-1 text-xs text-slate-700">{dealTexts.cardsShown(column.cards.length, column.count)}</p>
      )}
    </li>
  );
}

type DraggableCardProps = {
  card: BoardCard;
  stage: EnquiryStage;
  timeZone: string;
  canMove: boolean;
  handleRef: (node: HTMLButtonElement | null) => void;
  children?: ReactNode;
};

function DraggableCard({ card, stage, timeZone, canMove, handleRef, children }: DraggableCardProps) {
  const asking = children !== false && children !== undefined && children !== null;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: card._id,
    data: { stage },
    // While Lost's question is open the card stays put: typing in it must not drag it.
    disabled: !canMove || asking,
  });
  return (
    <li
      ref={setNodeRef}
      {...(canMove && !asking ? listeners : {})}
      className={`relative rounded-xl border bg-white p-3 shadow-sm ${isDragging ? "opacity-40" : ""} ${
        asking ? "border-admin-500 ring-2 ring-admin-100" : "border-slate-200"
      }`}
    >
      <CardBody
        card={card}
        stage={stage}
        timeZone={timeZone}
        handle={
          canMove && (
            <MoveHandle
              name={card.fullname}
              ref={(node) => {
                setActivatorNodeRef(node);
                handleRef(node);
              }}
              disabled={asking}
              attributes={attributes}
            />
          )
        }
      >
        {children}
      </CardBody>
    </li>
  );
}
