import type { AnsweredRequest } from "../../answers/watch.ts";
import type { AddedView } from "./page-view-counts.ts";

/** What a connection's last counted view was counted by, as its request arrived, and where it went. */
type LastView = {
  readonly day: number;
  readonly url: string;
  readonly userAgent: string;
  readonly referer: string | undefined;
  readonly host: string;
  readonly ip: string;
  readonly route: AnsweredRequest["routeOptions"]["config"];
  readonly added: AddedView;
};

/**
 * The last page view counted on each open connection. A browser sends a visitor's requests over one
 * kept-alive connection; a request identical to the connection's last counted view in everything a
 * view is counted by (day, route, URL, referrer, host, user agent, address) is the same view of the
 * same visitor again, so it adds one to the same counter, and the visitor, already counted that day
 * for that source, is not classified and hashed once more. Held no longer than the connection (a
 * WeakMap on its socket), never written anywhere; behind a proxy whose connections carry many
 * visitors, the address differs and the view is counted in full.
 */
export class RepeatViews {
  readonly #last = new WeakMap<object, LastView>();

  /** The connection's last counted view when this request repeats it exactly (`userAgent` already checked). */
  repeated(request: AnsweredRequest, userAgent: string, day: number): AddedView | undefined {
    const last = this.#last.get(request.socket);
    if (
      last === undefined ||
      last.day !== day ||
      last.url !== request.url ||
      last.userAgent !== userAgent ||
      last.referer !== request.headers.referer ||
      last.route !== request.routeOptions.config ||
      last.host !== request.host ||
      last.ip !== request.ip
    ) {
      return undefined;
    }
    return last.added;
  }

  /** A view counted in full, its visitor counted too. */
  remember(request: AnsweredRequest, userAgent: string, day: number, added: AddedView) {
    this.#last.set(request.socket, {
      day,
      url: request.url,
      userAgent,
      referer: request.headers.referer,
      host: request.host,
      ip: request.ip,
      route: request.routeOptions.config,
      added,
    });
  }
}
