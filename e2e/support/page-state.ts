import type { BrowserContext, Page } from 'playwright-core';

/**
 * What an accessibility audit would see, as one string per page state: the document, its address and a
 * counter of every change that can alter axe's verdict. An unchanged key means an unchanged screen, so
 * a second audit of it (the journeys audit on arrival, on demand and when leaving) can reuse the first's
 * result instead of waiting for the page to settle and running axe again (support/accessibility.ts).
 *
 * The counter moves on any DOM mutation (in open and closed shadow roots too), on focus, pointer, input,
 * scroll, resize, image and font loads, finished transitions and animations, and on a change of the
 * emulated media (colour scheme, contrast, motion). Same-origin frames count into their parents; a page
 * with a frame it cannot read has no key, and is audited every time.
 */

declare global {
  interface Window {
    __kioskAuditState?: { document: string; version: number; changed: number; bump(): void };
  }
}

/** Installed in every document (and frame) of the context before its own scripts run. */
function trackChanges(): void {
  if (window.__kioskAuditState) return;
  const state = {
    document: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
    version: 0,
    changed: performance.now(),
    bump() {
      state.version += 1;
      state.changed = performance.now();
      try {
        if (window.parent !== window) window.parent.__kioskAuditState?.bump();
      } catch {
        // A cross-origin parent: it reads this frame as unreadable and never reuses an audit.
      }
    },
  };
  window.__kioskAuditState = state;
  const observer = new MutationObserver(() => state.bump());
  const options = { subtree: true, childList: true, attributes: true, characterData: true };
  observer.observe(document, options);
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    observer.observe(root, options);
    state.bump();
    return root;
  };
  const events = [
    'focusin',
    'focusout',
    'pointerover',
    'pointerout',
    'pointermove',
    'pointerdown',
    'pointerup',
    'mouseover',
    'mousemove',
    'input',
    'change',
    'scroll',
    'load',
    'error',
    'transitionend',
    'transitioncancel',
    'animationend',
    'animationcancel',
    'toggle',
  ];
  for (const type of events) window.addEventListener(type, () => state.bump(), { capture: true, passive: true });
  window.addEventListener('resize', () => state.bump(), { passive: true });
  document.fonts?.addEventListener('loadingdone', () => state.bump());
  for (const query of [
    '(prefers-color-scheme: dark)',
    '(prefers-contrast: more)',
    '(prefers-reduced-motion: reduce)',
    '(forced-colors: active)',
    'print',
  ]) {
    window.matchMedia(query).addEventListener('change', () => state.bump());
  }
}

export async function trackPageState(context: BrowserContext): Promise<void> {
  await context.addInitScript(trackChanges);
}

/**
 * The page's state key (undefined when it cannot be told: not tracked, or a frame it cannot read) and
 * for how long it has not changed, in milliseconds.
 */
export async function pageState(page: Page): Promise<{ key: string | undefined; quietMs: number }> {
  const state = await page.evaluate(() => {
    const state = window.__kioskAuditState;
    if (!state) return undefined;
    for (const frame of Array.from(document.querySelectorAll('iframe, frame'))) {
      try {
        const inner = (frame as HTMLIFrameElement).contentWindow;
        if (inner && !inner.__kioskAuditState) return undefined;
      } catch {
        return undefined;
      }
    }
    return { key: `${state.document} ${state.version} ${location.href}`, quietMs: performance.now() - state.changed };
  });
  return { key: state?.key, quietMs: state?.quietMs ?? 0 };
}
