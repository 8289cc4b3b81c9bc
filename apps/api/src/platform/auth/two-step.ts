import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { toString as qrSvg } from 'qrcode';
import { authRefusal, usersRefusal, type RecoveryCodes, type TwoStepSetup, type TwoStepStatus } from '@ginuma/domain';
import type { Tx } from '../database/database';
import { invalid } from '../http/app-errors';
import type { Principal } from './principal';

/** A code typed a little late or from a phone whose clock drifts still counts: one 30-second step either side. */
const TOLERANCE_SECONDS = 30;
/** RFC 6238's and every authenticator app's time step. */
const PERIOD_SECONDS = 30;
const RECOVERY_CODES = 10;
/** Recovery codes read aloud or typed from paper: no 0/o or 1/l to confuse. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashOf = (code: string) => createHash('sha256').update(normalised(code)).digest('hex');
const normalised = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

export async function twoStepStatus(tx: Tx, me: Principal): Promise<TwoStepStatus> {
  const [row] = await tx.query<{ enabled_at: Date | null; left: number }>(
    // The codes are counted by the ids, not by a subquery correlated with users: Citus refuses
    // those when the FROM clause holds a reference table (users).
    `SELECT u.two_step_enabled_at AS enabled_at, c.left
       FROM users u CROSS JOIN (SELECT count(*)::int AS left FROM two_step_recovery_codes
                                 WHERE tenant_id = $1 AND user_id = $2 AND used_at IS NULL) c
      WHERE u.tenant_id = $1 AND u.id = $2`,
    [me.tenantId, me.userId],
  );
  return {
    enabled: Boolean(row?.enabled_at),
    enabled_at: row?.enabled_at?.toISOString() ?? null,
    recovery_codes_left: row?.left ?? 0,
    required: me.workspace.require_two_step,
  };
}

/** A new secret, not yet in force: it counts once a code made from it is entered (enableTwoStep). */
export async function setUpTwoStep(tx: Tx, me: Principal): Promise<TwoStepSetup> {
  if (me.twoStepEnabled) throw authRefusal('two-step-already-on');
  const secret = generateSecret();
  // created_at through excluded (the column's default, now()): Citus refuses now() in DO UPDATE SET.
  await tx.execute(
    `INSERT INTO two_step_secrets (tenant_id, user_id, secret) VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id, user_id) DO UPDATE SET secret = EXCLUDED.secret, confirmed_at = NULL, last_step = NULL, created_at = excluded.created_at`,
    [me.tenantId, me.userId, secret],
  );
  const url = generateURI({ issuer: 'Ginuma', label: `${me.workspace.name}:${me.email}`, secret });
  return { secret, otpauth_url: url, qr_svg: await qrSvg(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) };
}

