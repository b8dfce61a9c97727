/**
 * /reports (spec §2 Reports): net sales, profit, average daily net revenue and the peak hour of a period;
 * net sales and profit over time (daily, weekly, monthly), top products, top kiosks, payment methods, sell
 * and refill patterns — for one organization, optionally some kiosks. The filters live in the URL.
 *
 * Extension points (kept empty on purpose): `REPORT_TABS` — further report tabs (the temperature compliance
 * report) go there and show a tab bar once there is more than one; `headerActions` — the header's action
 * area, where the report export menu goes.
 */
import { Alert, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { GraphQLRequestError } from '../../lib/graphql-client.ts';
import { useAllKiosks, useAllOrganizations } from '../../lib/lookups.ts';
import { errorMessage } from '../../lib/notify.ts';
import { useMoney } from '../../lib/session.ts';
import { NetSalesChart } from './net-sales-chart.tsx';
import { PaymentMethods } from './payment-methods.tsx';
import { ReportFigures } from './report-figures.tsx';
import { useReportHeader } from './report-export-menu.tsx';
import { ReportsFilterBar } from './reports-filter-bar.tsx';
import { parseReportFilters, reportVariables, withReportFilters, type ReportFilters } from './reports-filters.ts';
import { useReportsOverview, useReportsSummary } from './reports.queries.ts';
import { SellPatterns } from './sell-patterns.tsx';
import { TopKiosks, TopProducts } from './top-lists.tsx';

/** The report tabs, in order (the first is /reports itself). */
export const REPORT_TABS = ['sales'] as const;
type ReportTab = (typeof REPORT_TABS)[number];

function SalesReport() {
  const { t } = useTranslation(['reports', 'errors']);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseReportFilters(params), [params]);
  const variables = useMemo(() => reportVariables(filters), [filters]);
  const summary = useReportsSummary(variables, filters.grouping);
  const overview = useReportsOverview(variables);
  const organizations = useAllOrganizations();
  const kiosks = useAllKiosks();
  const scope = summary.data?.scope;
  const money = useMoney();
  const setFilters = (next: ReportFilters) => setParams(withReportFilters(params, next));

  // Root without a membership has no organization of their own: the first one they see is shown.
  const firstOrg = organizations.data?.[0]?._id;
  const needsChoice =
    !filters.orgId && summary.error instanceof GraphQLRequestError && summary.error.code === 'BAD_USER_INPUT';
  useEffect(() => {
    if (needsChoice && firstOrg)
      setParams(withReportFilters(params, { ...filters, orgId: firstOrg }), { replace: true });
  }, [needsChoice, firstOrg, params, filters, setParams]);

  const error = summary.error ?? overview.error;
  const empty = summary.data && summary.data.transactions === 0;
  return (
    <Stack gap="md">
      <ReportsFilterBar
        filters={filters}
        onChange={setFilters}
        organizations={organizations.data ?? []}
        kiosks={kiosks.data ?? []}
        shownOrgId={scope?.orgId}
      />
      {scope && (
        <Text size="sm" c="dimmed" data-testid="report-time-zone">
          {t('reports.page.timeZone', { timeZone: scope.timeZone })}
        </Text>
      )}
      {error && !needsChoice ? (
        <Alert color="red" role="alert">
          {t('reports.figures.error')} {errorMessage(error, t)}
        </Alert>
      ) : (
        <>
          <ReportFigures summary={summary.data} overview={overview.data} money={money} error={null} />
          {empty ? (
            <Alert color="gray" data-testid="report-empty">
              {t('reports.page.empty')}
            </Alert>
          ) : (
            <>
              <NetSalesChart summary={summary.data} money={money} error={null} />
              {overview.data && (
                <>
                  <TopProducts overview={overview.data} money={money} />
                  <TopKiosks overview={overview.data} money={money} />
                  <PaymentMethods overview={overview.data} />
                  <SellPatterns overview={overview.data} money={money} />
                </>
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}

export function ReportsPage() {
  const { t } = useTranslation(['reports', 'common']);
  const params = useParams();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tab: ReportTab = (REPORT_TABS as readonly string[]).includes(params['*'] ?? '')
    ? (params['*'] as ReportTab)
    : 'sales';
  // The header's action area: Temperature compliance and the report export menu (report-export-menu.tsx).
  const header = useReportHeader();
  const headerActions: ReactNode = header.actions;
  const panels: Record<ReportTab, ReactNode> = { sales: <SalesReport /> };
  return (
    <>
      <PageHeader title={t('common:layout.nav.reports')}>{headerActions}</PageHeader>
      {header.exports}
      {REPORT_TABS.length > 1 ? (
        <Tabs
          value={tab}
          onChange={(next) =>
            next &&
            void navigate({
              pathname: next === REPORT_TABS[0] ? '/reports' : `/reports/${next}`,
              search: search.toString(),
            })
          }
          keepMounted={false}
        >
          <Tabs.List aria-label={t('reports.page.tabs')} mb="md">
            {REPORT_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`reports.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {REPORT_TABS.map((value) => (
            <Tabs.Panel key={value} value={value}>
              {panels[value]}
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        panels[tab]
      )}
    </>
  );
}
