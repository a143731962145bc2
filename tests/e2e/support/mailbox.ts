import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { currentE2eServer } from "../../../playwright.config.ts";

/** The names of the messages this worker's SMTP server has received so far, oldest first. */
export async function receivedMail(): Promise<string[]> {
  return (await readdir(currentE2eServer().mailDir)).filter((name) => name.endsWith(".eml")).sort();
}

function recipients(mail: ParsedMail): string[] {
  const to = mail.to ? ([] as { value: { address?: string }[] }[]).concat(mail.to) : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ""));
}

/**
 * The first message to `to` (and matching `subject`) received after the messages in `before`:
 * read from what the real SMTP server of this worker received (tests/e2e/support/mail-catcher.ts).
 */
export async function waitForMail(to: string, subject: string | RegExp, before: string[]): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await receivedMail()).filter((file) => !before.includes(file))) {
          const mail = await simpleParser(await readFile(path.join(currentE2eServer().mailDir, name)));
          const subjectMatches =
            typeof subject === "string" ? mail.subject === subject : subject.test(mail.subject ?? "");
          if (recipients(mail).includes(to) && subjectMatches) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 60_000, message: `an e-mail to ${to}` },
    )
    .toBe(true);
  return found as ParsedMail;
}

/** The link of a message's text that starts with `prefix` (a path on the site). */
export function linkIn(mail: ParsedMail, pathPrefix: string): URL {
  const url = (mail.text ?? "")
    .split(/\s+/)
    .find((word) => word.startsWith("http") && new URL(word).pathname.startsWith(pathPrefix));
  if (!url) throw new Error(`no ${pathPrefix} link in the e-mail`);
  return new URL(url);
}
