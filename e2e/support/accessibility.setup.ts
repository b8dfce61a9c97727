import { afterAll, afterEach } from 'vitest';
import { auditSummary, collectFindings, formatFindings } from './accessibility.ts';

/** Fails a test (or, for browsers closed in afterAll, the file) on any serious or critical axe violation. */
async function expectNoFindings(): Promise<void> {
  const findings = await collectFindings();
  if (findings.length > 0) throw new Error(formatFindings(findings));
}

afterEach(expectNoFindings);
afterAll(async () => {
  await expectNoFindings();
  console.info(`Accessibility (axe-core): ${auditSummary()}`);
});
