import type { Language } from '../constants.ts';
import type enHelp from './locales/en/help.json';

/**
 * The FAQ / Help content (apps/web features/help), one catalogue per language in locales/<lang>/help.json:
 * `ui` holds the screen's own texts, `sections.<section>.articles.<article>` the help itself. An article's
 * body is a list of blocks: a paragraph; lines starting with "- " (a list); or a fenced code block
 * ("```lang\n…\n```", where {{origin}} stands for the console's address). Not part of `resources`: the
 * help is loaded only by the help screen, in the language shown (help.test.ts checks both are complete).
 */
export type HelpCatalogue = typeof enHelp;
export type HelpSectionId = keyof HelpCatalogue['sections'];

export interface HelpArticle {
  title: string;
  body: readonly string[];
}

export interface HelpSection {
  title: string;
  summary: string;
  articles: Readonly<Record<string, HelpArticle>>;
}

export const HELP_LOADERS: Record<Language, () => Promise<HelpCatalogue>> = {
  en: async () => (await import('./locales/en/help.json', { with: { type: 'json' } })).default,
  de: async () => (await import('./locales/de/help.json', { with: { type: 'json' } })).default,
};

export type HelpBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'code'; language: string; code: string };

/** One body entry as the help screen renders it. */
export function parseHelpBlock(block: string): HelpBlock {
  const fenced = /^```(\w*)\n([\s\S]*?)\n?```$/.exec(block);
  if (fenced) return { kind: 'code', language: fenced[1] ?? '', code: fenced[2] ?? '' };
  if (block.startsWith('- ')) return { kind: 'list', items: block.split('\n').map((line) => line.replace(/^- /, '')) };
  return { kind: 'paragraph', text: block };
}
