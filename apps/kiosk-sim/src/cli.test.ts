import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-options.ts';
import { KIOSK_GRAPHQL_PATH, provisionFleet, readFleetFile } from './provision.ts';

describe('command line', () => {
  it('reads the options, resolving files against the caller’s folder', () => {
    const options = parseCliArgs(
      [
        '--kiosks',
        '50',
        '--speed',
        '60',
        '--url',
        'ws://localhost:3000/mqtt',
        '--fleet',
        'fleet.json',
        '--seed',
        '7',
        '--hours',
        '7-20',
      ],
      '/home/op',
    );
    expect(options).toMatchObject({
      kiosks: 50,
      speed: 60,
      url: 'ws://localhost:3000/mqtt',
      fleet: '/home/op/fleet.json',
      seed: 7,
      prefix: 'SIM',
      hours: { open: 7, close: 20 },
      incidentRate: 1,
    });
  });

  it('refuses contradictory or invalid options', () => {
    expect(() => parseCliArgs(['--speed', '0'], '/')).toThrow('--speed');
    expect(() => parseCliArgs(['--api', 'http://localhost:3000'], '/')).toThrow('--token');
    expect(() => parseCliArgs(['--serial', 'SN-1'], '/')).toThrow('--password');
    expect(() => parseCliArgs(['--kiosks', 'many'], '/')).toThrow('--kiosks');
    expect(() => parseCliArgs(['--colour'], '/')).toThrow();
  });

  it('writes provisioned credentials next to the caller by default', () => {
    const options = parseCliArgs(['--api', 'http://x', '--token', 't', '--org', 'o'], '/tmp/here');
    expect(options.fleet).toBe('/tmp/here/sim-fleet.json');
  });
});

describe('provisioning through the console’s GraphQL API', () => {
  let server: http.Server | undefined;
  afterEach(() => server?.close());

  it('creates the missing kiosks, generates credentials once and reuses the fleet file', async () => {
    const kiosks = [{ _id: 'k1', serialNumber: 'SIM-0001' }];
    const calls: { query: string; variables: Record<string, unknown>; auth?: string; path?: string }[] = [];
    let secrets = 0;
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, unknown> };
        calls.push({ query, variables, auth: request.headers.authorization, path: request.url });
        let data: unknown;
        if (query.includes('getKiosksByOrgIds')) data = { getKiosksByOrgIds: kiosks };
        else if (query.includes('kioskCreate')) {
          const input = variables.data as { serialNumber: string };
          const kiosk = { _id: `k${kiosks.length + 1}`, serialNumber: input.serialNumber };
          kiosks.push(kiosk);
          data = { kioskCreate: kiosk };
        } else if (query.includes('kioskDeviceCredentials')) {
          const kiosk = kiosks.find((entry) => entry._id === variables.kioskId)!;
          secrets += 1;
          data = {
            kioskDeviceCredentials: {
              username: kiosk.serialNumber,
              password: `secret-${secrets}`,
              mqttUrl: 'mqtt://console:1883',
              mqttWsUrl: 'ws://console:3000/mqtt',
            },
          };
        }
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(data ? { data } : { errors: [{ message: 'unknown operation' }] }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const fleetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-sim-')), 'fleet.json');
    const options = { api, token: 'tok', orgId: 'org-1', prefix: 'SIM', count: 3, fleetFile, log: () => undefined };

    const first = await provisionFleet(options);
    expect(first.map((entry) => [entry.serialNumber, entry.password, entry.url, entry.kioskId])).toEqual([
      ['SIM-0001', 'secret-1', 'ws://console:3000/mqtt', 'k1'],
      ['SIM-0002', 'secret-2', 'ws://console:3000/mqtt', 'k2'],
      ['SIM-0003', 'secret-3', 'ws://console:3000/mqtt', 'k3'],
    ]);
    const creates = calls.filter((call) => call.query.includes('kioskCreate'));
    expect(creates.map((call) => (call.variables.data as { serialNumber: string }).serialNumber)).toEqual([
      'SIM-0002',
      'SIM-0003',
    ]);
    const input = creates[0]!.variables.data as { orgId: string; pin: number; technicianPin: number };
    expect(input.orgId).toBe('org-1');
    expect(input.pin).not.toBe(input.technicianPin);
    expect(calls.every((call) => call.auth === 'Bearer tok' && call.path === KIOSK_GRAPHQL_PATH)).toBe(true);
    expect(readFleetFile(fleetFile)).toEqual(first);
    expect(fs.statSync(fleetFile).mode & 0o777).toBe(0o600);

    // A second run with one more kiosk: nothing recreated, old secrets kept, one new secret.
    const second = await provisionFleet({ ...options, count: 4 });
    expect(second.map((entry) => entry.password)).toEqual(['secret-1', 'secret-2', 'secret-3', 'secret-4']);
    expect(calls.filter((call) => call.query.includes('kioskCreate'))).toHaveLength(3);
  });

  it('reports the API’s errors', async () => {
    server = http.createServer((_request, response) => {
      response.statusCode = 401;
      response.end(JSON.stringify({ errors: [{ message: 'Not signed in' }] }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const api = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    const fleetFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-sim-')), 'fleet.json');
    await expect(
      provisionFleet({ api, token: 'bad', orgId: 'o', prefix: 'SIM', count: 1, fleetFile, log: () => undefined }),
    ).rejects.toThrow('Not signed in');
  });
});
