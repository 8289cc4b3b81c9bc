import { can } from '../access/permissions';
import { ROLES } from '../access/roles';
import { LINE_ENTRY_KINDS, LINE_ENTRY_RESOURCES } from './bank-matching';

describe('booking a document from a statement line', () => {
  /*
   * Booking from a line asks the permission table for the document's own `create` (and its
   * module, which the API test switches off for a 403). The table now gives every role that may
   * book from a line the create of each kind, so no role is refused there today; this pins that,
   * and a role added or narrowed later is refused by the same check the document's screen makes.
   */
  it('asks each kind’s own resource, which every role that books lines may create', () => {
    expect(LINE_ENTRY_KINDS.map((kind) => LINE_ENTRY_RESOURCES[kind])).toEqual(['incomes', 'payments', 'expenses', 'vouchers', 'transactions']);
    for (const role of Object.values(ROLES)) {
      if (!can(role, 'create', 'bank-statements')) continue;
      for (const kind of LINE_ENTRY_KINDS) expect([role, kind, can(role, 'create', LINE_ENTRY_RESOURCES[kind])]).toEqual([role, kind, true]);
    }
    expect(can(ROLES.audit, 'create', 'bank-statements')).toBe(false);
  });
});
