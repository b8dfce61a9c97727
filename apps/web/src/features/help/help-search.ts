import type { HelpCatalogue, HelpSection } from '@kiosk/common/i18n/help';
import { parseHelpBlock } from '@kiosk/common/i18n/help';
import MiniSearch from 'minisearch';

export interface HelpHit {
  section: string;
  article: string;
  sectionTitle: string;
  title: string;
  /** The start of the article's first paragraph. */
  excerpt: string;
}

interface HelpDocument extends HelpHit {
  id: string;
  text: string;
}

const EXCERPT_LENGTH = 160;

/** Lower case without accents, so "Kuehlung", "kühlung" and "Kühlung" meet halfway: ü → u. */
function fold(term: string): string {
  return term
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function helpSections(catalogue: HelpCatalogue): Record<string, HelpSection> {
  return catalogue.sections as unknown as Record<string, HelpSection>;
}

/**
 * A full-text index of one language's help (MiniSearch): titles weigh most, then the section's name and
 * the text, code examples included (so a header name such as webhook-signature is found). Prefix and
 * slightly fuzzy matching forgive a word typed half or with a typo.
 */
export function createHelpSearch(catalogue: HelpCatalogue): (query: string) => HelpHit[] {
  const documents: HelpDocument[] = Object.entries(helpSections(catalogue)).flatMap(([section, content]) =>
    Object.entries(content.articles).map(([article, { title, body }]) => {
      const firstParagraph = body.map(parseHelpBlock).find((block) => block.kind === 'paragraph');
      const paragraph = firstParagraph?.kind === 'paragraph' ? firstParagraph.text : '';
      return {
        id: `${section}/${article}`,
        section,
        article,
        sectionTitle: content.title,
        title,
        excerpt: paragraph.length > EXCERPT_LENGTH ? `${paragraph.slice(0, EXCERPT_LENGTH).trimEnd()}…` : paragraph,
        text: body.join('\n'),
      };
    }),
  );
  const index = new MiniSearch<HelpDocument>({
    fields: ['title', 'sectionTitle', 'text'],
    storeFields: ['section', 'article', 'sectionTitle', 'title', 'excerpt'],
    processTerm: (term) => fold(term),
    searchOptions: { boost: { title: 3, sectionTitle: 1.5 }, prefix: true, fuzzy: 0.2, combineWith: 'AND' },
  });
  index.addAll(documents);
  return (query) =>
    query.trim()
      ? index.search(query.trim()).map((result) => ({
          section: String(result.section),
          article: String(result.article),
          sectionTitle: String(result.sectionTitle),
          title: String(result.title),
          excerpt: String(result.excerpt),
        }))
      : [];
}
