/**
 * The frame every page about one kiosk shares (its page, settings, planogram, playlist): the link back
 * and the loading and error states of the query the page is built on.
 */
import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCode, errorMessage } from '../../../lib/notify.ts';

export function KioskBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Anchor component={Link} to={to} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {label}
      </Group>
    </Anchor>
  );
}

interface QueryStateProps {
  /** The page's query while it is pending or has failed. */
  query: { isPending: boolean; error: unknown };
  back: ReactNode;
  loadingLabel: string;
  /** Shown when the kiosk does not exist or is outside the caller's organizations. */
  notFoundLabel: string;
}

/** A loader while the query is pending; after a failure the link back and what went wrong. */
export function KioskQueryState({ query, back, loadingLabel, notFoundLabel }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-label={loadingLabel}>
        <Loader />
      </Center>
    );
  }
  return (
    <Stack>
      {back}
      <Alert color="red" role="alert">
        {errorCode(query.error) === 'NOT_FOUND' ? notFoundLabel : errorMessage(query.error, t)}
      </Alert>
    </Stack>
  );
}
