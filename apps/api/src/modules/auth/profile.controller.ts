import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { Database } from '../../platform/database/database';
import { Can, WithoutPlan } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import { findPrincipal, userResponse, type Principal } from '../../platform/auth/principal';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { invalid } from '../../platform/http/app-errors';
import { uniqueEmail } from '../users/unique-email';
import { ChangePasswordRequest, UpdateProfileRequest } from './auth.requests';

/** The signed-in user's own account (settings/general). */
@Controller('api/users')
export class ProfileController {
  constructor(private readonly db: Database) {}

  @WithoutPlan()
  @Get('my/data')
  myData(@CurrentPrincipal() principal: Principal) {
    const { userId: id, name, email, role: user_role, createdAt: created_at } = principal;
    return { id, name, email, user_role, created_at };
  }

  @Can('edit', 'profile')
  @Post('update/user')
  @HttpCode(200)
  async updateUser(@CurrentPrincipal() principal: Principal, @Body() body: UpdateProfileRequest) {
    await uniqueEmail(() =>
      this.db.tx.execute(`UPDATE users SET name = $1, email = $2, updated_at = now() WHERE tenant_id = $3 AND id = $4`, [
        body.name.trim(),
        body.email.trim(),
        principal.tenantId,
        principal.userId,
      ]),
    );
    const updated = await findPrincipal(this.db.tx, principal.tenantId, principal.userId);
    return userResponse(updated ?? principal);
  }

  @Can('edit', 'profile')
  @Post('update/password')
  @HttpCode(200)
  async updatePassword(@CurrentPrincipal() principal: Principal, @Body() body: ChangePasswordRequest) {
    const [row] = await this.db.tx.query<{ password_hash: string }>(
      `SELECT password_hash FROM users WHERE tenant_id = $1 AND id = $2`,
      [principal.tenantId, principal.userId],
    );
    if (!(await verifyPassword(row?.password_hash, body.current_password))) {
      throw invalid('current_password', 'The current password is incorrect.');
    }
    await this.db.tx.execute(`UPDATE users SET password_hash = $1, updated_at = now() WHERE tenant_id = $2 AND id = $3`, [
      await hashPassword(body.password),
      principal.tenantId,
      principal.userId,
    ]);
    return { message: 'Password updated successfully' };
  }
}
