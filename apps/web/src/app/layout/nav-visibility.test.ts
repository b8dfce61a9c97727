import { describe, expect, it } from 'vitest';
import { isNavItemVisible, isProductionHost } from './nav-visibility.ts';

describe('isProductionHost', () => {
  it('matches the configured production host exactly (port included)', () => {
    expect(isProductionHost('console.example.com', 'console.example.com')).toBe(true);
    expect(isProductionHost('Console.Example.com', 'console.example.com')).toBe(true);
    expect(isProductionHost('127.0.0.1:3000', 'console.example.com')).toBe(false);
    expect(isProductionHost('console.example.com:8443', 'console.example.com')).toBe(false);
  });

  it('is never production when no production host is configured', () => {
    expect(isProductionHost('console.example.com', null)).toBe(false);
    expect(isProductionHost('', '')).toBe(false);
  });
});

describe('isNavItemVisible', () => {
  const context = { host: 'console.example.com', productionHost: 'console.example.com', root: false };

  it('hides Forecast on the production host only', () => {
    expect(isNavItemVisible({ hiddenOnProduction: true }, context)).toBe(false);
    expect(isNavItemVisible({ hiddenOnProduction: true }, { ...context, host: 'staging.example.com' })).toBe(true);
    expect(isNavItemVisible({}, context)).toBe(true);
  });

  it('shows root-only entries to root users only', () => {
    expect(isNavItemVisible({ rootOnly: true }, context)).toBe(false);
    expect(isNavItemVisible({ rootOnly: true }, { ...context, root: true })).toBe(true);
  });
});
