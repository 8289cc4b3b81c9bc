import type { StreamableFile } from '@nestjs/common';
import { Query, QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Principal } from '../../../platform/auth/principal';
import { sheetDownload } from '../../../platform/export/xlsx';
import { parseListQuery } from '../../../platform/listing/list-query';
import { ListRows } from '../../../platform/listing/queries/list-rows.handler';
import { USERS, type UserRole, type UserRow } from '../user-rows';

const ROLE_LABELS: Record<UserRole, string> = { 1: 'Admin', 2: 'Audit', 3: 'Entry' };

/** The registry as .xlsx: the list's filters, every page. */
export class ExportUsers extends Query<StreamableFile> {
  constructor(
    readonly me: Principal,
    readonly query: Record<string, unknown>,
  ) {
    super();
  }
}

@QueryHandler(ExportUsers)
export class ExportUsersHandler implements IQueryHandler<ExportUsers> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ me, query }: ExportUsers): Promise<StreamableFile> {
    const list = { ...parseListQuery(query, Object.keys(USERS.sortable), USERS.defaultSort), range: null };
    const page = await this.queries.execute(new ListRows<UserRow>(me, USERS, list, false));
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
}
