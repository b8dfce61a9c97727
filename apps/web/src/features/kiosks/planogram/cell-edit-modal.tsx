import { LOAD_CELL_SURFACE_SIZES, MAX_PLANOGRAM_POSITION } from '@kiosk/common/validation';
import { Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { planogramError } from './planogram-errors.ts';
import { useOrganizationProducts, useUpdateLoadCells, type LoadCell } from './planogram.queries.ts';

interface CellEditModalProps {
  kioskId: string;
  orgId: string;
  cell: LoadCell;
  onClose(): void;
  onCorrect(cell: LoadCell): void;
  onDelete(cell: LoadCell): void;
}

interface CellFormValues {
  productId: string | null;
  surfaceSize: string;
  planogramPosition: number | string;
  priceTag: string;
  tagId: string;
}

/** Edits one load cell; saving is one updateLoadcell (applied whole or not at all). */
export function CellEditModal({ kioskId, orgId, cell, onClose, onCorrect, onDelete }: CellEditModalProps) {
  const { t } = useTranslation('planogram');
  const products = useOrganizationProducts(orgId);
  const save = useUpdateLoadCells(kioskId);
  const form = useForm<CellFormValues>({
    initialValues: {
      productId: cell.productLine?._id ?? null,
      surfaceSize: cell.surfaceSize,
      planogramPosition: cell.planogramPosition,
      priceTag: cell.priceTag ?? '',
      tagId: cell.tagId ?? '',
    },
  });
  const chosen = products.data?.find((product) => product._id === form.values.productId);
  const size = form.values.surfaceSize === 'N33' ? 33 : 50;
  const max = chosen ? (chosen.capacities.find((c) => c.surfaceSize === size)?.units ?? 0) : 0;

  const submit = form.onSubmit(async (values) => {
    try {
      await save.mutateAsync([
        {
          cellId: cell.cellId,
          productId: values.productId,
          surfaceSize: values.surfaceSize,
          planogramPosition: Number(values.planogramPosition),
          priceTag: values.priceTag,
          tagId: values.tagId,
        },
      ]);
      notifySuccess(t('planogram.toasts.scaleUpdated'));
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error, t, (path) => path.replace(/^cells\.\d+\./, '')));
      notifyError(planogramError(error, t));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('planogram.edit.title', { cellId: cell.cellId })} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label={t('planogram.edit.product')}
            description={t('planogram.edit.productHint')}
            placeholder={t('planogram.edit.productPlaceholder')}
            data={(products.data ?? []).map((product) => ({
              value: product._id,
              label: product.articleNumber ? `${product.name} (${product.articleNumber})` : product.name,
            }))}
            searchable
            clearable
            nothingFoundMessage={t('planogram.inventory.empty')}
            disabled={products.isPending}
            {...form.getInputProps('productId')}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id={`surface-${cell.cellId}`}>
              {t('planogram.edit.surfaceSize')}
            </Text>
            <SegmentedControl
              aria-labelledby={`surface-${cell.cellId}`}
              data={LOAD_CELL_SURFACE_SIZES.map((value) => ({ value, label: value }))}
              {...form.getInputProps('surfaceSize')}
            />
            <Text size="sm" c="dimmed">
              {chosen && max === 0 ? t('planogram.cell.noCapacity') : t('planogram.edit.maxQty', { max })}
            </Text>
          </Stack>
          <NumberInput
            label={t('planogram.edit.position')}
            min={1}
            max={MAX_PLANOGRAM_POSITION}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('planogramPosition')}
          />
          <Group grow align="flex-start">
            <TextInput label={t('planogram.edit.priceTag')} maxLength={100} {...form.getInputProps('priceTag')} />
            <TextInput label={t('planogram.edit.tagId')} maxLength={100} {...form.getInputProps('tagId')} />
          </Group>
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Button variant="default" color="red" onClick={() => onDelete(cell)}>
                {t('planogram.edit.delete')}
              </Button>
              <Button variant="default" onClick={() => onCorrect(cell)} disabled={!cell.productLine}>
                {t('planogram.edit.correct')}
              </Button>
            </Group>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('planogram.edit.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('planogram.edit.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
