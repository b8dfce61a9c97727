import { Button, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceEntry } from '../products.queries.ts';
import { DefaultPricesTable } from './default-prices-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { KioskPricesTable } from './kiosk-prices-table.tsx';
import { PriceFormModal } from './price-form-modal.tsx';

interface ProductPricesProps {
  productLineId: string;
}

/**
 * Prices (spec §3 priceHistory): the default price history (25 per page) with add and edit, and the
 * kiosk-specific prices that apply now or later — read-only until kiosks can be picked, but deletable.
 */
export function ProductPrices({ productLineId }: ProductPricesProps) {
  const { t } = useTranslation('products');
  // undefined = closed, null = add, an entry = edit it.
  const [editing, setEditing] = useState<PriceEntry | null | undefined>(undefined);

  return (
    <SectionCard
      title={t('products.prices.title')}
      actions={
        <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing(null)}>
          {t('products.prices.add')}
        </Button>
      }
    >
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('products.prices.defaultTitle')}
          </Title>
          <DefaultPricesTable productLineId={productLineId} onEdit={setEditing} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('products.prices.kioskTitle')}
          </Title>
          <KioskPricesTable productLineId={productLineId} />
        </Stack>
      </Stack>
      {editing !== undefined ? (
        <PriceFormModal
          // A fresh form for each entry.
          key={editing?._id ?? 'new'}
          productLineId={productLineId}
          entry={editing}
          opened
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </SectionCard>
  );
}
