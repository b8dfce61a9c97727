/**
 * /forecast (spec §2 Forecast; hidden on the production host by app/router.tsx): pick up to
 * FORECAST_SELECTION_MAX kiosks or products and a date range (default 30 days around today), then the
 * stored forecast's figures with last-week change, forecast vs actual with public holidays marked, the
 * comparison of kiosks, product demand and the top kiosks and products. Kiosks with too little sales
 * history are shown as such and not forecast. The selection lives in the URL (`org`, `kiosks`,
 * `products`, `from`, `to`).
 */
import { Alert, Group, MultiSelect, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { FORECAST_DEFAULT_RANGE_DAYS, FORECAST_MIN_SALES_DAYS, FORECAST_SELECTION_MAX } from '@kiosk/common/constants';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { DATE_BOUNDS, dateInputFormat } from '../../lib/date-input.ts';
import { useMoney } from '../../lib/session.ts';
import { useDateTime } from '../../lib/time-zones.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { ForecastRevenue } from './forecast-revenue.tsx';
import { ForecastComparison, ForecastDemand, ForecastStats, ForecastTop } from './forecast-sections.tsx';
import { useForecast, useForecastProducts, useKiosksForForecast, type ForecastSelection } from './forecast.queries.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[0-9a-f-]{36}$/i;
const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .filter((id) => ID.test(id))
    .slice(0, FORECAST_SELECTION_MAX);

export function ForecastPage() {
  const { t } = useTranslation(['forecast', 'common']);
  const language = currentLanguage();
  const time = useDateTime();
  const [params, setParams] = useSearchParams();
  const selection: ForecastSelection = useMemo(
    () => ({
      orgId: ID.test(params.get('org') ?? '') ? params.get('org') : null,
      kioskIds: ids(params.get('kiosks')),
      productIds: ids(params.get('products')),
      from: DAY.test(params.get('from') ?? '') ? params.get('from') : null,
      to: DAY.test(params.get('to') ?? '') ? params.get('to') : null,
    }),
    [params],
  );
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const organizations = useAllOrganizations();
  const kiosks = useKiosksForForecast(selection.orgId);
  const products = useForecastProducts(selection.orgId, selection.kioskIds);
  const stats = useForecast('stats', selection);
  const revenue = useForecast('revenue', selection);
  const comparison = useForecast('kioskComparison', selection);
  const demand = useForecast('productDemand', selection);
  const topKiosks = useForecast('topSellingKiosks', selection);
  const topProducts = useForecast('topSellingProducts', selection);

  // Root without a membership must name an organization: the first one they see.
  const firstOrg = organizations.data?.[0]?._id;
  const needsOrg =
    !selection.orgId && kiosks.error instanceof GraphQLRequestError && kiosks.error.code === 'BAD_USER_INPUT';
  useEffect(() => {
    if (needsOrg && firstOrg) update({ org: firstOrg });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [needsOrg, firstOrg]);

  const money = useMoney();
  const insufficient = (kiosks.data ?? []).filter((kiosk) => !kiosk.dataSufficient);
  const kioskOptions = (kiosks.data ?? []).map((kiosk) => ({
    value: kiosk.kioskId,
    label: kiosk.dataSufficient ? kiosk.name : `${kiosk.name} — ${t('forecast.page.insufficient')}`,
    disabled: !kiosk.dataSufficient,
  }));
  const productOptions = [
    ...new Map((products.data ?? []).map((product) => [product.productId, product.name])).entries(),
  ].map(([value, label]) => ({ value, label }));
  const orgOptions = (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }));
  const range: [string | null, string | null] = [
    revenue.data?.from ?? selection.from,
    revenue.data?.to ?? selection.to,
  ];
  const maxHint = t('forecast.page.selectionMax', { max: FORECAST_SELECTION_MAX });
  const read = (query: typeof stats) => ({ data: query.data, error: query.error });

  return (
    <Stack gap="md">
      <PageHeader title={t('common:layout.nav.forecast')} />
      <Text c="dimmed">{t('forecast.page.intro')}</Text>
      <Text size="sm" c="dimmed" data-testid="forecast-basis">
        {t('forecast.page.basis')}
      </Text>
      <Group gap="sm" align="flex-start" wrap="wrap">
        {orgOptions.length > 1 && (
          <Select
            label={t('forecast.page.organization')}
            data={orgOptions}
            value={selection.orgId ?? revenue.data?.orgId ?? null}
            onChange={(org) => update({ org, kiosks: null, products: null })}
            allowDeselect={false}
            searchable
            w={{ base: '100%', sm: 240 }}
          />
        )}
        <MultiSelect
          label={t('forecast.page.kiosks')}
          description={maxHint}
          placeholder={selection.kioskIds.length ? undefined : t('forecast.page.kiosksPlaceholder')}
          data={kioskOptions}
          value={selection.kioskIds}
          onChange={(value) => update({ kiosks: value.join(',') || null, products: null })}
          maxValues={FORECAST_SELECTION_MAX}
          searchable
          clearable
          miw={260}
          style={{ flex: '1 1 260px' }}
          data-testid="forecast-kiosks"
        />
        <MultiSelect
          label={t('forecast.page.products')}
          description={maxHint}
          placeholder={selection.productIds.length ? undefined : t('forecast.page.productsPlaceholder')}
          data={productOptions}
          value={selection.productIds}
          onChange={(value) => update({ products: value.join(',') || null })}
          maxValues={FORECAST_SELECTION_MAX}
          searchable
          clearable
          miw={220}
          style={{ flex: '1 1 220px' }}
          data-testid="forecast-products"
        />
        <DatesProvider settings={{ locale: language }}>
          <DatePickerInput
            {...DATE_BOUNDS}
            type="range"
            label={t('forecast.page.range')}
            description={t('forecast.page.rangeHint', { days: FORECAST_DEFAULT_RANGE_DAYS })}
            valueFormat={dateInputFormat(language)}
            value={range}
            onChange={([from, to]) => {
              if (from && to) update({ from, to });
            }}
            allowSingleDateInRange
            miw={240}
            data-testid="forecast-range"
          />
        </DatesProvider>
      </Group>
      {insufficient.length > 0 && revenue.data?.computedAt && (
        <Alert color="yellow" title={t('forecast.page.insufficientTitle')} data-testid="forecast-insufficient">
          {t('forecast.page.insufficientText', {
            days: FORECAST_MIN_SALES_DAYS,
            names: insufficient.map((kiosk) => kiosk.name).join(', '),
          })}
        </Alert>
      )}
      {revenue.data && !revenue.data.computedAt && (
        <Alert color="blue" data-testid="forecast-not-computed">
          {t('forecast.page.notComputed')}
        </Alert>
      )}
      {revenue.data?.computedAt && (
        <Text size="sm" c="dimmed">
          {t('forecast.page.computedAt', {
            when: time.format(revenue.data.computedAt, { zone: revenue.data.timeZone, label: true }),
          })}
        </Text>
      )}
      <ForecastStats read={read(stats)} money={money} />
      <ForecastRevenue read={read(revenue)} money={money} />
      <ForecastComparison read={read(comparison)} money={money} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ForecastTop read={read(topKiosks)} kind="kiosks" />
        <ForecastTop read={read(topProducts)} kind="products" />
      </SimpleGrid>
      <ForecastDemand read={read(demand)} />
    </Stack>
  );
}
