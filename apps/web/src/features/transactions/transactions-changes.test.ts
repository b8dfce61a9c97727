import { describe, expect, it } from 'vitest';
import { changesTransactions } from './transactions-changes.ts';

const KIOSK = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-123456789012';

describe('which kiosk notices refresh the transactions screen', () => {
  it('refreshes on details (a sale or refill derived) of any kiosk when none is chosen', () => {
    expect(changesTransactions({ kioskId: KIOSK, aspects: ['details'] }, [])).toBe(true);
    expect(changesTransactions({ kioskId: OTHER, aspects: ['state', 'details'] }, [])).toBe(true);
  });

  it('ignores temperatures, state, commands and the activity log', () => {
    expect(changesTransactions({ kioskId: KIOSK, aspects: ['state', 'temperature', 'command', 'activity'] }, [])).toBe(
      false,
    );
  });

  it('ignores kiosks that are not chosen', () => {
    expect(changesTransactions({ kioskId: OTHER, aspects: ['details'] }, [KIOSK])).toBe(false);
    expect(changesTransactions({ kioskId: KIOSK, aspects: ['details'] }, [KIOSK])).toBe(true);
  });
});
