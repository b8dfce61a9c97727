import { Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SalesView } from '../../generated/graphql.ts';
import { displayName } from '../../lib/access.ts';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { useMoney, useSession } from '../../lib/session.ts';
import { TimeZoneContext } from '../../lib/time-zones.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { AlmostEmptyList, STOCK_FILTER_PARAMS } from './almost-empty-list.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';
import { useDashboardFigures, useKioskFleet, useSalesByKiosk } from './dashboard.queries.ts';
import { FleetStrip } from './fleet-strip.tsx';
import { LocalAlerts } from './local-alerts.tsx';
import { DEFAULT_SALES_VIEW, parseSalesView, SalesByKioskChart } from './sales-by-kiosk-chart.tsx';
import { useDashboardChanges } from './use-dashboard-changes.ts';

/**
 * The dashboard `/` (spec §2): today's and the month's figures of one organization (the caller's first
 * unless another is chosen), sales by kiosk, the fleet strip, local alerts and almost-empty stock —
 * kept current by live notices.
 */
export function DashboardPage() {
  const { t } = useTranslation(['dashboard', 'common']);
  const { self } = useSession();
  const organizations = useAllOrganizations();
  // The organization, the chart's view and table mode live in the URL (?org=, ?view=, ?table=1): a
  // dashboard can be shared and survives a reload.
  const [params, setParams] = useSearchParams();
  const chosen = params.get('org');
  const view = parseSalesView(params.get('view'));
  const asTable = params.get('table') === '1';
  const setParam = useCallback(
    (key: string, value: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  // Another organization: the stock filters named the previous one's kiosks and products, so they go.
  const setChosen = useCallback(
    (value: string | null, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete('org');
          else next.set('org', value);
          if (value !== current.get('org')) for (const [, param] of STOCK_FILTER_PARAMS) next.delete(param);
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  const setView = (value: SalesView) => setParam('view', value === DEFAULT_SALES_VIEW ? null : value);
  const setAsTable = (value: boolean) => setParam('table', value ? '1' : null);
  const figures = useDashboardFigures(chosen);
  const orgId = figures.data?.orgId;
  const sales = useSalesByKiosk(orgId, view);
  const fleet = useKioskFleet(orgId);
  useDashboardChanges(orgId);
  const money = useMoney();
  const orgOptions = (organizations.data ?? []).map((org) => ({ value: org._id, label: org.name }));
  // Root without a membership has no organization of their own: the first one they see is shown.
  const firstOrg = organizations.data?.[0]?._id;
  const needsChoice =
    !chosen && figures.error instanceof GraphQLRequestError && figures.error.code === 'BAD_USER_INPUT';
  useEffect(() => {
    if (needsChoice && firstOrg) setChosen(firstOrg, true);
  }, [needsChoice, firstOrg, setChosen]);

  return (
    // The organization shown sets the zone of the dashboard's times (its "today", its local alerts).
    <TimeZoneContext.Provider value={figures.data?.timeZone ?? null}>
      <Stack gap="md">
        <PageHeader title={t('common:layout.nav.dashboard')} />
        <Group justify="space-between" align="end" wrap="wrap" gap="sm">
          <Text size="lg">{t('dashboard.page.greeting', { name: self.firstName?.trim() || displayName(self) })}</Text>
          {orgOptions.length > 1 && (
            <Select
              label={t('dashboard.page.organization')}
              data={orgOptions}
              value={chosen ?? orgId ?? null}
              onChange={(value) => setChosen(value)}
              allowDeselect={false}
              searchable
              w={{ base: '100%', sm: 260 }}
              data-testid="dashboard-organization"
            />
          )}
        </Group>
        <FleetStrip fleet={fleet.data} error={fleet.error} />
        <DashboardFigures figures={figures.data} money={money} error={figures.error} />
        <SalesByKioskChart
          sales={sales.data}
          view={view}
          onView={setView}
          asTable={asTable}
          onAsTable={setAsTable}
          money={money}
          loading={sales.isFetching}
          error={sales.error}
        />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <LocalAlerts fleet={fleet.data} error={fleet.error} />
          <AlmostEmptyList orgId={orgId} />
        </SimpleGrid>
      </Stack>
    </TimeZoneContext.Provider>
  );
}
