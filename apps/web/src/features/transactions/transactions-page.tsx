import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotAvailable } from '../../components/not-available.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { TRANSACTION_TABS, isTransactionTab } from './transaction-tabs.ts';

/** /transactions/{sales|refills|products}; the tab lives in the URL so it can be shared. */
export function TransactionsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const navigate = useNavigate();
  if (!isTransactionTab(tab)) return <Navigate to="/transactions/sales" replace />;

  return (
    <>
      <PageHeader title={t('layout.nav.transactions')} />
      <Tabs value={tab} onChange={(next) => next && void navigate(`/transactions/${next}`)} keepMounted={false}>
        <Tabs.List aria-label={t('transactions.tabs.label')} mb="md">
          {TRANSACTION_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`transactions.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TRANSACTION_TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <NotAvailable />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
