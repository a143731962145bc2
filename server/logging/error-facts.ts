/** What a log line may say about an error: its class, its message with the data it carried left out, where it was thrown. */
export type ErrorFacts = {
  /** The class that made it (`DrizzleQueryError`, `TypeError`), which `name` often does not tell. */
  type: string;
  message: string;
  /** Where it was thrown: one place in the project's own code, never the trace (ADR 0275). Pino's name. */
  stack: string;
  code?: string;
  syscall?: string;
  constraint?: string;
  cause?: ErrorFacts;
};

/** A short property an error may carry (`code`, `syscall`, `constraint`), as text. */
function fieldOf(error: Error, name: string): string | undefined {
  const value: unknown = Reflect.get(error, name);
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** The class behind an error: Drizzle's and many drivers' errors leave `name` at "Error". */
function classOf(error: Error): string {
  const made = error.constructor?.name;
  return made && made !== "Error" && made !== error.name ? made : error.name;
}

const MESSAGE_MAX = 300;
const HIDDEN = "…";

/**
 * What in a message is data rather than the fault, each replaced by "…": double-quoted and
 * backquoted text (a JSON body, a SQL value in PostgreSQL's words, a template's interpolation),
 * a password hash, e-mail addresses, runs of six or more digits (phones, card and account numbers) and anything
 * long enough to be a token or a hash (24 characters or more, a digit among them: a path of words
 * stays). Single-quoted words stay: they are what the engine names
 * (`Cannot read properties of undefined (reading 'title')`).
 */
const dataInMessages: readonly RegExp[] = [
  /\$argon2\S*/g,
  /"[^"]*"/g,
  /`[^`]*`/g,
  /[^\s@"'`<>(),;:]+@[^\s@"'`<>(),;:]+/g,
  /\d{6,}/g,
  /(?=[\w+/=$.-]*\d)[\w+/=$.-]{24,}/g,
];

/**
 * An error's message as the log may show it (ADR 0265, replacing the "no message" of ADR 0063):
 * its first line only (a failed query's second line is its parameters), a failed query as just
 * that (its first line is the statement; the driver's error in `cause` says what went wrong), the
 * data it holds replaced, and at most 300 characters.
 */
export function loggableMessage(message: string): string {
  const firstLine = message
    .split("\n", 1)[0]
    .trim()
    .slice(0, 4 * MESSAGE_MAX);
  if (/^Failed query\b/.test(firstLine)) return "Failed query";
  let shown = firstLine;
  for (const pattern of dataInMessages) {
    shown = shown.replace(pattern, (found) =>
      found.startsWith('"') ? `"${HIDDEN}"` : found.startsWith("`") ? `\`${HIDDEN}\`` : HIDDEN,
    );
  }
  return shown.length > MESSAGE_MAX ? `${shown.slice(0, MESSAGE_MAX)}${HIDDEN}` : shown;
}

/** A frame's place (`/work/app/server/x.ts:12:3`), from `    at fn (place)` or `    at place`. */
function placeOf(frame: string): string {
  const inParentheses = /\((.*)\)\s*$/.exec(frame);
  return (inParentheses ? inParentheses[1] : frame.replace(/^\s+at\s+(async\s+)?/, "")).replace(/^file:\/\//, "");
}

/**
 * Where an error was thrown, as one place: the first frame in the project's own code (a
 * dependency's or Node's own frames say less), its path relative to the project. The trace itself
 * is not logged (ADR 0275): a place is enough to start from, and a trace shows the code's layout.
 */
function thrownAt(error: Error): string {
  const places = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .map(placeOf);
  const own = places.find((place) => !place.includes("node_modules") && !place.startsWith("node:")) ?? places[0];
  if (!own) return "";
  const project = `${process.cwd()}/`;
  return own.startsWith(project) ? own.slice(project.length) : own;
}

/**
 * An error as the log may show it: class, code, the message without the data it carried, the one
 * place it was thrown, and the same of its cause. Never the request's body, a statement's
 * parameters, a driver's `detail` (ADR 0063) or the stack trace (ADR 0275).
 */
export function errorFacts(error: unknown, depth = 0): ErrorFacts {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error, stack: "" };
  const facts: ErrorFacts = { type: classOf(error), message: loggableMessage(error.message), stack: thrownAt(error) };
  const code = fieldOf(error, "code");
  if (code) facts.code = code;
  const syscall = fieldOf(error, "syscall");
  if (syscall) facts.syscall = syscall;
  const constraint = fieldOf(error, "constraint");
  if (constraint) facts.constraint = constraint;
  if (error.cause !== undefined && depth < 3) facts.cause = errorFacts(error.cause, depth + 1);
  return facts;
}
