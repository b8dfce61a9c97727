import { productLinePriceInput } from '@kiosk/common/validation';
import { isErrorCode } from '@kiosk/common/errors';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import 'dayjs/locale/de';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { DATE_BOUNDS, dateInputFormat, dayToInstant, instantToDay, parseDateText } from '../../../lib/date-input.ts';
import { normalizeDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useCreatePrice, useUpdatePrice } from '../products.mutations.ts';
import type { PriceEntry } from '../products.queries.ts';

interface PriceFormValues {
  price: string;
  /** 'YYYY-MM-DD' local days; empty validFrom = from now, empty validTo = open-ended. */
  validFrom: string | null;
  validTo: string | null;
  /** Kiosk mode: the kiosk the price is for. */
  validForKiosk: string | null;
}

interface PriceFormModalProps {
  productLineId: string;
  /** The default price to edit; null adds a new default price. */
  entry: PriceEntry | null;
  opened: boolean;
  onClose: () => void;
  /** Kiosk mode (adding a kiosk-specific price): the kiosks of the product's organization to pick from. */
  kiosks?: { value: string; label: string }[] | undefined;
}

/**
 * Add or edit a default price, or add a kiosk-specific one (`kiosks` given: pick the kiosk): amount > 0
 * and validFrom before validTo (shared rules, spec §5).
 */
export function PriceFormModal({ productLineId, entry, opened, onClose, kiosks }: PriceFormModalProps) {
  const { t } = useTranslation('products');
  const { currency } = useSession();
  const language = currentLanguage();
  const create = useCreatePrice();
  const update = useUpdatePrice();
  const initial: PriceFormValues = entry
    ? {
        price: toDecimalInput(entry.price, language),
        validFrom: instantToDay(entry.validFrom),
        validTo: entry.validTo ? instantToDay(entry.validTo) : null,
        validForKiosk: null,
      }
    : { price: '', validFrom: null, validTo: null, validForKiosk: null };

  const toApi = (values: PriceFormValues) => ({
    price: normalizeDecimalInput(values.price),
    // An unchanged day keeps the exact instant stored (it may not be midnight).
    validFrom:
      entry && values.validFrom === initial.validFrom
        ? entry.validFrom
        : values.validFrom
          ? dayToInstant(values.validFrom)
          : null,
    validTo:
      entry?.validTo && values.validTo === initial.validTo
        ? entry.validTo
        : values.validTo
          ? dayToInstant(values.validTo)
          : null,
  });

  const form = useForm<PriceFormValues>({
    initialValues: initial,
    validate: (values) => {
      const result = productLinePriceInput.safeParse({ productLineId, ...toApi(values) });
      const errors: Record<string, string> = {};
      if (kiosks && !values.validForKiosk) errors.validForKiosk = t('REQUIRED', { ns: 'errors' });
      if (result.success) return errors;
      for (const issue of result.error.issues) {
        const path = String(issue.path[0] ?? 'price');
        errors[path] ??= t(isErrorCode(issue.message) ? issue.message : 'BAD_USER_INPUT', { ns: 'errors' });
      }
      return errors;
    },
  });

  const submit = form.onSubmit(async (values) => {
    const api = toApi(values);
    try {
      if (entry) {
        await update.mutateAsync({ id: entry._id, data: api });
        notifySuccess(t('products.prices.updated'));
      } else {
        await create.mutateAsync({
          productLineId,
          ...api,
          ...(kiosks && values.validForKiosk ? { validForKiosk: values.validForKiosk } : {}),
        });
        notifySuccess(t('products.prices.created'));
      }
      onClose();
    } catch (error) {
      form.setErrors(fieldErrors(error, t));
      notifyError(errorMessage(error, t));
    }
  });

  const dateProps = {
    valueFormat: dateInputFormat(language),
    dateParser: (text: string) => parseDateText(text, language),
    clearable: true,
    placeholder: dateInputFormat(language),
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        entry
          ? t('products.prices.form.titleEdit')
          : kiosks
            ? t('products.prices.form.titleAddKiosk')
            : t('products.prices.form.titleAdd')
      }
      centered
    >
      <DatesProvider settings={{ locale: language }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            {kiosks ? (
              <Select
                label={t('products.prices.form.kiosk')}
                placeholder={t('products.prices.form.kioskPlaceholder')}
                data={kiosks}
                searchable
                withAsterisk
                nothingFoundMessage={t('products.prices.form.noKiosks')}
                {...form.getInputProps('validForKiosk')}
              />
            ) : null}
            <TextInput
              label={t('products.prices.form.price', { currency: currency.toUpperCase() })}
              inputMode="decimal"
              withAsterisk
              data-autofocus
              {...form.getInputProps('price')}
            />
            <DateInput
              {...DATE_BOUNDS}
              label={t('products.prices.form.validFrom')}
              description={t('products.prices.form.validFromHint')}
              {...dateProps}
              {...form.getInputProps('validFrom')}
            />
            <DateInput
              {...DATE_BOUNDS}
              label={t('products.prices.form.validTo')}
              description={t('products.prices.form.validToHint')}
              {...dateProps}
              {...form.getInputProps('validTo')}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('products.prices.form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending || update.isPending}>
                {t('products.prices.form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </DatesProvider>
    </Modal>
  );
}
