/** Where the Temperature compliance view lives (its own route under Reports). */
export const COMPLIANCE_PATH = '/reports/compliance';
