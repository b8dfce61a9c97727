import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useDateTime } from '../../../lib/time-zones.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { useKioskCommands } from '../kiosk-detail.queries.ts';
import { commandStatusColor, isCommandStatus, isCommandType } from '../kiosk-detail-format.ts';

/** A status badge keeps its whole word instead of an ellipsis. */
const BADGE_STYLES = { root: { overflow: 'visible' }, label: { overflow: 'visible' } } as const;

/** The kiosk's recent commands and how far each got (device contract §3); live notices keep it current. */
export function KioskCommandsPanel({ kioskId, online }: { kioskId: string; online: boolean }) {
  const { t } = useTranslation('kiosks');
  const commands = useKioskCommands(kioskId);
  const time = useDateTime();
  const waiting = !online && (commands.data ?? []).some((command) => command.status === 'queued');

  return (
    <SectionCard
      title={t('kiosks.page.commands.title')}
      description={
        waiting ? (
          <Text size="sm" c="dimmed">
            {t('kiosks.page.commands.waiting')}
          </Text>
        ) : undefined
      }
    >
      {commands.isPending ? (
        <Center py="md" role="status" aria-label={t('kiosks.page.commands.loading')}>
          <Loader size="sm" />
        </Center>
      ) : commands.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(commands.error, t)}
        </Alert>
      ) : commands.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kiosks.page.commands.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="group"
          aria-label={t('kiosks.page.commands.title')}
        >
          <Table striped verticalSpacing="xs" aria-label={t('kiosks.page.commands.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('kiosks.page.commands.columns.type')}</Table.Th>
                <Table.Th>{t('kiosks.page.commands.columns.status')}</Table.Th>
                <Table.Th>{t('kiosks.page.commands.columns.created')}</Table.Th>
                <Table.Th>{t('kiosks.page.commands.columns.sent')}</Table.Th>
                <Table.Th>{t('kiosks.page.commands.columns.error')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {commands.data.map((command) => (
                <Table.Tr key={command._id}>
                  <Table.Td>
                    {isCommandType(command.type) ? t(`kiosks.page.commandTypes.${command.type}`) : command.type}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Badge color={commandStatusColor(command.status)} variant="light" styles={BADGE_STYLES}>
                      {isCommandStatus(command.status)
                        ? t(`kiosks.page.commandStatus.${command.status}`)
                        : command.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time.format(command.created)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {command.sentAt ? time.format(command.sentAt) : '–'}
                    {command.resends > 0 ? ` (${t('kiosks.page.commands.resends', { count: command.resends })})` : ''}
                  </Table.Td>
                  <Table.Td>{command.error ?? ''}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
