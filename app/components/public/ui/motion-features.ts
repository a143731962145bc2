import { domAnimation } from "motion/react";

/** Motion's animation features, loaded after the first paint (LazyMotion), not in the first download. */
export default domAnimation;
