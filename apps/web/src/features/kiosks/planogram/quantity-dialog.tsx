import { MAX_CELL_COUNT } from '@kiosk/common/validation';
import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { planogramError } from './planogram-errors.ts';
import { useCorrectCellQuantity, type LoadCell } from './planogram.queries.ts';

interface QuantityDialogProps {
  kioskId: string;
  cell: LoadCell;
  onClose(): void;
}

/** An operator's count of one cell; the server records the difference as a Mission Control refill. */
export function QuantityDialog({ kioskId, cell, onClose }: QuantityDialogProps) {
  const { t } = useTranslation('planogram');
  const correct = useCorrectCellQuantity(kioskId);
  const form = useForm<{ count: number | string; note: string }>({
    initialValues: { count: cell.count, note: '' },
    validate: {
      count: (value) =>
        value === '' || !Number.isInteger(Number(value)) || Number(value) < 0
          ? t('BAD_USER_INPUT', { ns: 'errors' })
          : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await correct.mutateAsync({ cellId: cell.cellId, count: Number(values.count), note: values.note || null });
      notifySuccess(t('planogram.correction.saved'));
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error, t));
      notifyError(planogramError(error, t));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('planogram.correction.title', { cellId: cell.cellId })}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">
            {cell.productLine?.name} — {t('planogram.correction.current', { count: cell.count, max: cell.maxQty })}
          </Text>
          <NumberInput
            label={t('planogram.correction.count')}
            min={0}
            max={MAX_CELL_COUNT}
            allowDecimal={false}
            allowNegative={false}
            data-autofocus
            {...form.getInputProps('count')}
          />
          <Textarea label={t('planogram.correction.note')} maxLength={500} autosize {...form.getInputProps('note')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('planogram.correction.cancel')}
            </Button>
            <Button type="submit" loading={correct.isPending}>
              {t('planogram.correction.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
