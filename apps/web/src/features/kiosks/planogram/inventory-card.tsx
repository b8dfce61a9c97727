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
import { useKioskInventory } from './planogram.queries.ts';
import { occupancyColor } from './shelves.ts';

/** The nearest best-before day per product over the cells holding it (units on the cell only). */
function nearestBestBefore(
  cells: readonly { productLine?: { _id: string } | null; count: number; bestBefore?: string | null }[],
) {
  const nearest = new Map<string, string>();
  for (const cell of cells) {
    const id = cell.productLine?._id;
    if (!id || !cell.bestBefore || cell.count <= 0) continue;
    const known = nearest.get(id);
    if (!known || cell.bestBefore < known) nearest.set(id, cell.bestBefore);
  }
  return nearest;
}

/**
 * The kiosk page's inventory: stock per product (count / max, occupancy, nearest best-before) and the way
 * to the planogram.
 */
export function InventoryCard({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('planogram');
  const kiosk = useKioskInventory(kioskId);
  const totals = kiosk.data?.inventory.totals ?? [];
  const bestBefore = nearestBestBefore(kiosk.data?.inventory.loadCells ?? []);
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
                    <BestBeforeDay day={bestBefore.get(total.productLine._id) ?? null} language={language} />
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

function BestBeforeDay({ day, language }: { day: string | null; language: ReturnType<typeof currentLanguage> }) {
  if (!day)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const expired = isPastDay(day);
  return (
    <Text size="sm" fw={expired ? 700 : undefined} c={expired ? 'red' : undefined}>
      {formatCalendarDay(day, language)}
    </Text>
  );
}
