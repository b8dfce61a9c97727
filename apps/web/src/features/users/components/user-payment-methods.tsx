import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { maskedLast4 } from '../user-display.ts';
import { SectionCard } from '../../../components/section-card.tsx';
import { usePaymentMethodName } from '../../../lib/payment-method.ts';
import type { PaymentMethod } from '../users.queries.ts';

/** Saved payment methods, masked: only the last four digits are ever shown. */
export function UserPaymentMethods({ methods }: { methods: PaymentMethod[] }) {
  const { t } = useTranslation(['users', 'errors']);
  const methodName = usePaymentMethodName();
  return (
    <SectionCard title={t('detail.paymentMethods.title')}>
      {methods.length === 0 ? (
        <Text c="dimmed">{t('detail.paymentMethods.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table aria-label={t('detail.paymentMethods.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.paymentMethods.card')}</Table.Th>
                <Table.Th>{t('detail.paymentMethods.cardType')}</Table.Th>
                <Table.Th>{t('detail.paymentMethods.provider')}</Table.Th>
                <Table.Th>{t('detail.paymentMethods.type')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {methods.map((method) => (
                <Table.Tr key={method._id}>
                  <Table.Td ff="monospace">
                    {t('detail.paymentMethods.masked', { last4: maskedLast4(method.last4digits) })}
                  </Table.Td>
                  <Table.Td>{method.cardType ? methodName(method.cardType.toLowerCase()) : '–'}</Table.Td>
                  <Table.Td>{method.provider}</Table.Td>
                  <Table.Td>{methodName(method.type.toLowerCase())}</Table.Td>
                  <Table.Td>
                    {method.default ? (
                      <Badge variant="light" tt="none">
                        {t('detail.paymentMethods.default')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
