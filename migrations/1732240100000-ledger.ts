import type { MigrationInterface, QueryRunner } from 'typeorm';

const IMMUTABLE = ['ledger_event', 'ledger_posting'];
const TENANT_TABLES = ['ledger_event', 'ledger_posting', 'ledger_head', 'ledger_checkpoint', 'ledger_balance_daily', 'idempotency_key'];

/**
 * The ledger (see docs/architecture.md): immutable events with their double-entry postings, the per-tenant
 * head of the hash chain, projection checkpoints, the account-balance projection and the
 * idempotency store. Events and postings refuse UPDATE/DELETE/TRUNCATE by trigger, for the
 * superuser too; tampering that disables the trigger is what the hash chain catches.
 */
export class Ledger1732240100000 implements MigrationInterface {
  name = 'Ledger1732240100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE ledger_event (
        position bigserial NOT NULL,
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        stream text NOT NULL CHECK (length(stream) BETWEEN 1 AND 200),
        stream_version integer NOT NULL CHECK (stream_version >= 1),
        type text NOT NULL CHECK (length(type) BETWEEN 1 AND 100),
        schema_version smallint NOT NULL CHECK (schema_version >= 1),
        payload jsonb NOT NULL,
        metadata jsonb NOT NULL,
        occurred_on date NOT NULL,
        recorded_at timestamptz NOT NULL,
        prev_hash text NOT NULL,
        hash text NOT NULL,
        CONSTRAINT ledger_event_pkey PRIMARY KEY (tenant_id, position),
        CONSTRAINT ledger_event_stream_key UNIQUE (tenant_id, stream, stream_version)
      )`);
    // Replays of every tenant walk the global order; per-tenant reads use the primary key.
    await q.query(`CREATE INDEX ledger_event_position_idx ON ledger_event (position)`);
    await q.query(`CREATE INDEX ledger_event_type_idx ON ledger_event (tenant_id, type, occurred_on)`);
    await q.query(`CREATE INDEX ledger_event_occurred_idx ON ledger_event (tenant_id, occurred_on)`);

    // A posting moves money (debit or credit, cents) and/or a quantity of a commodity
    // (signed: + in, − out; e.g. commodity 'product:42'). Per event, debits equal credits
    // and each commodity's quantities sum to zero.
    await q.query(`
      CREATE TABLE ledger_posting (
        tenant_id uuid NOT NULL,
        position bigint NOT NULL,
        line_no smallint NOT NULL CHECK (line_no >= 1),
        account text NOT NULL CHECK (length(account) BETWEEN 1 AND 200),
        party text CHECK (length(party) BETWEEN 1 AND 200),
        debit numeric(18,2) NOT NULL DEFAULT 0 CHECK (debit >= 0),
        credit numeric(18,2) NOT NULL DEFAULT 0 CHECK (credit >= 0),
        commodity text CHECK (length(commodity) BETWEEN 1 AND 200),
        quantity numeric(18,3) NOT NULL DEFAULT 0,
        CONSTRAINT ledger_posting_pkey PRIMARY KEY (tenant_id, position, line_no),
        CONSTRAINT ledger_posting_event_fkey FOREIGN KEY (tenant_id, position) REFERENCES ledger_event (tenant_id, position),
        CONSTRAINT ledger_posting_one_side CHECK (debit = 0 OR credit = 0),
        CONSTRAINT ledger_posting_commodity CHECK ((quantity = 0) = (commodity IS NULL)),
        CONSTRAINT ledger_posting_not_empty CHECK (debit <> 0 OR credit <> 0 OR quantity <> 0)
      )`);
    await q.query(`CREATE INDEX ledger_posting_account_idx ON ledger_posting (tenant_id, account, party)`);

    await q.query(`
      CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
          USING ERRCODE = 'insufficient_privilege', HINT = 'Append a reversal event instead.';
      END $$`);
    for (const table of IMMUTABLE) {
      await q.query(`CREATE TRIGGER ${table}_no_change BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change()`);
      await q.query(`CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change()`);
      // ALWAYS: they fire under session_replication_role = replica as well.
      await q.query(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_no_change`);
      await q.query(`ALTER TABLE ${table} ENABLE ALWAYS TRIGGER ${table}_no_truncate`);
    }

    // Checked at commit, once per event, so postings may follow their event in any statement.
    // SECURITY DEFINER: it must see the event's postings whatever tenant the session has
    // switched to by commit time (RLS would otherwise hide them and pass vacuously).
    await q.query(`
      CREATE FUNCTION ledger_check_balanced() RETURNS trigger
      LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM ledger_posting
                    WHERE tenant_id = NEW.tenant_id AND position = NEW.position
                   HAVING sum(debit) <> sum(credit))
        OR EXISTS (SELECT 1 FROM ledger_posting
                    WHERE tenant_id = NEW.tenant_id AND position = NEW.position AND commodity IS NOT NULL
                    GROUP BY commodity HAVING sum(quantity) <> 0) THEN
          RAISE EXCEPTION 'the postings of ledger event % (%) do not balance', NEW.position, NEW.type
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_event_balanced';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE CONSTRAINT TRIGGER ledger_event_balanced AFTER INSERT ON ledger_event
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced()`);
    await q.query(`ALTER TABLE ledger_event ENABLE ALWAYS TRIGGER ledger_event_balanced`);

    // The tip of each tenant's hash chain; its row lock serializes that tenant's appends.
    await q.query(`
      CREATE TABLE ledger_head (
        tenant_id uuid NOT NULL REFERENCES workspaces (id) PRIMARY KEY,
        last_position bigint NOT NULL,
        last_hash text NOT NULL,
        event_count bigint NOT NULL
      )`);
    await q.query(`
      CREATE TABLE ledger_checkpoint (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        projection text NOT NULL,
        position bigint NOT NULL,
        PRIMARY KEY (tenant_id, projection)
      )`);

    // Daily deltas per account: a balance as of D is the sum of the days up to D. '' stands
    // for "no party" / "money" so the key can be a primary key.
    await q.query(`
      CREATE TABLE ledger_balance_daily (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        account text NOT NULL,
        party text NOT NULL,
        commodity text NOT NULL,
        occurred_on date NOT NULL,
        debit numeric(24,2) NOT NULL,
        credit numeric(24,2) NOT NULL,
        quantity numeric(24,3) NOT NULL,
        PRIMARY KEY (tenant_id, account, party, commodity, occurred_on)
      )`);

    await q.query(`
      CREATE TABLE idempotency_key (
        tenant_id uuid NOT NULL REFERENCES workspaces (id),
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        request_hash text NOT NULL,
        response_status smallint,
        response_body json, -- json, not jsonb: a replay returns the first body byte for byte
        created_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz,
        PRIMARY KEY (tenant_id, key)
      )`);

    for (const table of TENANT_TABLES) {
      await q.query(`ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY`);
      await q.query(`ALTER TABLE ${table} FORCE ROW LEVEL SECURITY`);
      await q.query(`CREATE POLICY tenant_isolation ON ${table} TO ginuma_app
        USING (tenant_id = current_tenant()) WITH CHECK (tenant_id = current_tenant())`);
    }
    // The trigger already refuses; the privilege makes the application role's intent plain.
    await q.query(`REVOKE UPDATE, DELETE, TRUNCATE ON ledger_event, ledger_posting FROM ginuma_app`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [...TENANT_TABLES].reverse()) await q.query(`DROP TABLE ${table}`);
    await q.query(`DROP FUNCTION ledger_check_balanced()`);
    await q.query(`DROP FUNCTION ledger_refuse_change()`);
  }
}
