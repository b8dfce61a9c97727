import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from '../../test-support/database.ts';
import { createTestContext, type TestContext } from '../../test-support/fixtures.ts';
import { translator } from '../../mail/translate.ts';

/** The tables that carry no audit trigger, on purpose (audit_excluded_tables, migration 0030, ADR 0012). */
const UNAUDITED_TABLES = [
  'alert_changes',
  'alert_kiosk_states',
  'api_key_jtis',
  'audit_changes',
  'audit_entries',
  'forecast_kiosks',
  'forecast_points',
  'forecast_runs',
  'kiosk_activities',
  'kiosk_sessions',
  'kiosk_temperature_changes',
  'kiosk_temperature_hours',
  'kiosk_temperatures',
  'notification_mail_state',
  'oidc_payloads',
  'rate_limit_counters',
  'report_payment_rollups',
  'report_payment_rollups_daily',
  'report_product_rollups',
  'report_product_rollups_daily',
  'sales_rollups',
  'sales_rollups_hourly',
  'server_secrets',
  'webhook_deliveries',
];

/**
 * Which tables the audit log covers (ADR 0012): every table of the application once the server has started,
 * except those listed in audit_excluded_tables; each audited table has a name in the log.
 */
describe.each(testDatabaseKinds())('audited tables on %s', (kind) => {
  let database: TestDatabase;
  let context: TestContext;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = await createTestContext(database);
  });
  afterAll(async () => {
    await context.built.app.close();
    await database.dispose();
  });

  it('every table of the application carries the audit trigger, except the listed ones', async () => {
    const rows = await database.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c
       WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
         AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'audit_row_change')
       ORDER BY 1`,
    );
    expect(rows.map((row) => row.name)).toEqual(UNAUDITED_TABLES);
  });

  it('names every audited table (the object types) in English and German', async () => {
    const rows = await database.query<{ name: string }>(
      `SELECT DISTINCT c.relname AS name FROM pg_class c JOIN pg_trigger t ON t.tgrelid = c.oid
       WHERE c.relnamespace = current_schema()::regnamespace AND t.tgname = 'audit_row_change' ORDER BY 1`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const lang of ['en', 'de'] as const) {
      const t = translator(lang, 'audit');
      const unnamed = rows
        .map((row) => row.name)
        .filter((name) => t(`audit.objectTypes.${name}`) === `audit.objectTypes.${name}`);
      expect(unnamed, lang).toEqual([]);
    }
    expect(translator('de', 'audit')('audit.objectTypes.product_lines')).toBe('Produkt');
  });

  it('a later table is audited unless a row of audit_excluded_tables names it', async () => {
    await database.query('CREATE TABLE audit_probe_edited (id uuid PRIMARY KEY)');
    await database.query('CREATE TABLE audit_probe_bulk (id uuid PRIMARY KEY)');
    await database.query(
      "INSERT INTO audit_excluded_tables (table_name, reason) VALUES ('audit_probe_bulk', 'written in bulk')",
    );
    try {
      await context.services.audit.attachTriggers();
      const rows = await database.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_class c JOIN pg_trigger t ON t.tgrelid = c.oid
         WHERE c.relnamespace = current_schema()::regnamespace AND t.tgname = 'audit_row_change'
           AND c.relname LIKE 'audit_probe_%'`,
      );
      expect(rows.map((row) => row.name)).toEqual(['audit_probe_edited']);
    } finally {
      await database.query('DROP TABLE audit_probe_edited, audit_probe_bulk');
      await database.query("DELETE FROM audit_excluded_tables WHERE table_name = 'audit_probe_bulk'");
    }
  });
});
