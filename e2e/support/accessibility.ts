import axe from 'axe-core';
import type { AxeResults, ImpactValue, RunOptions } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { pageState } from './page-state.ts';

/**
 * Accessibility audit of every screen the journeys visit, with axe-core and its default rule set
 * (WCAG 2.x A/AA and best practices, colour contrast included — no rule is switched off). A serious
 * or critical violation fails the journey.
 *
 * Pages opened with openBrowser() are watched: after each navigation of a page (full loads and the
 * console's client-side route changes alike), once the page has settled, it is audited; page.goto()
 * and page.reload() first audit the screen being left, page.waitForURL() the screen arrived at; and at
 * the end of each test (accessibility.setup.ts) the state every open page is left in is audited too.
 * So a new screen is audited as soon as a journey visits it. `expectAccessible(page)` audits a state
 * that no navigation reaches (an open dialog, menu or drawer) on demand.
 */

const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];
/** The page has settled when its DOM has not changed for this long (or after SETTLE_MAX_MS). */
const SETTLE_QUIET_MS = 400;
const SETTLE_MAX_MS = 5_000;

export interface Finding {
  url: string;
  rule: string;
  impact: ImpactValue;
  help: string;
  targets: string[];
  /** axe's explanation for the first element, e.g. the measured contrast ratio and colours. */
  detail: string;
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/** Every page state audited in this test file: screen → how many times. */
const audited = new Map<string, number>();
/** Audits answered by the page's previous audit, the page unchanged since (support/page-state.ts). */
let repeated = 0;

/** What was audited so far, for the log. */
export function auditSummary(): string {
  const count = [...audited.values()].reduce((sum, times) => sum + times, 0);
  const screens = [...audited.keys()].sort().join(', ');
  return `${count} audits of ${audited.size} screens (${screens}); ${repeated} repeated on an unchanged screen`;
}

/** One audit at a time per page: axe refuses a second run while one is in progress. */
const queues = new WeakMap<Page, Promise<unknown>>();

function serialised<T>(page: Page, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(page) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  queues.set(page, next);
  return next;
}

async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    ([quietMs, maxMs]) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quietMs);
        const cap = setTimeout(done, maxMs);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quietMs);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(cap);
          resolve();
        }
      }),
    [SETTLE_QUIET_MS, SETTLE_MAX_MS] as const,
  );
}

async function runAxe(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(axe.source);
  const url = page.url();
  const results = await page.evaluate(async () => {
    const engine = window.axe;
    if (!engine) throw new Error('axe-core was not injected');
    const { violations } = await engine.run(document, { resultTypes: ['violations'] });
    // Only what the report needs crosses back: elements and check data are not serialisable.
    return violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        detail: [...node.any, ...node.all, ...node.none].map((check) => check.message).join(' '),
      })),
    }));
  });
  const { pathname, search } = new URL(url);
  // Ids and tokens shortened, so the summary names screens.
  const screen = pathname.replace(/\/[\w-]{16,}/g, '/:id');
  audited.set(screen, (audited.get(screen) ?? 0) + 1);
  return results
    .filter((violation) => violation.impact !== null && FAILING_IMPACTS.includes(violation.impact))
    .map((violation) => ({
      url: pathname + search,
      rule: violation.id,
      impact: violation.impact ?? 'serious',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target),
      detail: violation.nodes[0]?.detail ?? '',
    }));
}

/** Each page's last audit and the state it saw, while nothing changed during it. */
const lastAudit = new WeakMap<Page, { state: string; findings: Finding[] }>();

/** The page's last audit, when its state is the one audited (support/page-state.ts). */
function unchangedSince(page: Page, state: string | undefined): Finding[] | undefined {
  const last = lastAudit.get(page);
  if (process.env.E2E_AXE_EVERY_TIME === '1' || state === undefined || last?.state !== state) return undefined;
  repeated += 1;
  return last.findings;
}

/**
 * Waits until the page has settled and audits it: with axe, or, when the page has not changed at all
 * since its last audit (same document, address, DOM, focus, pointer, media…), with that audit's result
 * — axe would see the same page. Returns the findings and the address audited.
 */
async function settleAndAudit(page: Page): Promise<{ findings: Finding[]; url: string }> {
  // Unchanged for as long as settling asks: settled already, no need to wait.
  const now = lastAudit.has(page) ? await pageState(page).catch(() => undefined) : undefined;
  const known = now && now.quietMs >= SETTLE_QUIET_MS ? unchangedSince(page, now.key) : undefined;
  if (known) return { findings: known, url: page.url() };
  await waitUntilSettled(page);
  const url = page.url();
  const { key } = await pageState(page);
  const same = unchangedSince(page, key);
  if (same) return { findings: same, url };
  const findings = await runAxe(page);
  if (key !== undefined && key === (await pageState(page)).key) lastAudit.set(page, { state: key, findings });
  else lastAudit.delete(page);
  return { findings, url };
}

