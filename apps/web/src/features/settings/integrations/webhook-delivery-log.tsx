import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useWebhookDeliveries } from './integrations.queries.ts';

const STATUS_COLORS: Record<string, string> = { delivered: 'teal', pending: 'yellow', failed: 'red' };

/** The delivery log of a webhook endpoint: each delivery with its event, attempts and the receiver's status. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation('integrations');
  const deliveries = useWebhookDeliveries(endpointId);
  const language = currentLanguage();
  if (deliveries.isPending) {
    return (
      <Center py="sm" role="status" aria-label={t('integrations.webhooks.log.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (deliveries.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(deliveries.error, t)}
      </Alert>
    );
  }
  if (deliveries.data.data.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('integrations.webhooks.log.empty')}
      </Text>
    );
  return (
    <Table.ScrollContainer
      minWidth={720}
      type="native"
      tabIndex={0}
      role="group"
      aria-label={t('integrations.webhooks.log.title')}
    >
      <Table striped aria-label={t('integrations.webhooks.log.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrations.webhooks.log.time')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.event')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.status')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.code')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.attempts')}</Table.Th>
            <Table.Th>{t('integrations.webhooks.log.next')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.data.map((delivery) => (
            <Table.Tr key={delivery._id}>
              <Table.Td>{formatDateTime(delivery.lastAttemptAt ?? delivery.createdAt, language)}</Table.Td>
              <Table.Td>
                {t(`integrations.webhooks.eventNames.${delivery.eventType}`, { defaultValue: delivery.eventType })}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[delivery.status] ?? 'gray'} variant="light" miw="max-content">
                  {t(`integrations.webhooks.log.statuses.${delivery.status}`, { defaultValue: delivery.status })}
                </Badge>
              </Table.Td>
              <Table.Td title={delivery.lastError ?? undefined}>
                {delivery.lastStatusCode ?? delivery.lastError ?? '–'}
              </Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>{delivery.nextAttemptAt ? formatDateTime(delivery.nextAttemptAt, language) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
