import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ROLES } from '@ginuma/domain';
import { Database, type Tx } from '../../platform/database/database';
import { Can } from '../../platform/auth/access.decorators';
import { CurrentPrincipal } from '../../platform/auth/current-principal.decorator';
import type { Principal } from '../../platform/auth/principal';
import { hashPassword } from '../../platform/auth/passwords';
import { Conflict, NotFound } from '../../platform/http/app-errors';
import { parseListQuery } from '../../platform/listing/list-query';
import { listRows, setContentRange, type ListResource } from '../../platform/listing/list-resource';
import { CreateUserRequest, UpdateUserRequest } from './user.requests';
import { sheetDownload } from '../../platform/export/xlsx';
import { uniqueEmail } from './unique-email';

interface UserRow {
  id: string;
  name: string;
  email: string;
  user_role: 1 | 2 | 3;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

const USERS: ListResource = {
  name: 'users',
  from: 'users t',
  select: 't.id, t.name, t.email, t.user_role, t.created_at, t.updated_at, t.deleted_at',
  sortable: { name: 't.name', email: 't.email', user_role: 't.user_role', created_at: 't.created_at' },
  defaultSort: { field: 'name', order: 'ASC' },
  searchable: ['t.name', 't.email'],
  dateColumn: 't.created_at',
  statusColumn: 't.user_role',
  deletedColumn: 't.deleted_at',
};

const id = new ParseUUIDPipe({ exceptionFactory: () => new NotFound() });
const ROLE_LABELS: Record<1 | 2 | 3, string> = { 1: 'Admin', 2: 'Audit', 3: 'Entry' };
const CANNOT_EDIT = 'Cannot edit this account';

/** Settings › User Registry: the workspace's users and their roles. */
@Controller('api/users')
export class UsersController {
  constructor(private readonly db: Database) {}

  @Can('list', 'users')
  @Get()
  async list(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await listRows<UserRow>(this.db.tx, USERS, parseListQuery(query, Object.keys(USERS.sortable), USERS.defaultSort), {
      tenantId: me.tenantId,
    });
    setContentRange(res, USERS.name, page);
    return page.rows;
  }

  @Can('list', 'users')
  @Get('deleted-list')
  async deletedList(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const page = await listRows<UserRow>(this.db.tx, USERS, parseListQuery(query, Object.keys(USERS.sortable), USERS.defaultSort), {
      tenantId: me.tenantId,
      deleted: true,
    });
    setContentRange(res, USERS.name, page);
    return page.rows;
  }

  /** The registry as .xlsx: the list's filters, every page. */
  @Can('export', 'users')
  @Get('export')
  async export(@CurrentPrincipal() me: Principal, @Query() query: Record<string, unknown>) {
    const list = { ...parseListQuery(query, Object.keys(USERS.sortable), USERS.defaultSort), range: null };
    const page = await listRows<UserRow>(this.db.tx, USERS, list, { tenantId: me.tenantId });
    return sheetDownload(
      'users',
      'Users',
      [
        { key: 'name', header: 'Name', type: 'text' },
        { key: 'email', header: 'Email', type: 'text' },
        { key: 'role', header: 'Role', type: 'text' },
        { key: 'created_at', header: 'Created', type: 'datetime' },
      ],
      page.rows.map((u) => ({ ...u, role: ROLE_LABELS[u.user_role] })),
    );
  }

  @Can('show', 'users')
  @Get(':id')
  async show(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string) {
    return this.find(this.db.tx, me.tenantId, userId);
  }

  @Can('create', 'users')
  @Post()
  async create(@CurrentPrincipal() me: Principal, @Body() body: CreateUserRequest) {
    const passwordHash = await hashPassword(body.password);
    const [row] = await uniqueEmail(() =>
      this.db.tx.query<{ id: string }>(
        `INSERT INTO users (tenant_id, name, email, password_hash, user_role) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [me.tenantId, body.name.trim(), body.email.trim(), passwordHash, body.user_role],
      ),
    );
    return this.find(this.db.tx, me.tenantId, row.id);
  }

  @Can('edit', 'users')
  @Put(':id')
  async update(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string, @Body() body: UpdateUserRequest) {
    const current = await this.find(this.db.tx, me.tenantId, userId, { forUpdate: true });
    if (current.deleted_at) throw new NotFound();
    if (current.user_role === ROLES.admin && body.user_role !== ROLES.admin) await this.keepAnAdmin(me, userId);
    const passwordHash = body.password ? await hashPassword(body.password) : null;
    await uniqueEmail(() =>
      this.db.tx.execute(
        `UPDATE users SET name = $3, email = $4, user_role = $5, password_hash = coalesce($6, password_hash), updated_at = now()
          WHERE tenant_id = $1 AND id = $2`,
        [me.tenantId, userId, body.name.trim(), body.email.trim(), body.user_role, passwordHash],
      ),
    );
    return this.find(this.db.tx, me.tenantId, userId);
  }

  @Can('delete', 'users')
  @Delete(':id')
  async remove(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string) {
    const current = await this.find(this.db.tx, me.tenantId, userId, { forUpdate: true });
    if (current.deleted_at) throw new NotFound();
    if (current.user_role === ROLES.admin) await this.keepAnAdmin(me, userId);
    await this.db.tx.execute(`UPDATE users SET deleted_at = now() WHERE tenant_id = $1 AND id = $2`, [me.tenantId, userId]);
    return { ...current, deleted_at: new Date() };
  }

  @Can('restore', 'users')
  @Post(':id/restore')
  @HttpCode(200)
  async restore(@CurrentPrincipal() me: Principal, @Param('id', id) userId: string) {
    const changed = await this.db.tx.execute(
      `UPDATE users SET deleted_at = NULL WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NOT NULL`,
      [me.tenantId, userId],
    );
    if (changed === 0) throw new NotFound();
    return this.find(this.db.tx, me.tenantId, userId);
  }

  /**
   * A workspace must keep an active admin, and an admin cannot lock themselves out. Admin rows
   * are locked first so two concurrent demotions cannot both see "another admin remains".
   */
  private async keepAnAdmin(me: Principal, userId: string): Promise<void> {
    if (userId === me.userId) throw new Conflict(CANNOT_EDIT);
    const admins = await this.db.tx.query<{ id: string }>(
      `SELECT id FROM users WHERE tenant_id = $1 AND user_role = 1 AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
      [me.tenantId],
    );
    if (admins.filter((a) => a.id !== userId).length === 0) throw new Conflict(CANNOT_EDIT);
  }

  private async find(tx: Tx, tenantId: string, userId: string, options: { forUpdate?: boolean } = {}): Promise<UserRow> {
    const [row] = await tx.query<UserRow>(
      `SELECT ${USERS.select} FROM users t WHERE t.tenant_id = $1 AND t.id = $2${options.forUpdate ? ' FOR UPDATE' : ''}`,
      [tenantId, userId],
    );
    if (!row) throw new NotFound();
    return row;
  }
}
