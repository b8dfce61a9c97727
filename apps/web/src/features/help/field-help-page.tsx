import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { HelpArticleView } from './help-article.tsx';
import { useHelpCatalogue } from './help.queries.ts';

/** The field app's help (/field/help): the replenishers' section of the help, on one page. */
export function FieldHelpPage() {
  const { t } = useTranslation();
  const catalogue = useHelpCatalogue();
  if (catalogue.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('app.shell.loading')} />
      </Center>
    );
  }
  if (catalogue.isError) return <Alert color="red">{t('app.routeError.message')}</Alert>;
  const section = catalogue.data.sections.replenishers;
  const labels = { copy: catalogue.data.ui.copy, copied: catalogue.data.ui.copied };
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h3">
          {section.title}
        </Title>
        <Text>{section.summary}</Text>
      </div>
      {Object.entries(section.articles).map(([id, article]) => (
        <HelpArticleView key={id} id={`help-replenishers-${id}`} article={article} labels={labels} />
      ))}
    </Stack>
  );
}
