/** What a log line may say about an error: its kind and codes, where it was thrown, nothing it carried. */
export type ErrorFacts = {
  type: string;
  /** The kind and code again, never the error's own message. */
  message: string;
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

/**
 * An error as the log may show it (ADR 0063). Messages are left out: a failed query's message holds
 * the statement's parameters (a new admin's password hash, e-mail, phone), a driver's `detail` the
 * duplicate value. The stack keeps its frames only, the first line being the message again.
 */
export function errorFacts(error: unknown, depth = 0): ErrorFacts {
  if (!(error instanceof Error)) return { type: typeof error, message: typeof error, stack: "" };
  const code = fieldOf(error, "code");
  const frames = error.stack?.split("\n").filter((line) => /^\s+at /.test(line)) ?? [];
  const facts: ErrorFacts = {
    type: error.name,
    message: code ? `${error.name} ${code}` : error.name,
    stack: frames.join("\n"),
  };
  if (code) facts.code = code;
  const syscall = fieldOf(error, "syscall");
  if (syscall) facts.syscall = syscall;
  const constraint = fieldOf(error, "constraint");
  if (constraint) facts.constraint = constraint;
  if (error.cause !== undefined && depth < 3) facts.cause = errorFacts(error.cause, depth + 1);
  return facts;
}
