import { z } from "zod";
import { multiLineText } from "./text-rules.ts";

export const alertHeadingMessages = {
  empty: "This field cannot be empty.",
  specialCharacters: "Special characters like <, >, =, `, &, %, $, etc., are not allowed.",
  tooLong: "Please don't enter more than 255 characters.",
  updated: "Heading updated successfully!",
} as const;

export const ALERT_HEADING_MAX = 255;
/** The characters the heading refuses: < > = ` & % $ ; ' [ ] { } */
const forbidden = /[<>=`&%$;'[\]{}]/;

export const alertHeadingSchema = z.object({
  textField: multiLineText(alertHeadingMessages.empty)
    .min(1, { error: alertHeadingMessages.empty, abort: true })
    .refine((value) => !forbidden.test(value), { error: alertHeadingMessages.specialCharacters, abort: true })
    .max(ALERT_HEADING_MAX, alertHeadingMessages.tooLong),
});
