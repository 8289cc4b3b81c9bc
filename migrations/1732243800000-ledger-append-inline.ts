import type { MigrationInterface, QueryRunner } from 'typeorm';
import { LedgerAppend1732241800000 } from './1732241800000-ledger-append';

/**
 * `ledger_append` takes the rest of an append into its one round trip, so a confirmation costs
 * the same few statements whatever its projections do. Besides what 1732241800000-ledger-append does, under the same head lock it:
 *
 * - checks the period lock when `p_check_lock` (the command loop's writes): an event with
 *   postings dated on or before `ledger_head.lock_date` raises SQLSTATE GL423 with the lock date
 *   as its detail, which appendToStream turns into the domain's period-locked refusal. Read
 *   under the head lock, a lock committed by another request is either seen here or ordered
 *   after these events, as the separate `SELECT … FOR UPDATE` it replaces promised;
 * - runs `p_statements` after its writes, each with ($1 tenant, $2, $3): the events of this
 *   append are the tenant's with $2 < position ≤ $3 (the head lock keeps any other append of the
 *   tenant out of that range). These are the projections' set-based statements (the same ones a
 *   rebuild replays a batch with) and the caller's own follow-ups (an invoice's row taking its
 *   confirmed content). Each runs as a statement of its own, so each sees the writes before it.
 *
 * SECURITY INVOKER as before: the statements run as the caller (ginuma_app), under RLS.
 */
