import { HELP_LOADERS } from '@kiosk/common/i18n/help';
import { describe, expect, it } from 'vitest';
import { createHelpSearch } from './help-search.ts';

const searchEnglish = createHelpSearch(await HELP_LOADERS.en());
const searchGerman = createHelpSearch(await HELP_LOADERS.de());

describe('help search', () => {
  it('finds the German article on the planogram by a German word, title first', () => {
    const [first] = searchGerman('Planogramm');
    expect(first).toMatchObject({
      section: 'getting-started',
      article: 'planogram',
      title: 'Das Planogramm einrichten',
    });
  });

  it('forgives a missing umlaut and a half-typed word', () => {
    expect(searchGerman('Kuhlung').map((hit) => hit.article)).toContain('highTemperature');
    expect(searchGerman('Zugangsd').map((hit) => hit.article)).toContain('device-credentials');
  });

  it('finds words of the code examples, such as a webhook header', () => {
    expect(searchEnglish('webhook-signature').map((hit) => hit.article)).toEqual(
      expect.arrayContaining(['webhooks', 'verify-webhook']),
    );
  });

  it('answers nothing for an empty query and for a word the help does not have', () => {
    expect(searchEnglish('   ')).toEqual([]);
    expect(searchEnglish('xylophone')).toEqual([]);
  });

  it('needs every word of the query', () => {
    const hits = searchEnglish('temperature low');
    expect(hits[0]?.article).toBe('lowTemperature');
    expect(hits.map((hit) => hit.article)).not.toContain('kioskOffline');
  });
});
