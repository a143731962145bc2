import type { DraggableAttributes, DraggableSyntheticListeners } from "@dnd-kit/core";
import { GripVertical } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { Link } from "react-router";
import { type BoardCard, boardTexts, sourceLabel } from "../../../../../domain/enquiry-board.ts";
import { dealTexts, type EnquiryStage, formatDealValue } from "../../../../../domain/pipeline-rules.ts";
import { formatInZone } from "../../../../lib/admin/time-zone.ts";
import { adminScreens } from "../../nav-items.ts";
import { RepeatMark } from "../../people/person-link.tsx";
import { OwnerName } from "../lead-pipeline.tsx";

type CardBodyProps = {
  card: BoardCard;
  stage: EnquiryStage;
  /** The agency's time zone: a card's date is read in it, whoever looks. */
  timeZone: string;
  /** The drag handle (absent for a viewer without the update right, and on the card being dragged). */
  handle?: ReactNode;
  /** What opens under the card: Lost's question. */
  children?: ReactNode;
};

/**
 * What tells one person's enquiries apart (issue 69): the name, a Repeat mark for their second and
 * later, when it came (in the agency's zone), from where, the message's first words; then the deal,
 * the owner and, on Lost, why.
 */
export function CardBody({ card, stage, timeZone, handle, children }: CardBodyProps) {
  return (
    <>
      <div className="flex items-start gap-1">
        <p className="min-w-0 flex-1 pt-1">
          <Link
            to={`${adminScreens.enquiries.to}?stage=${stage}&id=${encodeURIComponent(card._id)}`}
            className="text-sm font-semibold break-words text-slate-900 hover:text-admin-700 focus-visible:outline-2 focus-visible:outline-admin-500"
          >
            {card.fullname}
          </Link>
        </p>
        {handle}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <time dateTime={card.createdAt}>{formatInZone(card.createdAt, timeZone)}</time>
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700">
          <span className="sr-only">Source: </span>
          {sourceLabel(card.source)}
        </span>
        {card.repeatOf && <RepeatMark />}
      </p>
      {card.excerpt && <p className="mt-1.5 line-clamp-2 text-xs break-words text-slate-700">{card.excerpt}</p>}
      <p className="mt-1.5 flex flex-wrap gap-x-3 text-xs text-slate-600">
        {card.dealValue !== null && <span>{formatDealValue(card.dealValue)}</span>}
        {card.expectedCloseOn && (
          <span>
            {dealTexts.expectedClose} {card.expectedCloseOn}
          </span>
        )}
        <OwnerName owner={card.owner} />
      </p>
      {card.lostReason && (
        <p className="mt-1.5 rounded-lg bg-slate-100 px-2 py-1 text-xs break-words text-slate-700">
          <span className="font-semibold">{boardTexts.lostShown}</span> {card.lostReason}
        </p>
      )}
      {children}
    </>
  );
}

type HandleProps = {
  name: string;
  ref?: Ref<HTMLButtonElement>;
  disabled?: boolean;
  /** dnd-kit's: what says it is draggable, and the instructions it is described by. */
  attributes?: DraggableAttributes;
  /** dnd-kit's: the keyboard sensor's keydown, the pointer's. */
  listeners?: DraggableSyntheticListeners;
};

/** The keyboard's way to pick a card up (dnd-kit's keyboard sensor listens on it); the mouse may take the whole card. */
export function MoveHandle({ name, ref, disabled, attributes, listeners }: HandleProps) {
  return (
    <button
      type="button"
      ref={ref}
      disabled={disabled}
      aria-label={boardTexts.moveHandle(name)}
      className="-mr-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-admin-500 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
}
