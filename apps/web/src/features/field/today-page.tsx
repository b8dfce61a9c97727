import { Alert, Button, Card, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from './field-format.ts';
import { useFieldRoute, type FieldStop } from './field.queries.ts';
import { SyncPanel } from './components/sync-panel.tsx';

function address(stop: FieldStop): string {
  const { location } = stop.kiosk;
  return [location.name, location.line1, [location.postalCode, location.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

function StopCard({ stop, index }: { stop: FieldStop; index: number }) {
  const { t } = useTranslation('field');
  const headingId = `field-stop-${stop.kiosk._id}`;
  // What expires before the next visit is in `pull` (take out now); the rest expires on the visit day itself.
  const onVisitDay = stop.expiring.filter((batch) => (batch.bestBefore as string) >= stop.nextVisit);
  return (
    <Card withBorder component="article" aria-labelledby={headingId} data-testid="field-stop">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="sm" c="dimmed">
              {t('field.today.stop', { n: index + 1 })}
            </Text>
            <Title order={2} size="h4" id={headingId}>
              {stop.kiosk.name}
            </Title>
          </div>
          <Text size="sm" ta="right">
            {t('field.today.nextVisit', { date: formatDay(stop.nextVisit) })}
          </Text>
        </Group>
        {address(stop) ? (
          <Group gap={4} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{address(stop)}</Text>
          </Group>
        ) : null}
        <Title order={3} size="h6">
          {t('field.today.bring')}
        </Title>
        {stop.pickList.length === 0 ? (
          <Text size="sm">{t('field.today.bringNothing')}</Text>
        ) : (
          <List size="sm" spacing={2}>
            {stop.pickList.map((line) => (
              <List.Item key={line.productLineId}>
                <Text span fw={600} size="sm">
                  {t('field.today.packs', { count: line.packs })}
                </Text>{' '}
                {line.product} ({t('field.today.units', { count: line.units })})
              </List.Item>
            ))}
          </List>
        )}
        <Title order={3} size="h6">
          {t('field.today.takeOut')}
        </Title>
        {stop.pull.length === 0 ? (
          <Text size="sm">{t('field.today.takeOutNothing')}</Text>
        ) : (
          <List size="sm" spacing={2} data-testid="field-pull">
            {stop.pull.map((line) => (
              <List.Item key={`${line.cellId}-${line.productLineId}`}>
                <Text span size="sm" c="red">
                  {t('field.today.takeOutLine', {
                    quantity: line.quantity,
                    product: line.product ?? '',
                    cell: line.cellId,
                    date: formatDay(line.bestBefore as string),
                  })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {onVisitDay.length > 0 ? (
          <>
            <Title order={3} size="h6">
              {t('field.today.expiringOnVisit')}
            </Title>
            <List size="sm" spacing={2}>
              {onVisitDay.map((batch) => (
                <List.Item key={batch.batchId}>
                  <Text span size="sm" c="orange">
                    {t('field.today.expiringLine', {
                      quantity: batch.quantity,
                      product: batch.product ?? '',
                      cell: batch.cellId,
                      date: formatDay(batch.bestBefore as string),
                    })}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        ) : null}
        <Button component={Link} to={`/field/kiosk/${stop.kiosk._id}`}>
          {t('field.today.goToKiosk')}
        </Button>
      </Stack>
    </Card>
  );
}

/** The day: the replenisher's kiosks in route order with what to bring, what to take out and what expires. */
export function TodayPage() {
  const { t } = useTranslation('field');
  const route = useFieldRoute();

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('field.today.title')}
      </Title>
      <SyncPanel />
      {route.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('field.today.title')} />
        </Center>
      ) : route.isError ? (
        <Alert color="red" title={t('field.today.loadFailed')}>
          <Button variant="light" onClick={() => void route.refetch()}>
            {t('field.today.retry')}
          </Button>
        </Alert>
      ) : (
        <>
          {route.data.savedAt ? (
            <Alert color="gray" data-testid="field-route-offline">
              {t('field.today.offlineCopy', { time: new Date(route.data.savedAt).toLocaleString() })}
            </Alert>
          ) : null}
          {route.data.route.stops.length === 0 ? <Text>{t('field.today.empty')}</Text> : null}
          {route.data.route.stops.map((stop, index) => (
            <StopCard key={stop.kiosk._id} stop={stop} index={index} />
          ))}
        </>
      )}
    </Stack>
  );
}
