/**
 * The almost-empty inventory list (spec §2): stock per kiosk and product of the organization the dashboard
 * shows, emptiest first, filterable by that organization's kiosks, products and manufacturers.
 */
import { Alert, Group, Progress, Select, Skeleton, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AlmostEmptyFilter } from '../../generated/graphql.ts';
import { useAllKiosks } from '../../lib/lookups.ts';
import { errorMessage } from '../../lib/notify.ts';
import { SectionCard } from '../../components/section-card.tsx';
import { useAlmostEmpty, useProductOptions } from './dashboard.queries.ts';

type StockFilterKey = 'kioskId' | 'productId' | 'manufacturer';

/** The list's filters in the URL, beside the dashboard's own parameters. */
export const STOCK_FILTER_PARAMS: readonly [StockFilterKey, string][] = [
  ['kioskId', 'stockKiosk'],
  ['productId', 'stockProduct'],
  ['manufacturer', 'stockManufacturer'],
];

export function AlmostEmptyList({ orgId }: { orgId: string | undefined }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  // The filters live in the URL (?stockKiosk=, ?stockProduct=, ?stockManufacturer=), beside the
  // dashboard's own parameters: shareable and reload-safe.
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => {
    const next: AlmostEmptyFilter & { orgId: string | undefined } = { orgId };
    for (const [key, param] of STOCK_FILTER_PARAMS) {
      const value = params.get(param);
      if (value) next[key] = value;
    }
    return next;
  }, [params, orgId]);
  const stock = useAlmostEmpty(filter);
  const kiosks = useAllKiosks();
  const options = useProductOptions(orgId);
  const set = (key: StockFilterKey) => (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const param = STOCK_FILTER_PARAMS.find(([filterKey]) => filterKey === key)?.[1] ?? key;
      if (value) next.set(param, value);
      else next.delete(param);
      return next;
    });

  let body;
  if (stock.error) {
    body = (
      <Alert color="red" role="alert">
        {t('dashboard.almostEmpty.error')} {errorMessage(stock.error, t)}
      </Alert>
    );
  } else if (!stock.data) {
    body = <Skeleton height={120} />;
  } else if (stock.data.data.length === 0) {
    body = <Text c="dimmed">{t('dashboard.almostEmpty.empty')}</Text>;
  } else {
    body = (
      <>
        <Table.ScrollContainer minWidth={320}>
          <Table striped data-testid="almost-empty-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.almostEmpty.kiosk')}</Table.Th>
                <Table.Th>{t('dashboard.almostEmpty.product')}</Table.Th>
                <Table.Th>{t('dashboard.almostEmpty.stock')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stock.data.data.map((row) => (
                <Table.Tr key={`${row.kioskId}-${row.productLine?._id ?? 'none'}`}>
                  <Table.Td>{row.kioskName}</Table.Td>
                  <Table.Td>
                    {row.productLine?.name ?? '–'}
                    {row.productLine?.manufacturer && (
                      <Text size="xs" c="dimmed">
                        {row.productLine.manufacturer}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td miw={110}>
                    <Text size="sm">{t('dashboard.almostEmpty.units', { amount: row.amount, max: row.max })}</Text>
                    <Progress
                      // occupancy is a percentage (0–100), as on the planogram.
                      value={row.occupancy}
                      color={row.occupancy < 25 ? 'red' : 'teal'}
                      aria-label={t('dashboard.almostEmpty.occupancy')}
                      size="sm"
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {stock.data.total > stock.data.data.length && (
          <Text size="xs" c="dimmed">
            {t('dashboard.almostEmpty.more', { shown: stock.data.data.length, total: stock.data.total })}
          </Text>
        )}
      </>
    );
  }

  return (
    <SectionCard title={t('dashboard.almostEmpty.title')}>
      <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label={t('dashboard.almostEmpty.kiosk')}
          placeholder={t('dashboard.almostEmpty.allKiosks')}
          data={(kiosks.data ?? []).filter((k) => k.orgId === orgId).map((k) => ({ value: k._id, label: k.name }))}
          value={filter.kioskId ? String(filter.kioskId) : null}
          onChange={set('kioskId')}
          searchable
          clearable
          miw={160}
        />
        <Select
          label={t('dashboard.almostEmpty.product')}
          placeholder={t('dashboard.almostEmpty.allProducts')}
          data={(options.data?.products ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={filter.productId ? String(filter.productId) : null}
          onChange={set('productId')}
          searchable
          clearable
          miw={160}
        />
        <Select
          label={t('dashboard.almostEmpty.manufacturer')}
          placeholder={t('dashboard.almostEmpty.allManufacturers')}
          data={options.data?.manufacturers ?? []}
          value={filter.manufacturer ?? null}
          onChange={set('manufacturer')}
          searchable
          clearable
          miw={160}
        />
      </Group>
      {body}
    </SectionCard>
  );
}
