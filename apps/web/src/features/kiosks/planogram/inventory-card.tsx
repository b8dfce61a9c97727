import { Avatar, Button, Group, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCalendarDay, isPastDay } from '../../../lib/calendar-day.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { stockByDay, type DayStock } from './inventory-batches.ts';
import { useKioskInventory } from './planogram.queries.ts';
import { occupancyColor } from './shelves.ts';

/**
 * The kiosk page's inventory: stock per product (count / max, occupancy, its units per best-before day, the
 * first-expiring first) and the way to the planogram.
 */
export function InventoryCard({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('planogram');
  const kiosk = useKioskInventory(kioskId);
  const totals = kiosk.data?.inventory.totals ?? [];
  const batches = stockByDay(kiosk.data?.inventory.loadCells ?? []);
  const language = currentLanguage();
  return (
    <SectionCard
      title={t('planogram.inventory.title')}
      actions={
        <Button
          component={Link}
          to={paths.kiosks.planogram(kioskId)}
          variant="default"
          size="xs"
          leftSection={<IconLayoutGrid size={14} aria-hidden />}
        >
          {t('planogram.inventory.open')}
        </Button>
      }
    >
      {kiosk.isPending ? (
        <Loader size="sm" role="status" aria-label={t('planogram.inventory.loading')} />
      ) : kiosk.isError ? (
        <Text c="red" role="alert">
          {errorMessage(kiosk.error, t)}
        </Text>
      ) : totals.length === 0 ? (
        <Text c="dimmed">{t('planogram.inventory.empty')}</Text>
      ) : (
        <ScrollTable label={t('planogram.inventory.title')} minWidth={360}>
          <Table verticalSpacing={6} aria-label={t('planogram.inventory.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('planogram.inventory.product')}</Table.Th>
                <Table.Th>{t('planogram.inventory.stock')}</Table.Th>
                <Table.Th>{t('planogram.inventory.occupancy')}</Table.Th>
                <Table.Th>{t('planogram.inventory.bestBefore')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {totals.map((total) => (
                <Table.Tr key={total.productLine._id} data-product={total.productLine.name}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Avatar src={total.productLine.imageUrl} alt="" size={24} radius="sm">
                        {total.productLine.name.charAt(0)}
                      </Avatar>
                      <Text size="sm">{total.productLine.name}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t('planogram.inventory.total', { count: total.count, max: total.maxQty })}</Text>
                  </Table.Td>
                  <Table.Td miw={90}>
                    <Stack gap={2}>
                      <Progress
                        value={total.occupancy}
                        color={occupancyColor(total.occupancy)}
                        size="sm"
                        aria-label={t('planogram.cell.occupancy', { value: total.occupancy })}
                      />
                      <Text size="xs" c="dimmed">
                        {t('planogram.cell.occupancy', { value: total.occupancy })}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }} data-testid="inventory-best-before">
                    <BatchDays lines={batches.get(total.productLine._id) ?? []} language={language} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </SectionCard>
  );
}

/** A product's units per best-before day (an expired day in red), or a dash when none are held. */
function BatchDays({ lines, language }: { lines: DayStock[]; language: ReturnType<typeof currentLanguage> }) {
  const { t } = useTranslation('planogram');
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  return (
    <Stack gap={0}>
      {lines.map((line) => {
        const expired = line.bestBefore !== null && isPastDay(line.bestBefore);
        const day = line.bestBefore ? formatCalendarDay(line.bestBefore, language) : t('planogram.inventory.noDay');
        return (
          <Text
            key={line.bestBefore ?? 'unknown'}
            size="sm"
            fw={expired ? 700 : undefined}
            c={expired ? 'red' : line.bestBefore ? undefined : 'dimmed'}
            data-testid="inventory-batch"
          >
            {t(expired ? 'planogram.inventory.batchExpired' : 'planogram.inventory.batch', {
              quantity: line.quantity,
              day,
            })}
          </Text>
        );
      })}
    </Stack>
  );
}
