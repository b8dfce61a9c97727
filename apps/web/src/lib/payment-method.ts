/** Payment methods by name in the UI language (packages/common/src/payments.ts): Card, Cash, Member card, Visa, … */
import { paymentMethodName } from '@kiosk/common/payments';
import { useTranslation } from 'react-i18next';

export function usePaymentMethodName(): (method: string) => string {
  const { t } = useTranslation('transactions');
  return (method) => paymentMethodName(method, (key) => t(key));
}
