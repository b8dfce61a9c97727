import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localeFor } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useMoney } from '../../../lib/session.ts';
import type { KioskLive } from '../kiosk-detail.queries.ts';
import { sessionLabelKey } from '../kiosk-session.ts';
import { MAX_SENSORS } from '../temperature-log.ts';

const DOOR_STATES = ['open', 'closed', 'unknown'] as const;
const SERVICE_REASONS = ['manual', 'schedule', 'temperature'] as const;

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}

/**
 * What the kiosk last reported (spec §3, §4): network, door, session, service (with its reason),
 * up to four temperatures and today's income. Every state is written out, colour only repeats it.
 */
export function KioskStateSummary({ kiosk, now }: { kiosk: KioskLive; now: Date }) {
  const { t } = useTranslation('kiosks');
  const language = currentLanguage();
  const temperature = new Intl.NumberFormat(localeFor(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const money = useMoney();
  const door = (DOOR_STATES as readonly string[]).includes(kiosk.doorStatus) ? kiosk.doorStatus : 'unknown';
  const reason = SERVICE_REASONS.find((value) => value === kiosk.serviceReason);
  const sensors = kiosk.temperature.sensors
    .slice(0, MAX_SENSORS)
    .map((value, index) => ({ value, index }))
    .filter((entry): entry is { value: number; index: number } => typeof entry.value === 'number');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('kiosks.page.stateLabel')}>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" verticalSpacing="md">
        <Item label={t('kiosks.list.columns.network')}>
          <Badge color={kiosk.online ? 'teal' : 'gray'} variant="light">
            {kiosk.online ? t('kiosks.network.online') : t('kiosks.network.offline')}
          </Badge>
        </Item>
        <Item label={t('kiosks.list.columns.door')}>
          <Text fw={500}>{t(`kiosks.door.${door as (typeof DOOR_STATES)[number]}`)}</Text>
        </Item>
        <Item label={t('kiosks.list.columns.session')}>
          <Text fw={500}>{t(`kiosks.session.${sessionLabelKey(kiosk.session, now)}`)}</Text>
        </Item>
        <Item label={t('kiosks.list.columns.service')}>
          <Group gap={6}>
            <Badge color={kiosk.inService ? 'blue' : 'red'} variant="light">
              {kiosk.inService ? t('kiosks.service.inService') : t('kiosks.service.outOfService')}
            </Badge>
            {!kiosk.inService && reason ? (
              <Text size="sm" c="dimmed">
                {t(`kiosks.page.serviceReason.${reason}`)}
              </Text>
            ) : null}
          </Group>
        </Item>
        <Item label={t('kiosks.list.columns.temperatures')}>
          {sensors.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('kiosks.noTemperature')}
            </Text>
          ) : (
            <Stack gap={0}>
              {sensors.map(({ value, index }) => (
                <Text size="sm" key={index}>
                  {t('kiosks.page.sensorValue', {
                    sensor: index + 1,
                    value: t('kiosks.temperature', { value: temperature.format(value) }),
                  })}
                </Text>
              ))}
            </Stack>
          )}
        </Item>
        <Item label={t('kiosks.page.dayIncome')}>
          <Text fw={500}>{money.format(kiosk.dayIncome)}</Text>
        </Item>
      </SimpleGrid>
    </Paper>
  );
}
