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

  describe('relative paths', () => {
    it('resolves DATA_DIR and WEB_DIST against the folder npm was started from (INIT_CWD)', () => {
      // `npm start` at the repository root runs the server inside apps/server; npm passes the root as INIT_CWD.
      const root = path.resolve('/srv/kiosk-console');
      const config = loadConfig({ INIT_CWD: root, WEB_DIST: 'apps/web/dist' });
      expect(config.dataDir).toBe(path.join(root, 'data'));
      expect(config.webDist).toBe(path.join(root, 'apps', 'web', 'dist'));
      expect(loadConfig({ INIT_CWD: root, DATA_DIR: '../shared/kiosk-data' }).dataDir).toBe(
        path.resolve('/srv/shared/kiosk-data'),
      );
    });

    it('falls back to the working directory when the server is started without npm', () => {
      expect(loadConfig({ DATA_DIR: 'var/kiosk' }).dataDir).toBe(path.join(process.cwd(), 'var', 'kiosk'));
    });

    it('keeps an absolute DATA_DIR as it is', () => {
      const absolute = path.resolve('/var/lib/kiosk');
      expect(loadConfig({ INIT_CWD: path.resolve('/elsewhere'), DATA_DIR: absolute }).dataDir).toBe(absolute);
    });
  });
});
