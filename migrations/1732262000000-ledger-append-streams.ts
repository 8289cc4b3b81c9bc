import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_append_streams`: many streams' events in one round trip and one set of statements (an
 * import's batch of new records, each opening on a stream of its own, or of past invoices). It
 * does what `ledger_append` (1732243800000-ledger-append-inline.ts) does for one stream, for
 * every stream at once: under the tenant's head lock, the period lock check, each stream's
 * version check (`p_expected` per event, the version its stream was decided on, null for any:
 * GL409 with the actual version as its DETAIL), the hash chain through the events in the order
 * given (each event's hash over its own stream version, as `ledger_append` computes it), then
 * one INSERT each for events, postings, daily balances, the head and the checkpoints, and the
 * set-based projection statements once over the whole range of positions.
 *
 * Calling `ledger_append` per stream would update the head and the checkpoints once per stream:
 * in one transaction every such update leaves a row version the next one must step over.
 *
 * `p_streams` names each event's stream; `p_posting_events` numbers a posting's event among
 * all the events given.
 */
export class LedgerAppendStreams1732262000000 implements MigrationInterface {
  name = 'LedgerAppendStreams1732262000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_append_streams(
        p_tenant uuid, p_streams text[], p_expected integer[], p_metadata jsonb, p_recorded_at timestamptz,
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
        known_streams text[];
        known_versions integer[];
        versions integer[];
        conflict record;
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

        SELECT array_agg(s.stream), array_agg(coalesce((SELECT max(e.stream_version) FROM ledger_event e WHERE e.tenant_id = p_tenant AND e.stream = s.stream), 0))
          INTO known_streams, known_versions
          FROM (SELECT DISTINCT x.stream FROM unnest(p_streams) AS x(stream)) s;

        SELECT x.stream, c.version, x.expected INTO conflict
          FROM unnest(p_streams, p_expected) AS x(stream, expected) JOIN unnest(known_streams, known_versions) AS c(stream, version) ON c.stream = x.stream
         WHERE x.expected IS NOT NULL AND x.expected <> c.version LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION 'stream % is at version %, not %', conflict.stream, conflict.version, conflict.expected
            USING ERRCODE = 'GL409', DETAIL = conflict.version::text;
        END IF;

        SELECT array_agg(v.version ORDER BY v.i) INTO versions
          FROM (SELECT x.i, (c.version + row_number() OVER (PARTITION BY x.stream ORDER BY x.i))::integer AS version
                  FROM unnest(p_streams) WITH ORDINALITY AS x(stream, i) JOIN unnest(known_streams, known_versions) AS c(stream, version) ON c.stream = x.stream) v;

        FOR i IN 1 .. n LOOP
          prev_hashes[i] := head_hash;
          head_hash := encode(sha256(convert_to(head_hash || E'\\n' || versions[i] || E'\\n' || p_digests[i], 'UTF8')), 'hex');
          hashes[i] := head_hash;
        END LOOP;

        WITH ev AS (
          INSERT INTO ledger_event (tenant_id, stream, stream_version, type, schema_version, payload, metadata,
                                    occurred_on, recorded_at, prev_hash, hash)
          SELECT p_tenant, p_streams[x.i], versions[x.i], x.t, x.sv, x.p, p_metadata, x.o, p_recorded_at, prev_hashes[x.i], hashes[x.i]
            FROM unnest(p_types, p_schema_versions, p_payloads, p_occurred_on) WITH ORDINALITY AS x(t, sv, p, o, i)
           ORDER BY x.i
          RETURNING ledger_event.position, ledger_event.stream, ledger_event.stream_version),
        tip AS (SELECT max(ev.position) AS position FROM ev),
        po AS (
          INSERT INTO ledger_posting (tenant_id, position, line_no, account, party, debit, credit, commodity, quantity)
          SELECT p_tenant, ev.position, y.l, y.a, y.pa, y.d, y.c, y.co, y.q
            FROM unnest(p_posting_events, p_line_nos, p_accounts, p_parties, p_debits, p_credits, p_commodities, p_quantities)
                 AS y(ev, l, a, pa, d, c, co, q)
            JOIN ev ON ev.stream = p_streams[y.ev] AND ev.stream_version = versions[y.ev]),
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
        SELECT array_agg(ev.position ORDER BY ev.position) INTO positions FROM ev;

        FOREACH statement IN ARRAY coalesce(p_statements, '{}') LOOP
          EXECUTE statement USING p_tenant, positions[1] - 1, positions[n];
        END LOOP;

        RETURN QUERY
        SELECT positions[x.i], versions[x.i], prev_hashes[x.i], hashes[x.i] FROM generate_series(1, n) AS x(i) ORDER BY x.i;
      END $$`);
    await q.query(`REVOKE ALL ON FUNCTION ledger_append_streams FROM PUBLIC`);
    await q.query(`GRANT EXECUTE ON FUNCTION ledger_append_streams TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_append_streams`);
  }
}
