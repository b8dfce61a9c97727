/**
 * The Reports screen's header actions (beside the title): "Temperature compliance", "Waste" and "Refill
 * history" (views of their own: /reports/compliance, /reports/waste, /reports/refills) and the "Export" menu — the report's figures for the filters in the URL as CSV, Excel
 * or PDF, built in the background and e-mailed ("Report exports are sent to the user by e-mail"; also under
 * My exports, shown below the header once asked).
 */
import { EXPORT_FILE_FORMATS, type ExportFileFormat } from '@kiosk/common/constants';
import { Button, Group, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport, IconHistory, IconTemperature, IconTrashX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MyExportsPanel } from '../../components/my-exports-panel.tsx';
import { currentLanguage } from '../../lib/i18n.ts';
import { useRefreshMyExports } from '../../lib/my-exports.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify.ts';
import { restRequest } from '../../lib/rest-client.ts';
import { COMPLIANCE_PATH, REFILL_HISTORY_PATH, WASTE_PATH } from './compliance/compliance-path.ts';
import { parseReportFilters, reportVariables } from './reports-filters.ts';

/** The exports module's kind of the report export (server: reports.export.ts). */
export const REPORT_EXPORT_KIND = 'reports';

function useRequestReportExport() {
  const [params] = useSearchParams();
  return useMutation({
    mutationFn: (format: ExportFileFormat) => {
      const filters = parseReportFilters(params);
      const variables = reportVariables(filters);
      return restRequest<{ exportId: string }>(`/api/v1/reports/export/${format}/${currentLanguage()}`, {
        method: 'POST',
        body: {
          orgId: variables.orgId,
          from: variables.period?.from ?? null,
          to: variables.period?.to ?? null,
          kioskIds: variables.kioskIds,
          grouping: filters.grouping,
        },
      });
    },
  });
}

/** The header's actions of the Reports screen; `onExported` shows My exports. */
export function ReportHeaderActions({ onExported }: { onExported: () => void }) {
  const { t } = useTranslation(['reportExport', 'compliance', 'reports', 'errors']);
  const request = useRequestReportExport();
  const refresh = useRefreshMyExports();
  const start = (format: ExportFileFormat) =>
    request.mutate(format, {
      onSuccess: () => {
        notifySuccess(t('reportExport.menu.queued'));
        void refresh();
        onExported();
      },
      onError: (error) => notifyError(errorMessage(error, t)),
    });
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={COMPLIANCE_PATH}
        variant="light"
        leftSection={<IconTemperature size={16} aria-hidden />}
      >
        {t('compliance:compliance.reportsLink')}
      </Button>
      <Button component={Link} to={WASTE_PATH} variant="light" leftSection={<IconTrashX size={16} aria-hidden />}>
        {t('reports:reports.waste.link')}
      </Button>
      <Button
        component={Link}
        to={REFILL_HISTORY_PATH}
        variant="light"
        leftSection={<IconHistory size={16} aria-hidden />}
      >
        {t('reports:reports.refillHistory.link')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconFileExport size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={request.isPending}
          >
            {t('reportExport.menu.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label={t('reportExport.menu.label')}>
          <Menu.Label>{t('reportExport.menu.note')}</Menu.Label>
          {EXPORT_FILE_FORMATS.map((format) => (
            <Menu.Item key={format} onClick={() => start(format)}>
              {t(`reportExport.menu.${format}`)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** The header actions and, once an export was asked for, the report exports under My exports. */
export function useReportHeader() {
  const [exportsShown, setExportsShown] = useState(false);
  return {
    actions: <ReportHeaderActions onExported={() => setExportsShown(true)} />,
    exports: exportsShown ? <MyExportsPanel kind={REPORT_EXPORT_KIND} onClose={() => setExportsShown(false)} /> : null,
  };
}
