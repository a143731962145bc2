import { setImmediate } from "node:timers/promises";
import type { FastifyBaseLogger } from "fastify";
import type { MailMessage, MailTransport } from "./mail-message.ts";

/**
 * Sends after the answer has gone: a slow or failing mail server never fails or slows the request
 * that caused the message. Failures are logged by kind and code only (ADR 0063): never an address,
 * a link or the server's reply.
 */
export class MailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Runs `compose` (which may read or write the database) and delivers what it returns, in the
   * background. `label` names the kind of message in the log.
   */
  later(label: string, compose: () => Promise<MailMessage[]>): void {
    // Started once the caller's answer has been written: its queries and connections never hold
    // the answer up (on the embedded database they would share its thread).
    const work = setImmediate().then(() => this.run(label, compose));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Resolves once every message handed over so far has been delivered or has failed. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  private async run(label: string, compose: () => Promise<MailMessage[]>) {
    let messages: MailMessage[];
    try {
      messages = await compose();
    } catch (error) {
      this.log.error({ err: error, mail: label }, "could not prepare an e-mail");
      return;
    }
    await Promise.all(
      messages.map((message) =>
        this.transport.deliver(message).catch((error: unknown) => {
          this.log.error({ err: error, mail: label, via: this.transport.kind }, "could not send an e-mail");
        }),
      ),
    );
  }
}