export class LedgerAppendInline1732243800000 implements MigrationInterface {
  name = 'LedgerAppendInline1732243800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_append(uuid, text, integer, jsonb, timestamptz, text[], integer[], jsonb[], date[], text[],
                                               integer[], integer[], text[], text[], numeric[], numeric[], text[], numeric[], boolean, text[])`);
    await q.query(`
      CREATE FUNCTION ledger_append(
        p_tenant uuid, p_stream text, p_expected integer, p_metadata jsonb, p_recorded_at timestamptz,
        p_types text[], p_schema_versions integer[], p_payloads jsonb[], p_occurred_on date[], p_digests text[],
        p_posting_events integer[], p_line_nos integer[], p_accounts text[], p_parties text[],
        p_debits numeric[], p_credits numeric[], p_commodities text[], p_quantities numeric[],
        p_account_balance boolean, p_projections text[], p_check_lock boolean, p_statements text[])
      RETURNS TABLE (event_position bigint, event_stream_version integer, event_prev_hash text, event_hash text)
      LANGUAGE plpgsql SECURITY INVOKER AS $$
      DECLARE
        n integer := cardinality(p_types);
        head_hash text;
        head_lock date;
        version integer;
        prev_hashes text[] := '{}';
        hashes text[] := '{}';
        positions bigint[];
        statement text;
      BEGIN
        SELECT h.last_hash, h.lock_date INTO head_hash, head_lock FROM ledger_head h WHERE h.tenant_id = p_tenant FOR UPDATE;
        IF NOT FOUND THEN
          INSERT INTO ledger_head (tenant_id, last_position, last_hash, event_count)
          VALUES (p_tenant, 0, repeat('0', 64), 0) ON CONFLICT (tenant_id) DO NOTHING;
          SELECT h.last_hash, h.lock_date INTO head_hash, head_lock FROM ledger_head h WHERE h.tenant_id = p_tenant FOR UPDATE;
        END IF;

        IF p_check_lock AND head_lock IS NOT NULL
           AND EXISTS (SELECT 1 FROM unnest(p_posting_events) AS y(ev) WHERE p_occurred_on[y.ev] <= head_lock) THEN
          RAISE EXCEPTION 'the books are locked up to %', head_lock USING ERRCODE = 'GL423', DETAIL = head_lock::text;
        END IF;

        SELECT coalesce(max(e.stream_version), 0) INTO version
          FROM ledger_event e WHERE e.tenant_id = p_tenant AND e.stream = p_stream;
        IF p_expected IS NOT NULL AND p_expected <> version THEN
          RAISE EXCEPTION 'stream % is at version %, not %', p_stream, version, p_expected
            USING ERRCODE = 'GL409', DETAIL = version::text;
        END IF;

        FOR i IN 1 .. n LOOP
          prev_hashes[i] := head_hash;
          head_hash := encode(sha256(convert_to(head_hash || E'\\n' || (version + i) || E'\\n' || p_digests[i], 'UTF8')), 'hex');
          hashes[i] := head_hash;
        END LOOP;

        -- One statement for every write, as before; ORDER BY: positions follow stream versions.
        WITH ev AS (
          INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata,
                                    occurred_on, recorded_at, prev_hash, hash)
          SELECT p_tenant, p_stream, version + x.i, x.t, x.sv, x.p, p_metadata, x.o, p_recorded_at, prev_hashes[x.i], hashes[x.i]
            FROM unnest(p_types, p_schema_versions, p_payloads, p_occurred_on) WITH ORDINALITY AS x(t, sv, p, o, i)
           ORDER BY x.i
          RETURNING ledger_event.position, ledger_event.stream_version),
        tip AS (SELECT max(ev.position) AS position FROM ev),
        po AS (
          INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit, commodity, quantity)
          SELECT p_tenant, ev.position, y.l, y.a, y.pa, y.d, y.c, y.co, y.q
            FROM unnest(p_posting_events, p_line_nos, p_accounts, p_parties, p_debits, p_credits, p_commodities, p_quantities)
                 AS y(ev, l, a, pa, d, c, co, q)
            JOIN ev ON ev.stream_version = version + y.ev),
        -- Grouped: ON CONFLICT cannot touch the same row twice in one statement.
        balance AS (
          INSERT INTO ledger_balance_daily AS b (tenant_id, account, party, commodity, occurred_on, debit, credit, quantity)
          SELECT p_tenant, y.a, coalesce(y.pa, ''), coalesce(y.co, ''), p_occurred_on[y.ev], sum(y.d), sum(y.c), sum(y.q)
            FROM unnest(p_posting_events, p_accounts, p_parties, p_debits, p_credits, p_commodities, p_quantities)
                 AS y(ev, a, pa, d, c, co, q)
           WHERE p_account_balance
           GROUP BY 2, 3, 4, 5
          ON CONFLICT (tenant_id, account, party, commodity, occurred_on) DO UPDATE
             SET debit = b.debit + EXCLUDED.debit, credit = b.credit + EXCLUDED.credit,
                 quantity = b.quantity + EXCLUDED.quantity),
        head AS (
          UPDATE ledger_head h SET last_position = tip.position, last_hash = head_hash, event_count = h.event_count + n
            FROM tip WHERE h.tenant_id = p_tenant),
        checkpoint AS (
          INSERT INTO ledger_checkpoint AS c (tenant_id, projection, position)
          SELECT p_tenant, name, tip.position FROM unnest(p_projections) AS name, tip
          ON CONFLICT (tenant_id, projection) DO UPDATE SET position = EXCLUDED.position)
        SELECT array_agg(ev.position ORDER BY ev.stream_version) INTO positions FROM ev;

        FOREACH statement IN ARRAY coalesce(p_statements, '{}') LOOP
          EXECUTE statement USING p_tenant, positions[1] - 1, positions[n];
        END LOOP;

        RETURN QUERY
        SELECT positions[x.i], version + x.i, prev_hashes[x.i], hashes[x.i] FROM generate_series(1, n) AS x(i) ORDER BY x.i;
      END $$`);
    await q.query(`REVOKE ALL ON FUNCTION ledger_append FROM PUBLIC`);
    await q.query(`GRANT EXECUTE ON FUNCTION ledger_append TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_append(uuid, text, integer, jsonb, timestamptz, text[], integer[], jsonb[], date[], text[],
                                               integer[], integer[], text[], text[], numeric[], numeric[], text[], numeric[], boolean, text[],
                                               boolean, text[])`);
    await new LedgerAppend1732241800000().up(q);
  }
}
