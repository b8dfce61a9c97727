import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../field-format.ts';
import type { FieldActionInput } from '../field.queue.ts';
import type { FieldStop } from '../field.queries.ts';
import { cellCountAction } from './refill-differences.tsx';

export const WASTE_REASONS = ['expired', 'damaged', 'quality', 'recall', 'other'] as const;

type Cell = FieldStop['kiosk']['inventory']['loadCells'][number];

interface Batch {
  quantity: number | '';
  bestBefore: string;
}

interface CellChecklistProps {
  kioskId: string;
  cell: Cell;
  /** Units to take out of this cell at this visit (best-before before the next visit), if any. */
  pull?: { quantity: number; bestBefore: string } | undefined;
  /** The door was opened from here: the scales weighed what was put in, so additions only get dates. */
  doorOpened: boolean;
  temperatureNote: string;
  onSave: (actions: FieldActionInput[]) => Promise<void>;
}

function whole(value: number | string): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
}

/** One cell of the visit: count found against the expected count, units removed with a reason, units added. */
export function CellChecklist({ kioskId, cell, pull, doorOpened, temperatureNote, onSave }: CellChecklistProps) {
  const { t } = useTranslation('field');
  const [found, setFound] = useState<number | ''>('');
  const [removed, setRemoved] = useState<number | ''>('');
  const [reason, setReason] = useState<string | null>(null);
  const [batches, setBatches] = useState<Batch[]>([{ quantity: '', bestBefore: '' }]);
  const [weighed, setWeighed] = useState(doorOpened);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Units put in by the saves so far: each count sent says all put in at this visit. */
  const [addedSoFar, setAddedSoFar] = useState(0);
  useEffect(() => {
    if (doorOpened) setWeighed(true);
  }, [doorOpened]);
  const id = `field-cell-${cell.cellId}`;
  const product = cell.productLine?.name ?? t('field.kiosk.emptyCell');
  // What the cell held when the visit began: a refill the kiosk reports meanwhile raises `cell.count`, but the
  // count found is of the shelf before it was filled.
  const [expected] = useState(cell.count);
  const difference = found === '' ? null : whole(found) - expected;

  const note = () => {
    const parts = [
      found === '' ? null : t('field.kiosk.noteCount', { count: whole(found) }),
      temperatureNote.trim() ? t('field.kiosk.noteTemperature', { note: temperatureNote.trim() }) : null,
    ].filter(Boolean);
    return parts.length > 0 ? parts.join('; ').slice(0, 500) : null;
  };

  const save = async () => {
    const wasteUnits = whole(removed);
    const dated = batches
      .map((b) => ({ quantity: whole(b.quantity), bestBefore: b.bestBefore || null }))
      .filter((b) => b.quantity > 0);
    if (wasteUnits > 0 && !reason) return setError(t('field.kiosk.reasonRequired'));
    if (wasteUnits === 0 && dated.length === 0 && found === '') return setError(t('field.kiosk.nothingToSave'));
    setError(null);
    const actions: FieldActionInput[] = [];
    const base = { kioskId, cellId: cell.cellId };
    // What was counted and put in, for the reconciliation with the scales (refill-differences.tsx).
    const added = addedSoFar + dated.reduce((sum, b) => sum + b.quantity, 0);
    actions.push(cellCountAction(base, found === '' ? null : whole(found), added));
    if (wasteUnits > 0 && reason)
      actions.push({ ...base, kind: 'recordWaste', units: wasteUnits, reason, note: note() });
    if (dated.length > 0) {
      actions.push(
        weighed
          ? { ...base, kind: 'dateCellStock', batches: dated.filter((b) => b.bestBefore) }
          : { ...base, kind: 'addCellStock', batches: dated, note: note() },
      );
    }
    setSaving(true);
    try {
      await onSave(actions.filter((a) => a.kind !== 'dateCellStock' || a.batches.length > 0));
      setSaved(true);
      setAddedSoFar(added);
      setRemoved('');
      setReason(null);
      setBatches([{ quantity: '', bestBefore: '' }]);
    } finally {
      setSaving(false);
    }
  };

  const setBatch = (index: number, patch: Partial<Batch>) =>
    setBatches((current) => current.map((b, i) => (i === index ? { ...b, ...patch } : b)));

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={id} data-testid={`field-cell-${cell.cellId}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id={id}>
            {t('field.kiosk.cellTitle', { cell: cell.cellId, product })}
          </Title>
          {saved ? (
            <Badge color="teal" variant="light">
              {t('field.kiosk.saved')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t('field.kiosk.expected', { count: expected })}</Text>
        {pull ? (
          <Text size="sm" fw={600} c="red" data-testid="field-cell-pull">
            {t('field.kiosk.pull', { quantity: pull.quantity, date: formatDay(pull.bestBefore) })}
          </Text>
        ) : null}
        <Group grow align="flex-end">
          <NumberInput
            label={t('field.kiosk.found')}
            min={0}
            max={999}
            value={found}
            onChange={(v) => setFound(typeof v === 'number' ? v : '')}
            inputMode="numeric"
          />
          <Text size="sm" c={difference ? 'orange' : undefined} aria-live="polite">
            {difference === null
              ? ''
              : difference === 0
                ? t('field.kiosk.noDifference')
                : t('field.kiosk.difference', { difference: difference > 0 ? `+${difference}` : difference })}
          </Text>
        </Group>
        <Group grow align="flex-end">
          <NumberInput
            label={t('field.kiosk.removed')}
            min={0}
            max={999}
            value={removed}
            onChange={(v) => setRemoved(typeof v === 'number' ? v : '')}
            inputMode="numeric"
          />
          <Select
            label={t('field.kiosk.reason')}
            data={WASTE_REASONS.map((value) => ({ value, label: t(`field.reason.${value}`) }))}
            value={reason}
            onChange={setReason}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
        <Text size="sm" fw={600}>
          {t('field.kiosk.added')}
        </Text>
        {batches.map((batch, index) => (
          <Group key={index} align="flex-end" wrap="nowrap" gap="xs">
            <NumberInput
              label={t('field.kiosk.batch', { n: index + 1 })}
              min={0}
              max={999}
              value={batch.quantity}
              onChange={(v) => setBatch(index, { quantity: typeof v === 'number' ? v : '' })}
              inputMode="numeric"
              w={96}
            />
            <TextInput
              type="date"
              label={t('field.kiosk.bestBefore')}
              value={batch.bestBefore}
              onChange={(event) => setBatch(index, { bestBefore: event.currentTarget.value })}
              style={{ flex: 1 }}
            />
            {batches.length > 1 ? (
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('field.kiosk.removeBatch', { n: index + 1 })}
                onClick={() => setBatches((current) => current.filter((_, i) => i !== index))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            ) : null}
          </Group>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setBatches((current) => [...current, { quantity: '', bestBefore: '' }])}
        >
          {t('field.kiosk.addBatch')}
        </Button>
        <Checkbox
          label={t('field.kiosk.weighed')}
          checked={weighed}
          onChange={(e) => setWeighed(e.currentTarget.checked)}
        />
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Button onClick={() => void save()} loading={saving}>
          {t('field.kiosk.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
