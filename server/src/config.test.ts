import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      demo: true,
      logLevel: 'info',
      dbPoolSize: 20,
      appWorkers: 1,
    });
    expect(loadConfig({ DB_POOL_SIZE: '8' }).dbPoolSize).toBe(8);
    expect(loadConfig({ APP_WORKERS: '2' }).appWorkers).toBe(2);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('turns demo content off by default with an external database', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/x' }).demo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/x', DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ DEMO: 'false' }).demo).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['DATABASE_URL', 'mysql://x'],
    ['PUBLIC_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['ADMIN_EMAIL', 'nobody'],
    ['ADMIN_PASSWORD', 'short'],
    ['DEMO', 'maybe'],
    ['LOG_LEVEL', 'loud'],
    ['DB_POOL_SIZE', '4'], // below the minimum of 5 (one is the LISTEN connection)
    ['DB_POOL_SIZE', 'many'],
    ['APP_WORKERS', '0'],
    ['APP_WORKERS', 'all'],
  ])('refuses an invalid %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(name));
  });

  it('reads TRUST_PROXY as a list of proxy addresses and refuses trusting everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: must list the trusted proxy addresses/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(/TRUST_PROXY/);
  });
});