/** Puts the set-up secret in force with a code made from it, and answers the recovery codes, shown this once. */
export async function enableTwoStep(tx: Tx, me: Principal, code: string): Promise<RecoveryCodes> {
  if (me.twoStepEnabled) throw authRefusal('two-step-already-on');
  const [pending] = await tx.query<{ secret: string }>(
    `SELECT secret FROM two_step_secrets WHERE tenant_id = $1 AND user_id = $2 AND confirmed_at IS NULL FOR UPDATE`,
    [me.tenantId, me.userId],
  );
  if (!pending) throw authRefusal('two-step-not-set-up');
  const step = acceptedStep(pending.secret, code, null);
  if (step === null) throw invalid('code', authRefusal.field('two-step-code-invalid'));
  await tx.execute(`UPDATE two_step_secrets SET confirmed_at = now(), last_step = $3 WHERE tenant_id = $1 AND user_id = $2`, [me.tenantId, me.userId, step]);
  await tx.execute(`UPDATE users SET two_step_enabled_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, me.userId]);
  return { recovery_codes: await newRecoveryCodes(tx, me) };
}

/** Turns the second step off, with the password: whoever holds only an open session cannot. */
export async function disableTwoStep(tx: Tx, me: Principal, passwordOk: boolean): Promise<void> {
  if (!passwordOk) throw invalid('password', usersRefusal.field('current-password-incorrect'));
  if (!me.twoStepEnabled) throw authRefusal('two-step-off');
  if (me.workspace.require_two_step) throw authRefusal('two-step-required-by-workspace');
  await tx.execute(`DELETE FROM two_step_recovery_codes WHERE tenant_id = $1 AND user_id = $2`, [me.tenantId, me.userId]);
  await tx.execute(`DELETE FROM two_step_secrets WHERE tenant_id = $1 AND user_id = $2`, [me.tenantId, me.userId]);
  await tx.execute(`UPDATE users SET two_step_enabled_at = NULL WHERE tenant_id = $1 AND id = $2`, [me.tenantId, me.userId]);
}

/** A fresh set of recovery codes; the earlier ones stop working. */
export async function renewRecoveryCodes(tx: Tx, me: Principal, passwordOk: boolean): Promise<RecoveryCodes> {
  if (!passwordOk) throw invalid('password', usersRefusal.field('current-password-incorrect'));
  if (!me.twoStepEnabled) throw authRefusal('two-step-off');
  return { recovery_codes: await newRecoveryCodes(tx, me) };
}

/** The Admin's switch: everyone must sign in with a second step. Only someone who has one may require it. */
export async function requireTwoStep(tx: Tx, me: Principal, required: boolean): Promise<{ required: boolean }> {
  if (required && !me.twoStepEnabled) throw authRefusal('two-step-enrol-first');
  await tx.execute(`UPDATE workspaces SET require_two_step = $2 WHERE id = $1`, [me.tenantId, required]);
  return { required };
}

/**
 * The second step of a sign-in: a code from the app (accepted once: a time step at or before the
 * last one accepted is refused) or an unused recovery code (spent). True when it counts.
 */
export async function passSecondStep(tx: Tx, user: { tenantId: string; userId: string }, answer: { code?: string; recoveryCode?: string }): Promise<boolean> {
  if (answer.recoveryCode !== undefined) {
    const spent = await tx.execute(
      `UPDATE two_step_recovery_codes SET used_at = now() WHERE tenant_id = $1 AND user_id = $2 AND code_hash = $3 AND used_at IS NULL`,
      [user.tenantId, user.userId, hashOf(answer.recoveryCode)],
    );
    return spent > 0;
  }
  const [row] = await tx.query<{ secret: string; last_step: string | null }>(
    `SELECT secret, last_step::text FROM two_step_secrets WHERE tenant_id = $1 AND user_id = $2 AND confirmed_at IS NOT NULL FOR UPDATE`,
    [user.tenantId, user.userId],
  );
  const step = row ? acceptedStep(row.secret, answer.code ?? '', row.last_step === null ? null : Number(row.last_step)) : null;
  if (step === null) return false;
  await tx.execute(`UPDATE two_step_secrets SET last_step = $3 WHERE tenant_id = $1 AND user_id = $2`, [user.tenantId, user.userId, step]);
  return true;
}

/** The time step `code` belongs to, or null when it is no current code of `secret` (or was already used). */
function acceptedStep(secret: string, code: string, lastStep: number | null): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const epoch = Math.floor(Date.now() / 1000);
  const result = verifySync({ secret, token, epoch, epochTolerance: TOLERANCE_SECONDS, ...(lastStep === null ? {} : { afterTimeStep: lastStep }) });
  return result.valid ? Math.floor(epoch / PERIOD_SECONDS) + result.delta : null;
}

async function newRecoveryCodes(tx: Tx, me: Principal): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  await tx.execute(`DELETE FROM two_step_recovery_codes WHERE tenant_id = $1 AND user_id = $2`, [me.tenantId, me.userId]);
  // RETURNING: Citus writes an INSERT … SELECT from unnest to the shards as COPY, which row-level
  // security refuses, unless the statement returns its rows.
  await tx.execute(
    `INSERT INTO two_step_recovery_codes (tenant_id, user_id, code_hash) SELECT $1, $2, h FROM unnest($3::text[]) AS h RETURNING code_hash`,
    [me.tenantId, me.userId, codes.map(hashOf)],
  );
  return codes;
}
