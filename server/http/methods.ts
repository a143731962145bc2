const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** GET, HEAD and OPTIONS only read (RFC 9110's safe methods); any other request may write. */
export const isSafeMethod = (method: string): boolean => safeMethods.has(method);
