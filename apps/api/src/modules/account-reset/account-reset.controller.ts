import { createHash, randomBytes } from 'node:crypto';
import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { invalid } from '../../platform/http/app-errors';
import { MailOutbox } from '../../platform/mail/mail-outbox';

const TOKEN_MINUTES = 30;
export const RESET_FAILED = 'Reset failed!! Send reset token and try again';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Account reset (spec §4, §7): the admin is mailed a token, then confirms the reset with it.
 * The reset wipes everything the workspace owns, its ledger included, and keeps its users.
 */
@Controller('api/configurations')
export class AccountResetController {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
  ) {}

  /** A new token replaces the workspace's previous one; only its hash is stored. */
  @Can('purge', 'account-reset')
  @Post('send-token')
  @HttpCode(200)
  async sendToken(@CurrentPrincipal() me: Principal) {
    const token = randomBytes(16).toString('hex');
    await this.db.tx.query(
      `INSERT INTO account_reset_tokens (tenant_id, token_hash, expires_at, created_by)
       VALUES ($1, $2, now() + make_interval(mins => $3), $4)
       ON CONFLICT (tenant_id) DO UPDATE SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at,
         created_by = EXCLUDED.created_by, created_at = now()`,
      [me.tenantId, hashOf(token), TOKEN_MINUTES, me.userId],
    );
    await this.mail.queue(me, {
      to: me.email,
      subject: `${me.workspace.name}: account reset token`,
      text: [
        `Your account reset token is: ${token}`,
        '',
        `It expires in ${TOKEN_MINUTES} minutes. Entering it on the Account Reset page deletes all of the workspace's data:`,
        'customers, suppliers, products, invoices, quotations, payments, settings and the ledger. Users are kept.',
        'If you did not ask for this, ignore this mail.',
      ].join('\n'),
      about: 'account-reset',
    });
    return { message: 'Reset token sent. Check your email.' };
  }

  @Can('purge', 'account-reset')
  @Post('reset/account/:token')
  @HttpCode(200)
  async reset(@CurrentPrincipal() me: Principal, @Param('token') token: string) {
    const [valid] = await this.db.tx.query(
      `DELETE FROM account_reset_tokens WHERE tenant_id = $1 AND token_hash = $2 AND expires_at > now() RETURNING 1`,
      [me.tenantId, hashOf(token)],
    );
    if (!valid) throw invalid('token', RESET_FAILED);
    await this.db.tx.query(`SELECT ginuma_reset_workspace($1)`, [me.tenantId]);
    return { message: 'Account reset successfully.' };
  }
}
