import { describe, expect, it } from 'vitest';
import { loadDemoConfig } from './demo.config.ts';

describe('the demo configuration', () => {
  it('runs the demo data and the demo fleet by default, each off on its own', () => {
    expect(loadDemoConfig({})).toEqual({ data: true, historyDays: 90, fleet: true });
    expect(loadDemoConfig({ DEMO_DATA: 'false' }).data).toBe(false);
    expect(loadDemoConfig({ DEMO_FLEET: 'no' })).toEqual({ data: true, historyDays: 90, fleet: false });
    expect(() => loadDemoConfig({ DEMO_FLEET: 'maybe' })).toThrow(/DEMO_FLEET/);
  });

  it('gives the demo 90 days of history, none in tests unless asked, and refuses a bad number of days', () => {
    expect(loadDemoConfig({}).historyDays).toBe(90);
    expect(loadDemoConfig({ NODE_ENV: 'test' }).historyDays).toBe(0);
    expect(loadDemoConfig({ NODE_ENV: 'test', DEMO_HISTORY_DAYS: '30' }).historyDays).toBe(30);
    expect(loadDemoConfig({ DEMO_HISTORY_DAYS: '0' }).historyDays).toBe(0);
    expect(() => loadDemoConfig({ DEMO_HISTORY_DAYS: '-1' })).toThrow(/DEMO_HISTORY_DAYS/);
    expect(() => loadDemoConfig({ DEMO_HISTORY_DAYS: 'many' })).toThrow(/DEMO_HISTORY_DAYS/);
  });
});
