import { useRef } from "react";
import { IDEMPOTENCY_HEADER } from "../../domain/idempotency";

/** 32 random hex digits; crypto.randomUUID exists only on https and localhost, this everywhere. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A public form's idempotency key (ADR 0267): the same key for every send of the same content, so a
 * send whose answer was lost (a dropped connection, an instance restarting) can be sent again
 * without a second enquiry; new content, or a send that went through, gets a new key.
 */
export function useSubmissionKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  return {
    /** The header to send with a post of this content. */
    headerFor(content: string): Record<string, string> {
      if (last.current?.content !== content) last.current = { content, key: randomKey() };
      return { [IDEMPOTENCY_HEADER]: last.current.key };
    },
    /** The post went through: the next one, even of the same content, is a new one. */
    sent() {
      last.current = null;
    },
  };
}
