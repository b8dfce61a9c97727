import type { HelpCatalogue } from '@kiosk/common/i18n/help';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { helpPath } from './help-path.ts';
import type { HelpHit } from './help-search.ts';
import { fillHelpText } from './help-text.ts';

interface HelpSearchResultsProps {
  query: string;
  hits: readonly HelpHit[];
  ui: HelpCatalogue['ui'];
}

/** The articles matching the search, best first; each opens its article. */
export function HelpSearchResults({ query, hits, ui }: HelpSearchResultsProps) {
  const count = fillHelpText(hits.length === 1 ? ui.resultsCount_one : ui.resultsCount_other, {
    count: hits.length,
    query,
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="help-results">
      <Title order={2} size="h3" id="help-results">
        {ui.resultsTitle}
      </Title>
      <Text role="status" c="dimmed" size="sm">
        {hits.length === 0 ? fillHelpText(ui.noResults, { query }) : count}
      </Text>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {hits.map((hit) => (
          <li key={`${hit.section}/${hit.article}`}>
            <Paper withBorder p="sm">
              <Anchor component={Link} to={helpPath(hit.section, hit.article)} fw={600}>
                {hit.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {fillHelpText(ui.inSection, { section: hit.sectionTitle })}
              </Text>
              {hit.excerpt ? (
                <Text size="sm" mt={4}>
                  {hit.excerpt}
                </Text>
              ) : null}
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
