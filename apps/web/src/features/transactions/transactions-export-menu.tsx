/**
 * The Export menu of the transactions screen: the current tab's exports for the chosen period and kiosks
 * (transactions.export.ts). E-mailed ones answer "will be sent by e-mail when ready" and show in the
 * "My exports" panel below the tabs; the refills CSV downloads at once.
 */
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconFileExport } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify.ts';
import type { TransactionTab } from './transaction-tabs.ts';
import { EXPORT_CHOICES, useTransactionsExport } from './transactions.export.ts';
import type { TransactionsPeriod } from './transactions-period.ts';

/** Spec §8: the export success states that the file will be sent by e-mail when ready. */
const QUEUED = {
  sales: 'transactions.exports.queuedSales',
  refills: 'transactions.exports.queuedRefills',
  products: 'transactions.exports.queuedProducts',
} as const;

export function TransactionsExportMenu({ tab, period }: { tab: TransactionTab; period: TransactionsPeriod }) {
  const { t } = useTranslation(['transactions', 'common', 'errors']);
  const start = useTransactionsExport();
  const language = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          leftSection={<IconFileExport size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={start.isPending}
          data-testid="transactions-export"
        >
          {t('transactions.exports.menu')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('transactions.exports.menuLabel', { tab: t(`common:transactions.tabs.${tab}`) })}>
        {EXPORT_CHOICES[tab].map((choice) => (
          <Menu.Item
            key={choice}
            onClick={() =>
              start.mutate(
                { choice, period, lng: language },
                {
                  onSuccess: (result) =>
                    notifySuccess(t(result === 'queued' ? QUEUED[tab] : 'transactions.exports.downloaded')),
                  onError: (error) => notifyError(`${t('transactions.exports.failed')} ${errorMessage(error, t)}`),
                },
              )
            }
          >
            {t(`transactions.exports.${choice}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
