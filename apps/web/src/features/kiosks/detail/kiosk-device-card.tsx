import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { localeFor } from '../../../lib/format.ts';
import { useDateTime } from '../../../lib/time-zones.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { KioskLive } from '../kiosk-detail.queries.ts';
import { relativeTime, uptimeParts } from '../kiosk-detail-format.ts';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The controller as it last reported (device contract §2): heartbeat, last message, address, firmware. */
export function KioskDeviceCard({ kiosk, now }: { kiosk: KioskLive; now: Date }) {
  const { t } = useTranslation('kiosks');
  const language = currentLanguage();
  const locale = localeFor(language);
  const time = useDateTime();
  const uptime = uptimeParts(kiosk.heartbeat.uptime);
  const temperature = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });

  return (
    <SectionCard title={t('kiosks.page.device.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Row label={t('kiosks.page.device.uptime')}>
          {uptime.length === 0
            ? t('kiosks.page.device.unknown')
            : uptime.map((part) => t(`kiosks.page.units.${part.unit}`, { count: part.value })).join(' ')}
        </Row>
        <Row label={t('kiosks.page.device.lastMessage')}>
          {kiosk.lastMessage ? (
            <time dateTime={kiosk.lastMessage} title={time.format(kiosk.lastMessage)}>
              {relativeTime(kiosk.lastMessage, now, locale)}
            </time>
          ) : (
            t('kiosks.page.device.never')
          )}
        </Row>
        <Row label={t('kiosks.page.device.ipAddress')}>{kiosk.ipAddress || t('kiosks.page.device.unknown')}</Row>
        <Row label={t('kiosks.page.device.firmware')}>{kiosk.firmware || t('kiosks.page.device.unknown')}</Row>
        <Row label={t('kiosks.page.device.thermostat')}>
          {t('kiosks.temperature', { value: temperature.format(kiosk.thermostatTemperature) })}
        </Row>
        <Row label={t('kiosks.page.device.heartbeat')}>
          <Group gap={4}>
            {kiosk.heartbeat.updated ? time.format(kiosk.heartbeat.updated) : t('kiosks.page.device.never')}
          </Group>
        </Row>
      </SimpleGrid>
    </SectionCard>
  );
}
