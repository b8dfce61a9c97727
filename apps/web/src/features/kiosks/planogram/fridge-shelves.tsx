import { Avatar, Box, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay, isPastDay } from '../../../lib/calendar-day.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { LoadCell } from './planogram.queries.ts';
import { fridgeSides, occupancyColor } from './shelves.ts';

interface FridgeShelvesProps {
  cells: readonly LoadCell[];
  onSelect(cell: LoadCell): void;
  /** Puts a load cell back into an empty slot. */
  onAdd(cellId: string): void;
  /** The slot being filled right now. */
  adding?: string | null;
}

/**
 * The fridge drawn as shelves: one column per side (A, B side by side on wide screens, stacked on
 * narrow ones), each shelf a row of five slots where the cells physically are, showing position, product,
 * count / max and an occupancy bar. A slot whose cell was deleted stays empty and offers to add it back.
 */
export function FridgeShelves({ cells, onSelect, onAdd, adding }: FridgeShelvesProps) {
  const { t } = useTranslation('planogram');
  const sides = fridgeSides(cells);
  return (
    <SimpleGrid cols={{ base: 1, lg: sides.length > 1 ? 2 : 1 }} spacing="lg">
      {sides.map(({ side, shelves }) => (
        <Paper
          key={side}
          withBorder
          radius="md"
          p="sm"
          component="section"
          aria-label={t('planogram.side', { side })}
          bg="var(--mantine-color-gray-light)"
        >
          <Text fw={700} mb="xs">
            {t('planogram.side', { side })}
          </Text>
          <Stack gap="sm">
            {shelves.map((shelf, index) => (
              <Box
                key={shelf[0]?.cellId ?? index}
                role="group"
                aria-label={t('planogram.shelf', { number: index + 1 })}
              >
                <SimpleGrid cols={{ base: 2, xs: 3, sm: 5 }} spacing={6}>
                  {shelf.map((slot) =>
                    slot.cell ? (
                      <CellTile key={slot.cellId} cell={slot.cell} onSelect={onSelect} />
                    ) : (
                      <EmptySlot key={slot.cellId} cellId={slot.cellId} onAdd={onAdd} adding={adding === slot.cellId} />
                    ),
                  )}
                </SimpleGrid>
                <Box h={4} mt={6} bg="var(--mantine-color-dark-2)" style={{ borderRadius: 2 }} aria-hidden />
              </Box>
            ))}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function CellTile({ cell, onSelect }: { cell: LoadCell; onSelect(cell: LoadCell): void }) {
  const { t } = useTranslation('planogram');
  const product = cell.productLine?.name ?? t('planogram.cell.emptyProduct');
  return (
    <UnstyledButton onClick={() => onSelect(cell)} data-cell={cell.cellId}>
      <Paper withBorder radius="sm" p={6} h="100%" bg="var(--mantine-color-body)">
        <Stack gap={4}>
          <Group justify="space-between" gap={4} wrap="nowrap">
            <Text size="xs" fw={700}>
              {cell.cellId}
            </Text>
            <Text size="xs" c="dimmed">
              {t('planogram.cell.position', { position: cell.planogramPosition })}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap" mih={32}>
            {cell.productLine ? (
              <Avatar src={cell.productLine.imageUrl} alt="" size={28} radius="sm">
                {cell.productLine.name.charAt(0)}
              </Avatar>
            ) : null}
            <Text size="xs" lineClamp={2} c={cell.productLine ? undefined : 'dimmed'}>
              {product}
            </Text>
          </Group>
          <Text size="xs" fw={500}>
            {t('planogram.cell.stock', { count: cell.count, max: cell.maxQty })}
          </Text>
          {cell.bestBefore && cell.count > 0 ? <BestBefore day={cell.bestBefore} /> : null}
          <Progress
            value={cell.occupancy}
            color={occupancyColor(cell.occupancy)}
            size="sm"
            aria-label={t('planogram.cell.occupancy', { value: cell.occupancy })}
          />
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}

/** The nearest best-before day of the cell's units; an expired one stands out. */
function BestBefore({ day }: { day: string }) {
  const { t } = useTranslation('planogram');
  const date = formatCalendarDay(day, currentLanguage());
  const expired = isPastDay(day);
  return (
    <Text
      size="xs"
      fw={expired ? 700 : undefined}
      c={expired ? 'red' : 'dimmed'}
      data-testid="cell-best-before"
      data-expired={expired || undefined}
    >
      {expired ? t('planogram.cell.expired', { date }) : t('planogram.cell.bestBefore', { date })}
    </Text>
  );
}

/** A slot whose cell was deleted: the whole tile adds the cell back (named "A2 Empty slot Add cell"). */
function EmptySlot({ cellId, onAdd, adding }: { cellId: string; onAdd(cellId: string): void; adding: boolean }) {
  const { t } = useTranslation('planogram');
  return (
    <UnstyledButton onClick={() => onAdd(cellId)} disabled={adding} aria-busy={adding} data-empty-slot={cellId}>
      <Paper withBorder radius="sm" p={6} h="100%" bg="transparent" style={{ borderStyle: 'dashed' }}>
        <Stack gap={4} h="100%" justify="space-between">
          <div>
            <Text size="xs" fw={700}>
              {cellId}
            </Text>
            <Text size="xs" c="dimmed">
              {t('planogram.slot.empty')}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap" align="flex-start">
            {adding ? <Loader size={12} /> : <IconPlus size={12} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />}
            <Text size="xs" fw={600} c="teal">
              {t('planogram.slot.add')}
            </Text>
          </Group>
        </Stack>
      </Paper>
    </UnstyledButton>
  );
}