/** The serious and critical violations of the page as it is now, once it has settled. */
export function auditPage(page: Page): Promise<Finding[]> {
  return serialised(page, async () => (await settleAndAudit(page)).findings);
}

export function formatFindings(findings: readonly Finding[]): string {
  const lines = findings.map(
    (finding) =>
      `- ${finding.impact} ${finding.rule} on ${finding.url}: ${finding.help}\n` +
      `    targets: ${finding.targets.join(' | ')}\n` +
      `    ${finding.detail}`,
  );
  return `Accessibility audit (axe-core): ${findings.length} serious or critical violation(s)\n${lines.join('\n')}`;
}

/** Audits the page now and fails with rule id, impact and targets of every serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const findings = await auditPage(page);
  if (findings.length > 0) throw new Error(formatFindings(findings));
}

const key = (finding: Finding) => `${finding.url} ${finding.rule} ${finding.targets.join(' | ')}`;

/** A page closed or navigated away during its audit: nothing to report for that screen. */
const isGone = (error: unknown) =>
  error instanceof Error &&
  /Target page, context or browser has been closed|Execution context was destroyed|navigation|Frame was detached/i.test(
    error.message,
  );

/**
 * Audits every page of a browser context after each main-frame navigation and collects what it finds.
 * Audits run beside the journey; `flush()` waits for them and audits the current state once more.
 */
export class AccessibilityWatch {
  private readonly findings = new Map<string, Finding>();
  private readonly running = new Set<Promise<void>>();
  private readonly scheduled = new WeakSet<Page>();
  private readonly errors: unknown[] = [];

  private readonly context: BrowserContext;

  constructor(context: BrowserContext) {
    this.context = context;
    for (const page of context.pages()) this.attach(page);
    context.on('page', (page) => this.attach(page));
  }

  private attach(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.schedule(page);
    });
    // The journeys' own navigation steps wait for an audit: of the screen being left (goto, reload) and
    // of the screen arrived at (waitForURL), so a screen a journey passes through quickly is not missed.
    const { goto, reload, waitForURL } = {
      goto: page.goto.bind(page),
      reload: page.reload.bind(page),
      waitForURL: page.waitForURL.bind(page),
    };
    page.goto = async (...args) => {
      await this.auditNow(page);
      return goto(...args);
    };
    page.reload = async (...args) => {
      await this.auditNow(page);
      return reload(...args);
    };
    page.waitForURL = async (...args) => {
      await waitForURL(...args);
      await this.auditNow(page);
    };
  }

  private async auditNow(page: Page): Promise<void> {
    if (page.isClosed() || page.url() === 'about:blank') return;
    try {
      this.record(await auditPage(page));
    } catch (error) {
      if (!isGone(error)) throw error;
    }
  }

  /** One pending audit per page: navigations while it waits are covered by it. */
  private schedule(page: Page): void {
    if (this.scheduled.has(page)) return;
    this.scheduled.add(page);
    const audit = serialised(page, async () => {
      this.scheduled.delete(page);
      if (page.isClosed()) return;
      const { findings, url } = await settleAndAudit(page);
      // The page moved on while axe ran: the next navigation's audit covers the new screen.
      if (page.url() === url) this.record(findings);
    })
      .catch((error: unknown) => {
        if (!isGone(error)) this.errors.push(error);
      })
      .finally(() => this.running.delete(audit));
    this.running.add(audit);
  }

  private record(found: readonly Finding[]): void {
    for (const finding of found) this.findings.set(key(finding), finding);
  }

  /** Waits for the audits under way, audits every open page as it is now, and hands over the findings. */
  async flush(): Promise<Finding[]> {
    while (this.running.size > 0) await Promise.all([...this.running]);
    if (this.errors.length > 0) throw this.errors.splice(0)[0];
    for (const page of this.context.pages()) await this.auditNow(page);
    const found = [...this.findings.values()];
    this.findings.clear();
    return found;
  }
}

const open = new Set<AccessibilityWatch>();
/** Findings of browsers closed since the last check. */
const leftOver: Finding[] = [];

export function watchAccessibility(context: BrowserContext): { finish(): Promise<void> } {
  const watch = new AccessibilityWatch(context);
  open.add(watch);
  return {
    async finish() {
      open.delete(watch);
      leftOver.push(...(await watch.flush()));
    },
  };
}

/** Everything found since the last call, in every browser opened with openBrowser(). */
export async function collectFindings(): Promise<Finding[]> {
  const found = leftOver.splice(0);
  for (const watch of open) found.push(...(await watch.flush()));
  const unique = new Map(found.map((finding) => [key(finding), finding]));
  return [...unique.values()];
}
