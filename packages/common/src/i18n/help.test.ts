import { describe, expect, it } from 'vitest';
import { ALERT_TYPE_NAMES, LANGUAGES } from '../constants.ts';
import { HELP_LOADERS, parseHelpBlock, type HelpCatalogue, type HelpSection } from './help.ts';

type Tree = { [key: string]: unknown };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' ? keys(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) =>
    typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? values(value as Tree) : [],
  );
}

const catalogues = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await HELP_LOADERS[language]()] as const)),
) as Record<(typeof LANGUAGES)[number], HelpCatalogue>;

const sections = (catalogue: HelpCatalogue) => catalogue.sections as unknown as Record<string, HelpSection>;

describe('help catalogue', () => {
  it('has the same topics, articles and blocks in en and de', () => {
    expect(keys(catalogues.de as unknown as Tree).sort()).toEqual(keys(catalogues.en as unknown as Tree).sort());
  });

  it('has no empty text in either language', () => {
    for (const language of LANGUAGES) {
      for (const text of values(catalogues[language] as unknown as Tree)) expect(text.trim(), language).not.toBe('');
    }
  });

  it('says what to do about every alert type', () => {
    for (const language of LANGUAGES) {
      const articles = Object.keys(sections(catalogues[language]).alerts?.articles ?? {});
      expect(articles, language).toEqual(expect.arrayContaining([...ALERT_TYPE_NAMES]));
    }
  });

  it('gives the same kind of block at the same place in both languages, with the same examples', () => {
    for (const [sectionId, section] of Object.entries(sections(catalogues.en))) {
      for (const [articleId, article] of Object.entries(section.articles)) {
        const german = sections(catalogues.de)[sectionId]?.articles[articleId];
        const kinds = (body: readonly string[]) => body.map((block) => parseHelpBlock(block).kind);
        expect(kinds(german?.body ?? []), `${sectionId}/${articleId}`).toEqual(kinds(article.body));
        // Code is the same code in both languages (comments may be translated).
        const code = (body: readonly string[]) =>
          body
            .map(parseHelpBlock)
            .flatMap((block) =>
              block.kind === 'code' ? [block.code.replace(/\/\/.*$|#.*$/gm, '').replace(/'<[^>]*>'/g, "'<>'")] : [],
            );
        expect(code(german?.body ?? []), `${sectionId}/${articleId}`).toEqual(code(article.body));
      }
    }
  });

  it('documents the API key header and the webhook signature as the API implements them', () => {
    for (const language of LANGUAGES) {
      const api = sections(catalogues[language]).api;
      const text = values(api as unknown as Tree).join('\n');
      expect(text).toContain('Authorization: ApiKey-v1');
      expect(text).toContain("alg: 'HS256'");
      expect(text).toMatch(/exp: now \+ 300/);
      expect(text).toContain('jti');
      for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) expect(text).toContain(header);
    }
  });
});

describe('parseHelpBlock', () => {
  it('tells paragraphs, lists and fenced code apart', () => {
    expect(parseHelpBlock('Open Kiosks.')).toEqual({ kind: 'paragraph', text: 'Open Kiosks.' });
    expect(parseHelpBlock('- one\n- two')).toEqual({ kind: 'list', items: ['one', 'two'] });
    expect(parseHelpBlock("```sh\ncurl -s '{{origin}}/api'\n```")).toEqual({
      kind: 'code',
      language: 'sh',
      code: "curl -s '{{origin}}/api'",
    });
  });
});
