/**
 * The name of the HttpOnly cookie that carries a back-office session: the server reads and sets it,
 * and the page render looks only at whether it is there (a signed-in visit's preloads, ADR 0287).
 */
export const SESSION_COOKIE = "ds_session";
