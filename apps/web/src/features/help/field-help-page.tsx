import type { HelpCatalogue } from '@kiosk/common/i18n/help';
import { Stack, Text, Title } from '@mantine/core';
import { HelpArticleView } from './help-article.tsx';
import { HelpCatalogueLoaded } from './help-catalogue-loaded.tsx';

/** The field app's help (/field/help): the replenishers' section of the help, on one page. */
export function FieldHelpPage() {
  return <HelpCatalogueLoaded>{(catalogue) => <ReplenishersHelp catalogue={catalogue} />}</HelpCatalogueLoaded>;
}

function ReplenishersHelp({ catalogue }: { catalogue: HelpCatalogue }) {
  const section = catalogue.sections.replenishers;
  const labels = { copy: catalogue.ui.copy, copied: catalogue.ui.copied };
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
