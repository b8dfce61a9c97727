/**
 * Money and instants as the console shows them: the shared rules of `@kiosk/common/format` (the server's
 * exports and e-mails use the same), under the names the screens import.
 */
export {
  formatDateTime,
  localeFor,
  moneyFormatter as createMoneyFormatter,
  toCurrency,
  type DateTimeOptions,
  type MoneyFormatter,
} from '@kiosk/common/format';
