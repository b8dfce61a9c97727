/**
 * The console's weight and speed (issue 16): the gzipped JavaScript of the first route and of every
 * route's own chunks, read from the Vite build's manifest, then Lighthouse's performance score (desktop
 * preset) for the dashboard `/` and the kiosk list `/kiosks`, logged in, on the built console served by
 * the whole server with demo data.
 *
 *   npm run web-performance -w @kiosk/bench            (builds apps/web first when dist/ is missing)
 *   BENCH_BUILD=1 …   rebuild first      BENCH_RUNS=3 …   Lighthouse runs per page (median printed)
 *   BENCH_LIGHTHOUSE=0 …   sizes only    BENCH_HISTORY_DAYS=7 …   days of demo sales history
 *   BENCH_LHR_DIR=<dir> …   keep each Lighthouse report (JSON) there
 *
 * "First route" = what index.html loads before any screen: its script with the chunks it preloads, and
 * the UI language's texts (loaded beside /api/v1/config). Budget: ≤ 200 kB gzipped. Printed beside it:
 * with the console shell (every screen), and with the dashboard page (its sales chart and recharts load
 * lazily after it); per screen, what it loads beyond entry and shell.
 * Lighthouse runs in Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) with the flags of
 * STACK-NOTES.md; the session is made by signing in through the embedded provider's form in the same
 * browser profile, as the browser journeys do. Asserts nothing; prints figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const BUDGET_KB = 200;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

if (process.env.BENCH_BUILD === '1' || !fs.existsSync(MANIFEST)) {
  console.log('building apps/web …');
  execFileSync('npm', ['run', 'build:web'], { cwd: ROOT, stdio: 'inherit' });
}
const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8')) as Manifest;

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The JS files a manifest entry loads before it runs: itself and its static imports, transitively. */
function staticClosure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, into);
  return into;
}

