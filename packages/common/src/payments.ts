/**
 * Payment methods as the reports, the sales list and the exports name them — one rule for the server, the
 * database (migration `sale_payment_method`, which must stay equal to `paymentMethodOf`) and the console.
 */

/** A sale's payment status as stored (spec §4), each with a translated name (`transactions.paymentStatus.<status>`). */
export const SALE_PAYMENT_STATUSES = ['paid', 'pending', 'not_paid'] as const;
export type SalePaymentStatus = (typeof SALE_PAYMENT_STATUSES)[number];

/** A sale opened with a member card: the member's account pays (device contract: `memberCardId`). */
export const MEMBER_CARD_METHOD = 'membercard';
/** A sale with nothing that names how it was paid. */
export const UNKNOWN_METHOD = 'unknown';
/** The provider imported sales carry: it says where the sale came from, not how it was paid. */
const IMPORT_PROVIDER = 'import';

/** Methods with a translated name (`transactions.paymentMethods.<method>`); others are shown as stored. */
export const NAMED_PAYMENT_METHODS = [
  'card',
  'cash',
  MEMBER_CARD_METHOD,
  UNKNOWN_METHOD,
  'visa',
  'mastercard',
  'maestro',
  'amex',
  'girocard',
  'discover',
  'jcb',
  'unionpay',
  'diners',
] as const;
export type NamedPaymentMethod = (typeof NAMED_PAYMENT_METHODS)[number];

export interface SalePayment {
  memberCardId?: string | null;
  paymentCardType?: string | null;
  cardType?: string | null;
  paymentProvider?: string | null;
}

const word = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/**
 * A sale's payment method: `membercard` when a member card opened it; else the card type the payment (or
 * the session) reported, lower case (`visa`, `mastercard`; an imported file's `card` or `cash`); else the
 * payment provider, unless it only says the sale was imported; else `unknown`.
 */
export function paymentMethodOf(sale: SalePayment): string {
  if (sale.memberCardId?.trim()) return MEMBER_CARD_METHOD;
  const provider = word(sale.paymentProvider);
  return (
    word(sale.paymentCardType) ??
    word(sale.cardType) ??
    (provider && provider !== IMPORT_PROVIDER ? provider : null) ??
    UNKNOWN_METHOD
  );
}

export function isNamedPaymentMethod(method: string): method is NamedPaymentMethod {
  return (NAMED_PAYMENT_METHODS as readonly string[]).includes(method);
}

/**
 * The name of a method in a language: `translate` gets the i18n key of a named method
 * (`transactions.paymentMethods.visa`); any other method (a provider's own word) is shown as stored.
 */
export function paymentMethodName(
  method: string,
  translate: (key: `transactions.paymentMethods.${NamedPaymentMethod}`) => string,
): string {
  return isNamedPaymentMethod(method) ? translate(`transactions.paymentMethods.${method}`) : method;
}
