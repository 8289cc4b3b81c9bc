import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLE_NAMES, type Role } from '@ginuma/domain';
import { useRecordName, useWorkspaceUsers } from './ledgerApi';
import type { EventMetadata, JsonValue, StreamLabel } from './ledgerTypes';

/** Record kinds a stream (`customer-<id>`) can belong to; ids may contain hyphens, so the kind is matched, not split off. */
const KINDS = ['customer', 'supplier', 'product', 'account', 'invoice', 'payment', 'refund', 'voucher', 'bill', 'credit-note', 'debit-note', 'bank', 'receipt', 'transfer', 'cash-entry', 'stock', 'journal'] as const;

export interface Reference {
  kind: string;
  id: string;
}

/** `customer:42` → { kind: 'customer', id: '42' }. */
export function parseParty(party: string): Reference | undefined {
  const at = party.indexOf(':');
  return at > 0 ? { kind: party.slice(0, at), id: party.slice(at + 1) } : undefined;
}

/** `customer-42` → { kind: 'customer', id: '42' }: the record's stream. */
export function parseStream(stream: string): Reference | undefined {
  const kind = KINDS.find((candidate) => stream.startsWith(`${candidate}-`));
  return kind ? { kind, id: stream.slice(kind.length + 1) } : undefined;
}

/** `OpeningBalanceSet` → `Opening balance set`: the label of a type no catalogue names yet. */
export function humanize(text: string): string {
  const words = text
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of an event type; with the payload, of its kind where one type records several (income, expense). */
export function useTypeLabel(): (type: string, payload?: JsonValue) => string {
  const translate = useTranslate();
  return (type, payload) => {
    const label = translate(`ledger.types.${type}`, { _: humanize(type) });
    const kind = payload && typeof payload === 'object' && !Array.isArray(payload) ? payload.kind : undefined;
    return typeof kind === 'string' ? translate(`ledger.type_kinds.${type}.${kind}`, { _: label }) : label;
  };
}

/** The event type's label, with the raw type as tooltip. */
export function EventType({ type, payload }: { type: string; payload?: JsonValue }) {
  const label = useTypeLabel();
  return (
    <Tooltip title={type}>
      <span data-testid="event-type">{label(type, payload)}</span>
    </Tooltip>
  );
}

function RecordName({ kind, id, fallback }: { kind: string; id: string; fallback: string }) {
  const name = useRecordName(kind, id);
  return <>{name ?? fallback}</>;
}

/** `receivable` → Receivable; `bank:<id>` → the bank account's name, else "Bank account". */
export function AccountName({ account }: { account: string }) {
  const translate = useTranslate();
  const ref = parseParty(account);
  if (ref) {
    const fallback = translate(`ledger.accounts.${ref.kind}`, { _: account });
    return (
      <Tooltip title={account}>
        <span>
          <RecordName kind={ref.kind} id={ref.id} fallback={fallback} />
        </span>
      </Tooltip>
    );
  }
  return <>{translate(`ledger.accounts.${account}`, { _: humanize(account) })}</>;
}

/** `customer:<id>` → the customer's name when it can be read, else "Customer". */
export function PartyName({ party }: { party: string | null }) {
  const translate = useTranslate();
  if (!party) return <>—</>;
  const ref = parseParty(party);
  if (!ref) return <>{party}</>;
  const kind = translate(`ledger.kinds.${ref.kind}`, { _: humanize(ref.kind) });
  return (
    <Tooltip title={party}>
      <span>
        <RecordName kind={ref.kind} id={ref.id} fallback={kind} />
      </span>
    </Tooltip>
  );
}

/** "INV-000001 · Perera Stores · RCT-000001": a label's known parts, the receipt or refund booked last. */
export function labelText(label: StreamLabel | null | undefined): string {
  return [label?.code, label?.name, label?.via].filter((part): part is string => Boolean(part)).join(' · ');
}

/**
 * A stream as an accountant names it: its kind, then the document's code and whom it concerns
 * (the API's label), else the record's name when it can be read; the raw id as tooltip.
 */
export function StreamName({ stream, label }: { stream: string; label?: StreamLabel | null }) {
  const translate = useTranslate();
  const ref = parseStream(stream);
  const named = labelText(label);
  if (!ref) {
    return (
      <Box component="span" data-testid="stream-name" sx={named ? undefined : { fontFamily: 'monospace' }}>
        {named || stream}
      </Box>
    );
  }
  const kind = translate(`ledger.kinds.${ref.kind}`, { _: humanize(ref.kind) });
  return (
    <Tooltip title={stream}>
      <span data-testid="stream-name">
        {kind}
        {' · '}
        {named || <RecordName kind={ref.kind} id={ref.id} fallback={shortId(ref.id)} />}
      </span>
    </Tooltip>
  );
}

function shortId(id: string): string {
  return id.length > 10 ? `${id.slice(0, 8)}…` : id;
}

export function isRole(value: number | null): value is Role {
  return value === 1 || value === 2 || value === 3;
}

/** "Nimal Perera · Admin": the actor's name and the role they acted in. */
export function useActorLabel(): (metadata: EventMetadata) => { name: string; role: string | undefined } {
  const translate = useTranslate();
  const users = useWorkspaceUsers();
  return (metadata) => {
    const role = isRole(metadata.role) ? translate(`app.roles.${ROLE_NAMES[metadata.role]}`) : undefined;
    if (!metadata.actor_id) return { name: translate('ledger.who.system'), role };
    return { name: users.get(metadata.actor_id)?.name ?? translate('ledger.who.unknown'), role };
  };
}
