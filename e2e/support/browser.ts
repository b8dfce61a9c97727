import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { watchAccessibility } from './accessibility.ts';
import { trackPageState } from './page-state.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without the networking flags Chromium tries to reach the (closed) internet at start.
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a fresh profile. A missing browser is an error, never a skip. Every page of it
 * is audited for accessibility after each navigation (support/accessibility.ts). Reduced motion makes
 * the console's transitions instant, so an audit never sees a dialog half faded in.
 */
export async function openBrowser(
  options: {
    width?: number;
    height?: number;
    locale?: string;
    timezoneId?: string;
    /** More Chromium flags (e.g. a fake camera: `--use-fake-device-for-media-stream`). */
    args?: readonly string[];
  } = {},
): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) {
    throw new Error(`Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`);
  }
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'kiosk-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...ARGS, ...(options.args ?? [])],
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? 'en-US',
    // The browser's own clock zone (default: the machine's); a journey may pin it to test zone labels.
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    reducedMotion: 'reduce',
  });
  await trackPageState(context);
  const audit = watchAccessibility(context);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      try {
        await audit.finish();
      } finally {
        await context.close();
        fs.rmSync(profile, { recursive: true, force: true });
      }
    },
  };
}
