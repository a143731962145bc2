import { z } from "zod";

/** Every date the API returns: an ISO-8601 string, whatever the driver handed the server. */
export const isoTimestamp = z.string().describe("ISO-8601 timestamp");
