import {
  OPENING_BALANCE_SET,
  openingPostings,
  type FieldSpec,
  type OpeningAmounts,
  type RecordResource,
} from '@ginuma/domain';
import { appendToStream, balanceOfSql, readStream } from '@ginuma/ledger';
import type { Tx } from '../database/database';
import type { Principal } from '../auth/principal';
import { eventMetadata } from '../http/request-context';

/** A record's own stream: `customer-<id>`. */
export function streamOf(resource: RecordResource, id: string): string {
  return `${resource.singular}-${id}`;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** SQL expressions (over `t`) for the resource's ledger figures and current opening amounts. */
export function ledgerColumns(resource: RecordResource): { name: string; sql: string }[] {
  const figures = (resource.ledgerFigures ?? []).map((figure) => {
    const accountSql = figure.account.includes('{id}') ? `replace(${literal(figure.account)}, '{id}', t.id::text)` : literal(figure.account);
    const ownId = `${literal(`${resource.singular}:`)} || t.id::text`;
    const partySql = figure.ownParty ? ownId : "''";
    const commoditySql = figure.measure === 'quantity' ? ownId : undefined;
    return { name: figure.name, sql: balanceOfSql({ tenantSql: 't.tenant_id', accountSql, partySql, normal: figure.normal, commoditySql }) };
  });
  const openings = (resource.openingBalances ?? []).map((rule) => ({
    name: rule.field,
    sql: `coalesce((SELECT e.payload->'amounts'->>${literal(rule.field)} FROM ledger_event e
        WHERE e.tenant_id = t.tenant_id AND e.stream = ${literal(`${resource.singular}-`)} || t.id::text
          AND e.type = ${literal(OPENING_BALANCE_SET)} ORDER BY e.stream_version DESC LIMIT 1), ${literal(rule.measure === 'quantity' ? '0.000' : '0.00')})`,
  }));
  return [...figures, ...openings];
}

export function openingFieldSpecs(resource: RecordResource): FieldSpec[] {
  return (resource.openingBalances ?? []).map((rule) => rule.spec);
}

/**
 * Appends the record's opening amounts when they changed: an OpeningBalanceSet event whose
 * postings carry only the differences. Fields the request left out keep their amounts.
 */
export async function setOpeningBalances(
  tx: Tx,
  resource: RecordResource,
  me: Principal,
  recordId: string,
  requested: Record<string, string | null | undefined>,
): Promise<void> {
  const rules = resource.openingBalances ?? [];
  if (rules.length === 0) return;
  const stream = streamOf(resource, recordId);
  const history = await readStream(tx, { tenantId: me.tenantId, stream, withPostings: false });
  const last = [...history].reverse().find((e) => e.type === OPENING_BALANCE_SET);
  const before = ((last?.payload as { amounts?: OpeningAmounts } | undefined)?.amounts ?? {}) as OpeningAmounts;
  const after: OpeningAmounts = {};
  for (const rule of rules) {
    const value = requested[rule.field];
    const zero = rule.measure === 'quantity' ? '0.000' : '0.00';
    after[rule.field] = value === undefined ? (before[rule.field] ?? zero) : (value ?? zero);
  }
  const postings = openingPostings(rules, { kind: resource.singular, id: recordId }, before, after);
  if (postings.length === 0) return;
  await appendToStream(tx, {
    tenantId: me.tenantId,
    stream,
    expectedVersion: history.length,
    events: [{ type: OPENING_BALANCE_SET, schemaVersion: 1, payload: { amounts: after }, occurredOn: await businessDate(tx, me), postings }],
    metadata: eventMetadata(me),
  });
}

/** Today in the workspace's time zone: the business date of what happens now. */
export async function businessDate(tx: Tx, me: Principal): Promise<string> {
  const [row] = await tx.query<{ time_zone: string }>(`SELECT time_zone FROM business_configuration WHERE tenant_id = $1`, [me.tenantId]);
  return new Intl.DateTimeFormat('en-CA', { timeZone: row?.time_zone ?? 'Asia/Colombo' }).format(new Date());
}