const total = (files: Iterable<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

const shell = 'src/app/layout/console-shell.tsx';
/** The English catalogue (lib/i18n.ts loads the UI language's chunk beside /api/v1/config, before rendering). */
const language = Object.keys(manifest).find((key) => manifest[key]?.name === 'locale-en');
const entry = new Set([...staticClosure('index.html'), ...(language ? staticClosure(language) : [])]);
const common = new Set([...entry, ...staticClosure(shell)]);
const dashboard = new Set([...common, ...staticClosure('src/features/dashboard/dashboard-page.tsx')]);

console.log(`\nJavaScript, gzipped (level 9), from ${path.relative(ROOT, DIST)}`);
console.log(
  `first route — index.html's script and its preloads, with the UI language: ${kb(total(entry))} in ${entry.size} files` +
    ` (budget ${BUDGET_KB} kB: ${total(entry) <= BUDGET_KB * 1000 ? 'within' : 'OVER'})`,
);
console.log(
  `  + the console shell (header, navigation, palette; every screen):  ${kb(total(common))} in ${common.size} files`,
);
console.log(
  `  + the dashboard page (before its lazy chart):                     ${kb(total(dashboard))} in ${dashboard.size} files`,
);

const routes = (manifest['index.html']?.dynamicImports ?? []).filter((key) => key.startsWith('src/') && key !== shell);
console.log('\nper screen: what it loads beyond the entry and the shell (its own chunks and shared ones)');
for (const key of routes) {
  const own = [...staticClosure(key)].filter((file) => !common.has(file));
  const later = (manifest[key]?.dynamicImports ?? []).length;
  console.log(
    `  ${key.replace(/^src\//, '').padEnd(52)} ${kb(total(own)).padStart(9)} in ${String(own.length).padStart(2)} files` +
      (later > 0 ? ` (+${later} lazy)` : ''),
  );
}

console.log('\nevery chunk');
const files = Object.values(manifest)
  .map((chunk) => chunk.file)
  .filter((file, index, all) => file.endsWith('.js') && all.indexOf(file) === index)
  .sort((a, b) => gzipSize(b) - gzipSize(a));
for (const file of files) {
  const raw = fs.statSync(path.join(DIST, file)).size;
  console.log(`  ${file.padEnd(52)} ${kb(raw).padStart(9)} raw ${kb(gzipSize(file)).padStart(9)} gzip`);
}

if (process.env.BENCH_LIGHTHOUSE !== '0') await runLighthouse();

async function runLighthouse(): Promise<void> {
  const [{ default: lighthouse }, { default: desktopConfig }, chromeLauncher, { chromium }] = await Promise.all([
    import('lighthouse'),
    import('lighthouse/core/config/desktop-config.js'),
    import('chrome-launcher'),
    import('playwright-core'),
  ]);
  const { startConsole, TEST_ADMIN } = await import('../e2e/support/server.ts');
  const { acceptTermsIfAsked, signIn } = await import('../e2e/support/login.ts');

  console.log(`\nstarting the console with demo data (${process.env.BENCH_HISTORY_DAYS ?? 7} days of sales) …`);
  const app = await startConsole({ DEMO_HISTORY_DAYS: process.env.BENCH_HISTORY_DAYS ?? '7' });
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  });
  try {
    // Sign in once in the profile's default context; Lighthouse's tabs share its storage (the session).
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await page.goto(`${app.url}/`);
    await signIn(page, TEST_ADMIN.email, TEST_ADMIN.password);
    // The terms dialog opens over the console once the session is read: wait for it, or Lighthouse would
    // measure the dashboard behind an open modal.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page
      .getByRole('dialog', { name: 'Terms and conditions' })
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
    await acceptTermsIfAsked(page);
    // Each run loads the console as a first visit: the HTTP cache is emptied before it (the session stays).
    await page.goto('about:blank');
    const devtools = await context.newCDPSession(page);

    const [load1] = os.loadavg();
    console.log(
      `Lighthouse ${RUNS}× per page, desktop preset (simulated throttling), logged in as the root user;` +
        ` load average ${load1?.toFixed(1)} on ${os.availableParallelism()} cores (a busy machine inflates TBT)`,
    );
    for (const route of ['/', '/kiosks']) {
      const scores: number[] = [];
      const metrics: Record<string, number[]> = {};
      for (let run = 0, attempts = 0; run < RUNS && attempts < RUNS * 2; attempts += 1) {
        await devtools.send('Network.clearBrowserCache');
        const result = await lighthouse(
          `${app.url}${route}`,
          { port: chrome.port, output: 'json', logLevel: 'error', disableStorageReset: true },
          desktopConfig,
        );
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${route}`);
        if (lhr.runtimeError) {
          // e.g. NO_NAVSTART on a busy machine: the run is repeated, not counted.
          console.log(`  ${route}: run failed (${lhr.runtimeError.code}), repeating`);
          continue;
        }
        if (!lhr.finalDisplayedUrl.endsWith(route)) {
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${route}: not logged in?`);
        }
        scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        if (process.env.BENCH_LHR_DIR) {
          const name = `lighthouse${route === '/' ? '-dashboard' : route.replaceAll('/', '-')}-${run + 1}.json`;
          fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
        }
        for (const id of [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
        ]) {
          (metrics[id] ??= []).push(lhr.audits[id]?.numericValue ?? Number.NaN);
        }
        const scripts = lhr.audits['network-requests']?.details;
        if (run === 0 && scripts && 'items' in scripts) {
          const js = (scripts.items as { resourceType?: string; transferSize?: number }[])
            .filter((item) => item.resourceType === 'Script')
            .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
          console.log(
            `  ${route}: JavaScript transferred on load ${kb(js)} (gzip by the server, all chunks incl. lazy)`,
          );
        }
        run += 1;
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
      console.log(
        `  ${route.padEnd(8)} performance ${median(scores)} (runs: ${scores.join(', ')}) — FCP ${median(
          metrics['first-contentful-paint'] ?? [],
        ).toFixed(0)} ms, LCP ${median(metrics['largest-contentful-paint'] ?? []).toFixed(0)} ms, TBT ${median(
          metrics['total-blocking-time'] ?? [],
        ).toFixed(0)} ms, CLS ${median(metrics['cumulative-layout-shift'] ?? []).toFixed(3)}`,
      );
    }
    await browser.close();
  } finally {
    chrome.kill();
    fs.rmSync(profile, { recursive: true, force: true });
    await app.stop();
  }
}
