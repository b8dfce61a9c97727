/**
 * A settings section that lists things of one kind (API keys, webhook endpoints): a title with its intro
 * and main action, then the list's loading, failure, empty or filled state, the items as a labelled list.
 */
import { Alert, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/notify.ts';

interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: readonly T[] | undefined;
}

export function ListSection<T>({
  kind,
  action,
  query,
  maw,
  renderItem,
  children,
}: {
  /** Which list: its texts are `integrations.<kind>.title`, `.intro`, `.loading`, `.loadFailed`, `.empty`, `.list`. */
  kind: 'apiKeys' | 'webhooks';
  action: ReactNode;
  query: ListQuery<T>;
  maw: number;
  renderItem: (item: T) => ReactNode;
  /** Dialogs of the section (rendered after the list). */
  children?: ReactNode;
}) {
  const { t } = useTranslation('integrations');
  const labels = {
    loading: t(`integrations.${kind}.loading`),
    loadFailed: t(`integrations.${kind}.loadFailed`),
    empty: t(`integrations.${kind}.empty`),
    list: t(`integrations.${kind}.list`),
  };
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl" role="status" aria-label={labels.loading}>
        <Loader />
      </Center>
    );
  } else if (query.isError) {
    body = (
      <Alert color="red" role="alert" title={labels.loadFailed}>
        {errorMessage(query.error, t)}
      </Alert>
    );
  } else if (!query.data?.length) {
    body = <Text c="dimmed">{labels.empty}</Text>;
  } else {
    body = (
      <Stack gap="sm" component="ul" aria-label={labels.list} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {query.data.map(renderItem)}
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={maw}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
          <Title order={2} size="h3">
            {t(`integrations.${kind}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`integrations.${kind}.intro`)}
          </Text>
        </Stack>
        {action}
      </Group>
      {body}
      {children}
    </Stack>
  );
}
