export const TRANSACTION_TABS = ['sales', 'refills', 'products'] as const;
export type TransactionTab = (typeof TRANSACTION_TABS)[number];

export function isTransactionTab(value: string | undefined): value is TransactionTab {
  return (TRANSACTION_TABS as readonly (string | undefined)[]).includes(value);
}
