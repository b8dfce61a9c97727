import { Button, Group, Stack, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllKiosks } from '../../../lib/lookups.ts';
import type { PriceEntry } from '../products.queries.ts';
import { DefaultPricesTable } from './default-prices-table.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { KioskPricesTable } from './kiosk-prices-table.tsx';
import { PriceFormModal } from './price-form-modal.tsx';

interface ProductPricesProps {
  productLineId: string;
  /** The product's organization: kiosk-specific prices are for its kiosks. */
  orgId: string;
}

/**
 * Prices (spec §3 priceHistory): the default price history (25 per page) with add and edit, and the
 * kiosk-specific prices that apply now or later, added with a picker of the organization's kiosks and
 * deletable.
 */
export function ProductPrices({ productLineId, orgId }: ProductPricesProps) {
  const { t } = useTranslation('products');
  // undefined = closed, null = add, an entry = edit it.
  const [editing, setEditing] = useState<PriceEntry | null | undefined>(undefined);
  const [addingKioskPrice, setAddingKioskPrice] = useState(false);
  const allKiosks = useAllKiosks();
  const kiosks = (allKiosks.data ?? [])
    .filter((kiosk) => kiosk.orgId === orgId)
    .map((kiosk) => ({ value: kiosk._id, label: `${kiosk.name} (${kiosk.serialNumber})` }));

  return (
    <SectionCard
      title={t('products.prices.title')}
      actions={
        <Group gap="xs">
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing(null)}>
            {t('products.prices.add')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconBuildingStore size={14} aria-hidden />}
            onClick={() => setAddingKioskPrice(true)}
          >
            {t('products.prices.addKiosk')}
          </Button>
        </Group>
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
      {addingKioskPrice ? (
        <PriceFormModal
          productLineId={productLineId}
          entry={null}
          kiosks={kiosks}
          opened
          onClose={() => setAddingKioskPrice(false)}
        />
      ) : null}
    </SectionCard>
  );
}
