import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc.externalIssuer).toBeUndefined();
    expect(config.corsOrigins).toEqual([]);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', OIDC_ISSUER: 'not a url', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toMatch(/PORT/);
    expect(problems).toMatch(/DATABASE_URL: must be a postgres/);
    expect(problems).toMatch(/OIDC_ISSUER/);
    expect(problems).toMatch(/LOG_LEVEL/);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('treats empty variables as unset and parses lists', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      CORS_ORIGINS: 'http://a.test, http://b.test',
      PORT: '8080',
      HOST: '0.0.0.0',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toEqual(['http://a.test', 'http://b.test']);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });
});
