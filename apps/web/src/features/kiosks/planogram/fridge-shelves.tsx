import { Avatar, Box, Group, Paper, Progress, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LoadCell } from './planogram.queries.ts';
import { fridgeSides, occupancyColor } from './shelves.ts';

interface FridgeShelvesProps {
  cells: readonly LoadCell[];
  onSelect(cell: LoadCell): void;
}

/**
 * The fridge drawn as shelves: one column per side (A, B side by side on wide screens, stacked on
 * narrow ones), each shelf a row of cells showing position, product, count / max and an occupancy bar.
 */
export function FridgeShelves({ cells, onSelect }: FridgeShelvesProps) {
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
                  {shelf.map((cell) => (
                    <CellTile key={cell.cellId} cell={cell} onSelect={onSelect} />
                  ))}
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
