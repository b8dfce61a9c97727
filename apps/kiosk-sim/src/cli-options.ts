import path from 'node:path';
import { parseArgs } from 'node:util';

export const USAGE = `Usage: npm run sim -- [options]

  --kiosks N           number of kiosks (default 1; with --fleet: the file's kiosks, or the first N)
  --speed X            simulated time runs X times faster than real time (default 1)
  --url URL            broker (default ws://localhost:3000/mqtt, the console's embedded broker)
  --serial SN --password SECRET   one kiosk with these credentials
  --fleet FILE         JSON [{serialNumber, password, url?}]; with --api also where credentials are written
  --api URL --token T --org ID    create kiosks <prefix>-0001… in the console and get their credentials
  --prefix P           serial number prefix (default SIM)
  --seed N             same seed, same behaviour (default 1)
  --duration S         stop after S real seconds (default: until Ctrl-C)
  --hours H-H          opening hours, local time (default 6-22)
  --purchases N        purchases per kiosk and day (default: from the sales data set)
  --incidents X        multiplies the rate of incidents: door left open, compressor fault, offline spells… (default 1)
  --datasets DIR       derive the profile from the data sets in DIR (default: the shipped profile)
  --help`;

export interface CliOptions {
  kiosks?: number;
  speed: number;
  url?: string;
  serial?: string;
  password?: string;
  fleet?: string;
  api?: string;
  token?: string;
  org?: string;
  prefix: string;
  seed: number;
  duration?: number;
  hours: { open: number; close: number };
  purchasesPerDay?: number;
  incidentRate: number;
  datasets?: string;
  help: boolean;
}

function number(name: string, text: string | undefined, check: (value: number) => boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value) || !check(value)) throw new Error(`--${name}: invalid value ${text}`);
  return value;
}

/** Parses the command line; relative files are resolved against `cwd` (npm passes the caller's as INIT_CWD). */
export function parseCliArgs(args: string[], cwd: string): CliOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      kiosks: { type: 'string' },
      speed: { type: 'string' },
      url: { type: 'string' },
      serial: { type: 'string' },
      password: { type: 'string' },
      fleet: { type: 'string' },
      api: { type: 'string' },
      token: { type: 'string' },
      org: { type: 'string' },
      prefix: { type: 'string' },
      seed: { type: 'string' },
      duration: { type: 'string' },
      hours: { type: 'string' },
      purchases: { type: 'string' },
      incidents: { type: 'string' },
      datasets: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const hours = /^(\d{1,2})-(\d{1,2})$/.exec(values.hours ?? '6-22');
  if (!hours || Number(hours[1]) > 24 || Number(hours[2]) > 24) throw new Error('--hours: expected e.g. 6-22');
  const options: CliOptions = {
    kiosks: number('kiosks', values.kiosks, (n) => Number.isInteger(n) && n >= 1 && n <= 10_000),
    speed: number('speed', values.speed, (n) => n > 0) ?? 1,
    url: values.url,
    serial: values.serial,
    password: values.password,
    fleet: values.fleet === undefined ? undefined : path.resolve(cwd, values.fleet),
    api: values.api,
    token: values.token,
    org: values.org,
    prefix: values.prefix ?? 'SIM',
    seed: number('seed', values.seed, Number.isInteger) ?? 1,
    duration: number('duration', values.duration, (n) => n > 0),
    hours: { open: Number(hours[1]), close: Number(hours[2]) },
    purchasesPerDay: number('purchases', values.purchases, (n) => n >= 0),
    incidentRate: number('incidents', values.incidents, (n) => n >= 0) ?? 1,
    datasets: values.datasets === undefined ? undefined : path.resolve(cwd, values.datasets),
    help: values.help ?? false,
  };
  if (options.api && (!options.token || !options.org)) throw new Error('--api needs --token and --org');
  if (options.serial && options.password === undefined) throw new Error('--serial needs --password');
  if (options.serial && (options.api || options.fleet))
    throw new Error('--serial is for one kiosk: not with --fleet or --api');
  if (options.api && !options.fleet) options.fleet = path.resolve(cwd, 'sim-fleet.json');
  return options;
}
