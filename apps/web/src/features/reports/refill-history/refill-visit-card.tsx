/**
 * One visit of the refill history: when, which kiosk, who, a refill session or console entries, and per
 * cell what the scale measured, what the person recorded, the difference, waste and best-before.
 */
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { RefillVisit } from './refill-history.queries.ts';
import { RefillVisitLines } from './refill-visit-lines.tsx';
import { RefillVisitPhotos } from './refill-visit-photos.tsx';

const MODES = ['automatic', 'tablet', 'mission_control', 'prod_returned'] as const;

export function RefillVisitCard({ visit }: { visit: RefillVisit }) {
  const { t } = useTranslation('reports');
  const language = currentLanguage();
  // A cell differs when what was recorded put in differs from what was weighed in, or the person's counts
  // differ from the scales (the reconciliation).
  const differs = (line: RefillVisit['lines'][number]) =>
    (line.difference !== null && line.difference !== 0) || line.reconciliation.status === 'differ';
  const differences = visit.lines.filter(differs).length;
  const checked = visit.lines.some(
    (line) => line.difference !== null || ['agree', 'differ'].includes(line.reconciliation.status),
  );
  const mode = MODES.find((value) => value === visit.mode);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${visit.kioskName}, ${formatDateTime(visit.end, language)}`}
      data-testid="refill-visit"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text fw={700}>{visit.kioskName}</Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(visit.end, language)} ·{' '}
              <Text span size="sm" c={visit.userName ? undefined : 'dimmed'} fw={500} data-testid="refill-visit-person">
                {visit.userName ?? t('reports.refillHistory.entry.unknownPerson')}
              </Text>
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="light" color={visit.kind === 'session' ? 'blue' : 'gray'}>
              {visit.kind === 'session'
                ? t('reports.refillHistory.entry.session')
                : t('reports.refillHistory.entry.console')}
            </Badge>
            {mode && (
              <Badge variant="outline" color="gray">
                {t('reports.refillHistory.entry.mode', { mode: t(`reports.refillHistory.entry.modes.${mode}`) })}
              </Badge>
            )}
            {checked && (
              <Badge variant="filled" color={differences ? 'red.8' : 'teal.8'} data-testid="refill-visit-differences">
                {differences
                  ? t('reports.refillHistory.entry.differences', { count: differences })
                  : t('reports.refillHistory.entry.noDifference')}
              </Badge>
            )}
          </Group>
        </Group>
        {visit.lines.length > 0 && <RefillVisitLines lines={visit.lines} />}
        <RefillVisitPhotos photos={visit.photos} kioskName={visit.kioskName} />
      </Stack>
    </Paper>
  );
}
