import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** A demo organization with data on the first start. */
  DEMO_DATA: bool.default(true),
  /** Days of past sales and refills the demo kiosks get with the demo data (default 90; 0 in tests). */
  DEMO_HISTORY_DAYS: z.coerce.number().int().min(0).max(366).optional(),
  /** Simulated fridges for the demo kiosks, on the embedded broker. */
  DEMO_FLEET: bool.default(true),
});

export interface DemoConfig {
  data: boolean;
  historyDays: number;
  fleet: boolean;
}

/** The demo's settings (README "Configuration"); the server's own are read by apps/server/src/config.ts. */
export function loadDemoConfig(env: Record<string, string | undefined> = process.env): DemoConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid demo configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  return {
    data: values.DEMO_DATA,
    historyDays: values.DEMO_HISTORY_DAYS ?? (values.NODE_ENV === 'test' ? 0 : 90),
    fleet: values.DEMO_FLEET,
  };
}
