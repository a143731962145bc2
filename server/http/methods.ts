const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS only read (RFC 9110's safe methods); any other request may write. */
export const isSafeMethod = (method: string): boolean => safeMethods.has(method);

/** Every method some route of this server answers; any other is a 405 wherever it is sent (ADR 0061). */
export const servedMethods: readonly string[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
