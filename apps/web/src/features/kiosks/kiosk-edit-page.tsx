/**
 * /kiosks/detail/new and /kiosks/detail/:id/edit (spec §2, §5): the kiosk form — everything the
 * console writes on a kiosk (spec §3 Kiosk). Saving goes to the kiosk's page.
 */
import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { errorCode, errorMessage } from '../../lib/notify.ts';
import { NEW_ID, paths } from '../../lib/paths.ts';
import { KioskForm } from './components/kiosk-form.tsx';
import { useKiosk } from './kiosks.queries.ts';

export function KioskEditPage() {
  const { t } = useTranslation('kiosks');
  const { id = NEW_ID } = useParams();
  const isNew = id === NEW_ID;
  const kiosk = useKiosk(isNew ? null : id);

  const back = isNew ? (
    <Anchor component={Link} to={paths.kiosks.list} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('kiosks.detail.back')}
      </Group>
    </Anchor>
  ) : (
    <Anchor component={Link} to={paths.kiosks.detail(id)} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('kiosks.page.backToKiosk')}
      </Group>
    </Anchor>
  );

  if (!isNew && kiosk.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('kiosks.detail.loading')}>
        <Loader />
      </Center>
    );
  }
  if (!isNew && kiosk.isError) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {errorCode(kiosk.error) === 'NOT_FOUND' ? t('kiosks.detail.notFound') : errorMessage(kiosk.error, t)}
        </Alert>
      </Stack>
    );
  }

  const current = kiosk.data ?? null;
  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={current ? current.name : t('kiosks.detail.titleNew')} />
      {/* A new id (after create) starts a fresh form. */}
      <KioskForm key={id} kiosk={current} />
    </Stack>
  );
}
