import type { Db } from "../../db/client.ts";
import { claimRecoveryCode, claimTimeStep } from "./queries.ts";
import { hashRecoveryCode } from "./recovery-codes.ts";
import type { SecretBox } from "./secret-box.ts";
import { matchTotp } from "./totp.ts";

export type TwoFactorAccount = { id: string; secret: string; lastStep: number | null };

/**
 * Whether `code` proves the second factor: a TOTP code of a step not used before (one step of
 * drift allowed), or an unused recovery code, which is used up. Claims are single statements, so
 * two requests racing with one code cannot both pass.
 */
export async function acceptSecondFactor(
  db: Db,
  box: SecretBox,
  account: TwoFactorAccount,
  code: string,
): Promise<boolean> {
  const compact = code.replace(/\s/g, "");
  if (/^\d{6}$/.test(compact)) {
    const step = await matchTotp(box.open(account.id, account.secret), compact, account.lastStep);
    return step !== null && (await claimTimeStep(db, account.id, step));
  }
  return claimRecoveryCode(db, account.id, hashRecoveryCode(code));
}
