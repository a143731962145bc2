import { AnimatePresence } from "motion/react";
import { div as MotionDiv, span as MotionSpan } from "motion/react-m";
import { MotionScope } from "../ui/motion-scope";

/** Side title animation (seconds): fade, stagger of its letters, delay, exit. */
const SIDE_TITLE_MOTION = { fade: 0.5, stagger: 0.2, delay: 0.1, exit: 0.3 } as const;

const container = {
  hidden: { opacity: 0 },
  visible: {
    opacity: 1,
    transition: {
      duration: SIDE_TITLE_MOTION.fade,
      staggerChildren: SIDE_TITLE_MOTION.stagger,
      delayChildren: SIDE_TITLE_MOTION.delay,
    },
  },
  exit: { opacity: 0, transition: { duration: SIDE_TITLE_MOTION.exit } },
};

const letter = {
  hidden: { opacity: 0, y: 8 },
  visible: { opacity: 1, y: 0, transition: { duration: SIDE_TITLE_MOTION.fade } },
};

/**
 * The vertical page name along the left edge of wide screens (app/lib/side-title.ts); none on the
 * home page. Decorative: the page's h1 says the same to assistive technology.
 */
export function SideTitle({ title }: { title: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed top-1/2 start-3 z-30 hidden -translate-y-1/2 xl:block">
      <MotionScope>
        <AnimatePresence mode="wait">
          {title && (
            <MotionDiv
              key={title}
              data-testid="side-title"
              variants={container}
              initial="hidden"
              animate="visible"
              exit="exit"
              className="flex rotate-180 font-bold font-display text-ink-400 text-sm tracking-[0.35em] [writing-mode:vertical-rl]"
            >
              {Array.from(title).map((char, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the letters of one word, in a fixed order
                <MotionSpan key={index} variants={letter} className="inline-block">
                  {char === " " ? "\u00a0" : char}
                </MotionSpan>
              ))}
            </MotionDiv>
          )}
        </AnimatePresence>
      </MotionScope>
    </div>
  );
}
