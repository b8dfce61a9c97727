/** Where the Temperature compliance view lives (its own route under Reports). */
export const COMPLIANCE_PATH = '/reports/compliance';

/** Where the waste report and the per-person refill history live (views of their own under Reports). */
export const WASTE_PATH = '/reports/waste';
export const REFILL_HISTORY_PATH = '/reports/refills';
