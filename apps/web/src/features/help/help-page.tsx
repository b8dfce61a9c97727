import type { HelpCatalogue } from '@kiosk/common/i18n/help';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { HelpArticleView } from './help-article.tsx';
import { helpPath } from './help-path.ts';
import { createHelpSearch, helpSections } from './help-search.ts';
import { HelpSearchResults } from './help-search-results.tsx';
import { HelpCatalogueLoaded } from './help-catalogue-loaded.tsx';
import { SupportContact } from './support-contact.tsx';

export function HelpPage() {
  return <HelpCatalogueLoaded>{(catalogue) => <HelpContent catalogue={catalogue} />}</HelpCatalogueLoaded>;
}

function HelpContent({ catalogue }: { catalogue: HelpCatalogue }) {
  const { ui } = catalogue;
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [sectionId, articleId] = (useParams()['*'] ?? '').split('/').filter(Boolean);
  const sections = helpSections(catalogue);
  const search = useMemo(() => createHelpSearch(catalogue), [catalogue]);
  const hits = useMemo(() => search(query), [search, query]);
  const section = sectionId ? sections[sectionId] : undefined;

  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('q', value);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap="xs">
        <Title order={1} size="h2">
          {ui.title}
        </Title>
        <Text c="dimmed">{ui.intro}</Text>
      </Stack>
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <TextInput
          label={ui.searchLabel}
          placeholder={ui.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          type="search"
          size="md"
        />
      </form>
      {query.trim() ? (
        <HelpSearchResults query={query.trim()} hits={hits} ui={ui} />
      ) : sectionId && !section ? (
        <>
          <Alert color="yellow">{ui.sectionNotFound}</Alert>
          <HelpOverview catalogue={catalogue} />
        </>
      ) : section && sectionId ? (
        <HelpSectionView catalogue={catalogue} sectionId={sectionId} articleId={articleId} />
      ) : (
        <HelpOverview catalogue={catalogue} />
      )}
    </Stack>
  );
}

function HelpOverview({ catalogue }: { catalogue: HelpCatalogue }) {
  const sections = helpSections(catalogue);
  return (
    <Stack gap="sm" component="section" aria-labelledby="help-topics">
      <Title order={2} size="h3" id="help-topics">
        {catalogue.ui.topics}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {Object.entries(sections).map(([id, section]) => (
          <Card key={id} withBorder padding="md" component="nav" aria-label={section.title}>
            <Stack gap={6}>
              <Anchor component={Link} to={helpPath(id)} fw={600} size="lg">
                {section.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {section.summary}
              </Text>
              <Stack gap={2} component="ul" m={0} pl="md">
                {Object.entries(section.articles).map(([articleId, article]) => (
                  <li key={articleId}>
                    <Anchor component={Link} to={helpPath(id, articleId)} size="sm">
                      {article.title}
                    </Anchor>
                  </li>
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function HelpSectionView({
  catalogue,
  sectionId,
  articleId,
}: {
  catalogue: HelpCatalogue;
  sectionId: string;
  articleId: string | undefined;
}) {
  const section = helpSections(catalogue)[sectionId];
  const { hash } = useLocation();
  const target = articleId ?? hash.replace(/^#/, '');
  const labels = { copy: catalogue.ui.copy, copied: catalogue.ui.copied };

  // An article named in the URL is scrolled to and focused, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!target) return;
    const heading = document.getElementById(`help-${sectionId}-${target}`);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [sectionId, target]);

  if (!section) return null;
  const articles = Object.entries(section.articles);
  return (
    <Stack gap="lg" component="section" aria-labelledby={`help-${sectionId}`}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h2" id={`help-${sectionId}`}>
          {section.title}
        </Title>
        <Button component={Link} to={helpPath()} variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {catalogue.ui.backToOverview}
        </Button>
      </Group>
      <Text c="dimmed">{section.summary}</Text>
      {articles.length > 1 ? (
        <nav aria-label={catalogue.ui.onThisPage}>
          <Group gap="xs" wrap="wrap">
            {articles.map(([id, article]) => (
              <Anchor key={id} component={Link} to={helpPath(sectionId, id)} size="sm">
                {article.title}
              </Anchor>
            ))}
          </Group>
        </nav>
      ) : null}
      {articles.map(([id, article]) => (
        <HelpArticleView key={id} id={`help-${sectionId}-${id}`} article={article} labels={labels}>
          {sectionId === 'support' ? <SupportContact labels={catalogue.ui.support} /> : null}
        </HelpArticleView>
      ))}
    </Stack>
  );
}
