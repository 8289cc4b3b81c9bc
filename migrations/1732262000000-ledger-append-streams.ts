import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `ledger_append_streams`: many streams' events in one round trip (an import's batch of new
 * records, each opening on a stream of its own). It calls `ledger_append` once per stream, so the
 * head lock, the period lock, the version check, the hash chain, the postings and the account
 * balances are exactly a single append's; only the set-based projection statements
 * (`p_statements`) run once, after every stream, over the whole range of positions the calls
 * appended ($2 < position ≤ $3): the head lock held since the first call keeps that range the
 * batch's own.
 *
 * The events of all streams come in one set of arrays, stream after stream: `p_event_ends[s]` is
 * the last event of stream `s` and `p_posting_ends[s]` its last posting, and `p_posting_events`
 * counts events within the posting's own stream, as `ledger_append` expects.
 */
export class LedgerAppendStreams1732262000000 implements MigrationInterface {
  name = 'LedgerAppendStreams1732262000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION ledger_append_streams(
        p_tenant uuid, p_streams text[], p_expected integer[], p_event_ends integer[], p_posting_ends integer[],
        p_metadata jsonb, p_recorded_at timestamptz,
        p_types text[], p_schema_versions integer[], p_payloads jsonb[], p_occurred_on date[], p_digests text[],
        p_posting_events integer[], p_line_nos integer[], p_accounts text[], p_parties text[],
        p_debits numeric[], p_credits numeric[], p_commodities text[], p_quantities numeric[],
        p_account_balance boolean, p_projections text[], p_check_lock boolean, p_statements text[])
      RETURNS TABLE (event_position bigint, event_stream_version integer, event_prev_hash text, event_hash text)
      LANGUAGE plpgsql SECURITY INVOKER AS $$
      DECLARE
        e0 integer := 1;
        q0 integer := 1;
        first_position bigint;
        last_position bigint;
        appended record;
        statement text;
      BEGIN
        FOR s IN 1 .. cardinality(p_streams) LOOP
          FOR appended IN
            SELECT * FROM ledger_append(
              p_tenant, p_streams[s], p_expected[s], p_metadata, p_recorded_at,
              p_types[e0:p_event_ends[s]], p_schema_versions[e0:p_event_ends[s]], p_payloads[e0:p_event_ends[s]],
              p_occurred_on[e0:p_event_ends[s]], p_digests[e0:p_event_ends[s]],
              coalesce(p_posting_events[q0:p_posting_ends[s]], '{}'), coalesce(p_line_nos[q0:p_posting_ends[s]], '{}'),
              coalesce(p_accounts[q0:p_posting_ends[s]], '{}'), coalesce(p_parties[q0:p_posting_ends[s]], '{}'),
              coalesce(p_debits[q0:p_posting_ends[s]], '{}'), coalesce(p_credits[q0:p_posting_ends[s]], '{}'),
              coalesce(p_commodities[q0:p_posting_ends[s]], '{}'), coalesce(p_quantities[q0:p_posting_ends[s]], '{}'),
              p_account_balance, p_projections, p_check_lock, '{}')
          LOOP
            first_position := coalesce(first_position, appended.event_position);
            last_position := appended.event_position;
            event_position := appended.event_position;
            event_stream_version := appended.event_stream_version;
            event_prev_hash := appended.event_prev_hash;
            event_hash := appended.event_hash;
            RETURN NEXT;
          END LOOP;
          e0 := p_event_ends[s] + 1;
          q0 := p_posting_ends[s] + 1;
        END LOOP;

        FOREACH statement IN ARRAY coalesce(p_statements, '{}') LOOP
          EXECUTE statement USING p_tenant, first_position - 1, last_position;
        END LOOP;
      END $$`);
    await q.query(`REVOKE ALL ON FUNCTION ledger_append_streams FROM PUBLIC`);
    await q.query(`GRANT EXECUTE ON FUNCTION ledger_append_streams TO ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION ledger_append_streams`);
  }
}
