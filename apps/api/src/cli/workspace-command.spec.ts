import { parseWorkspaceCommand } from './workspace-command';

describe('parseWorkspaceCommand', () => {
  it('reads plan, channel, flags, expiry and deactivation', () => {
    expect(
      parseWorkspaceCommand(
        ['set', 'acme', '--plan', '2', '--channel', '8', '--flag', 'stock=0', '--flag', 'report_outstanding=0', '--expired', '--deactivated'],
        '2026-11-22',
      ),
    ).toEqual({
      kind: 'set',
      slug: 'acme',
      plan: 2,
      channel: 8,
      expiry: '2026-11-21',
      deactivated: true,
      flags: { stock: 0, report_outstanding: 0 },
    });
  });

  it('clears a plan with "none" and lifts an expiry', () => {
    expect(parseWorkspaceCommand(['set', 'acme', '--plan', 'none', '--not-expired', '--active'], '2026-11-22')).toEqual({
      kind: 'set',
      slug: 'acme',
      plan: null,
      expiry: null,
      deactivated: false,
      flags: {},
    });
  });

  it('adds a user with a role', () => {
    expect(
      parseWorkspaceCommand(['add-user', 'acme', '--email', 'e@x.test', '--name', 'Eve', '--password', 'long-enough', '--role', '3'], '2026-11-22'),
    ).toMatchObject({ kind: 'add-user', role: 3, email: 'e@x.test' });
  });

  it.each([
    [['set', 'acme', '--flag', 'nonsense=0']],
    [['set', 'acme', '--flag', 'stock=2']],
    [['set', 'acme', '--plan', 'two']],
    [['set', 'acme', '--bogus']],
    [['add-user', 'acme', '--email', 'e@x.test', '--name', 'Eve', '--password', 'p', '--role', '4']],
    [['frobnicate', 'acme']],
  ])('refuses %j', (args) => {
    expect(() => parseWorkspaceCommand(args, '2026-11-22')).toThrow();
  });

  it('reads the plan catalogue and bank transfer commands', () => {
    expect(parseWorkspaceCommand(['plans', 'list'], '2026-11-22')).toEqual({ kind: 'plans-list' });
    expect(
      parseWorkspaceCommand(['plans', 'set', '4', '--name', 'Starter', '--price', '1500', '--modules', 'invoice,customer', '--users', '3'], '2026-11-22'),
    ).toEqual({ kind: 'plans-set', id: 4, name: 'Starter', price: '1500.00', modules: ['invoice', 'customer'], userLimit: 3 });
    expect(parseWorkspaceCommand(['plans', 'set', '1', '--users', 'none'], '2026-11-22')).toEqual({ kind: 'plans-set', id: 1, userLimit: null });
    expect(() => parseWorkspaceCommand(['plans', 'set', '4', '--price', '-1'], '2026-11-22')).toThrow(/--price/);
    expect(() => parseWorkspaceCommand(['plans', 'set', '4', '--modules', 'payroll'], '2026-11-22')).toThrow(/--modules/);
    expect(parseWorkspaceCommand(['payments', 'confirm', 'gnabc23456'], '2026-11-22')).toEqual({ kind: 'payments-confirm', reference: 'GNABC23456' });
  });
});
