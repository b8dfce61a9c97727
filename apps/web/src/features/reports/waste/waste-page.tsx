/**
 * Reports → Waste (/reports/waste; docs/field-operations.md): units taken out of kiosks as known loss in a
 * period — totals, cost per reason as a chart, and per product, kiosk and reason as a table — filtered by
 * organization, kiosks, products and reasons (in the URL), downloadable as CSV or Excel.
 */
import { Alert, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useAllKiosks, useAllOrganizations } from '../../../lib/lookups.ts';
import { errorMessage, notifyError } from '../../../lib/notify.ts';
import { useMoney } from '../../../lib/session.ts';
import { WasteByReason } from './waste-by-reason.tsx';
import { WasteFilterBar } from './waste-filter-bar.tsx';
import { parseWasteFilters, wasteVariables, withWasteFilters, type WasteFilters } from './waste-filters.ts';
import { WasteLinesTable } from './waste-lines-table.tsx';
import { downloadWaste, useWasteReport, WASTE_DOWNLOAD_FORMATS, type WasteDownloadFormat } from './waste.queries.ts';

function Figure({ label, value, testId, hint }: { label: string; value: string; testId: string; hint?: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed" component="div">
        {label}
      </Text>
      <Text fw={700} fz="xl" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed" data-testid={`${testId}-hint`}>
          {hint}
        </Text>
      ) : null}
    </Paper>
  );
}

/** The spoilage rate as a percentage with one decimal in the UI language; a dash when nothing left the shelves. */
function percent(rate: number | null | undefined): string {
  if (rate === null || rate === undefined) return '–';
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

export function WastePage() {
  const { t } = useTranslation(['reports', 'errors']);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseWasteFilters(params), [params]);
  const variables = useMemo(() => wasteVariables(filters), [filters]);
  // The product choices: the products with waste in the period, whichever products are chosen.
  const options = useMemo(() => wasteVariables({ ...filters, productIds: [], reasons: [] }), [filters]);
  const report = useWasteReport(variables);
  const optionsReport = useWasteReport(options);
  const organizations = useAllOrganizations();
  const kiosks = useAllKiosks();
  const money = useMoney();
  const [downloading, setDownloading] = useState<WasteDownloadFormat | null>(null);
  const setFilters = (next: WasteFilters) => setParams(withWasteFilters(params, next), { replace: true });

  const products = useMemo(() => {
    const seen = new Map<string, string>();
    for (const line of optionsReport.data?.lines ?? [])
      if (line.productLine) seen.set(line.productLine._id, line.productLine.name);
    return [...seen].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [optionsReport.data]);

  const download = async (format: WasteDownloadFormat) => {
    setDownloading(format);
    try {
      await downloadWaste(format, currentLanguage(), variables);
    } catch (error) {
      notifyError(errorMessage(error, t));
    } finally {
      setDownloading(null);
    }
  };

  const data = report.data;
  let body;
  if (report.error) {
    body = (
      <Alert color="red" role="alert" data-testid="waste-error">
        {t('reports.waste.error')} {errorMessage(report.error, t)}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Skeleton height={320} role="status" aria-label={t('reports.waste.figures.label')} data-testid="waste-loading" />
    );
  } else if (data.lines.length === 0) {
    body = (
      <Alert color="gray" data-testid="waste-empty">
        {t('reports.waste.empty')}
      </Alert>
    );
  } else {
    body = (
      <>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="sm"
          role="group"
          aria-label={t('reports.waste.figures.label')}
        >
          <Figure label={t('reports.waste.figures.units')} value={String(data.units)} testId="waste-units" />
          <Figure label={t('reports.waste.figures.cost')} value={money.format(data.cost)} testId="waste-cost" />
          <Figure
            label={t('reports.waste.figures.records')}
            value={String(data.lines.reduce((sum, line) => sum + line.records, 0))}
            testId="waste-records"
          />
          <Figure
            label={t('reports.waste.figures.spoilageRate')}
            value={percent(data.spoilageRate)}
            testId="waste-spoilage-rate"
            hint={t('reports.waste.figures.spoilageHint', { sales: money.format(data.salesCost) })}
          />
        </SimpleGrid>
        <WasteByReason report={data} money={money} />
        <WasteLinesTable report={data} money={money} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('reports.waste.title')}>
        <Group gap="xs" role="group" aria-label={t('reports.waste.download.label')}>
          {WASTE_DOWNLOAD_FORMATS.map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={downloading === format}
              disabled={downloading !== null && downloading !== format}
              onClick={() => void download(format)}
              data-testid={`waste-download-${format}`}
            >
              {t(`reports.waste.download.${format}`)}
            </Button>
          ))}
        </Group>
      </PageHeader>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('reports.waste.intro')}
        </Text>
        <WasteFilterBar
          filters={filters}
          onChange={setFilters}
          organizations={organizations.data ?? []}
          kiosks={kiosks.data ?? []}
          products={products}
        />
        {body}
      </Stack>
    </>
  );
}
