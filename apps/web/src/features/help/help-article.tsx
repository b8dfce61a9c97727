import { parseHelpBlock, type HelpArticle } from '@kiosk/common/i18n/help';
import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { HelpCodeBlock } from './help-code-block.tsx';
import { fillHelpText } from './help-text.ts';

interface HelpArticleViewProps {
  id: string;
  article: HelpArticle;
  labels: { copy: string; copied: string };
  /** Shown under the article's text (the support contact). */
  children?: ReactNode;
}

/** One article: its title (an anchor target) and its paragraphs, lists and code examples. */
export function HelpArticleView({ id, article, labels, children }: HelpArticleViewProps) {
  const origin = window.location.origin;
  return (
    <Stack gap="sm" component="article" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} tabIndex={-1} style={{ scrollMarginTop: 72 }}>
        {article.title}
      </Title>
      {article.body.map((raw, index) => {
        const block = parseHelpBlock(raw);
        const key = `${id}-${index}`;
        if (block.kind === 'code') {
          return (
            <HelpCodeBlock
              key={key}
              code={fillHelpText(block.code, { origin })}
              language={block.language}
              labels={labels}
            />
          );
        }
        if (block.kind === 'list') {
          return (
            <List key={key} spacing={4}>
              {block.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          );
        }
        return <Text key={key}>{block.text}</Text>;
      })}
      {children}
    </Stack>
  );
}
