/**
 * Error codes shared by server and web. The server throws AppError(code); the formatter answers
 * with `message` = the spec's text below and `extensions.code` = the code. The web shows
 * t('errors.<CODE>') for a code it knows and the server's message otherwise.
 */
export const ERROR_MESSAGES = {
  UNAUTHENTICATED: 'Not authenticated',
  TOKEN_EXPIRED: 'Token expired',
  FORBIDDEN: 'Access denied',
  NO_CONSOLE_ACCESS: 'Console access requires an admin role or root',
  USER_INACTIVE: 'User is deactivated',
  NOT_FOUND: 'Not found',
  BAD_USER_INPUT: 'Invalid input',
  INTERNAL: 'Unexpected error.',
  SERVICE_UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
  ROOT_ACCESS_DENIED: 'Error! Root access denied',
  KIOSK_OFFLINE: 'Kiosk is offline.',
  KIOSK_IN_USE: 'Kiosk already in use.',
  SERIAL_NUMBER_EXISTS: 'Serial Number already exists',
  SERIAL_NUMBER_INVALID:
    'Use letters, digits, dashes and underscores only (at most 64, starting with a letter or digit)',
  PIN_INVALID: 'PIN must be exactly 4 digits',
  PINS_NOT_DIFFERENT: 'Replenishment PIN and technician PIN must be different',
  PLANOGRAM_POSITION_IN_USE: 'Provided planogram position is already in use',
  ORGANISATION_MISMATCH: 'Organisation mismatch!',
  PRODUCT_ON_KIOSKS: 'Cannot delete product. Product added to one or more kiosks.',
  INVALID_EMAIL: 'Invalid e-mail',
  INVALID_PHONE: 'Invalid phone number',
  REQUIRED: 'This field is required',
  EMAIL_TAKEN: 'A user with this e-mail already exists',
  MEMBER_CARD_TAKEN: 'Member card is already assigned to another user',
  PARENT_CYCLE: 'The parent organization cannot be the organization itself or one of its sub-organizations',
  IMAGE_INVALID: 'Upload failed',
  IMAGE_TOO_LARGE: 'Image must be at most 1400x1400 px and 500 KB',
  NO_ORGANIZATION: 'You are not a member of any organization',
  AMOUNT_NOT_POSITIVE: 'Amounts must be greater than zero',
  AMOUNT_NEGATIVE: 'Amount cannot be negative',
  AMOUNT_INVALID: 'Enter an amount with at most two decimal places',
  PERIOD_INVALID: 'Start time must be earlier than end time',
  OUT_OF_SERVICE_PERIOD_INVALID: 'Out-of-service start time must be earlier than end time',
  PRE_AUTH_TOO_HIGH: 'Pre-authorization must be at most 150',
  WHOLE_NUMBER_REQUIRED: 'Actual weight must be a whole number',
  EAN_INVALID: 'Invalid EAN',
  TAX_NOT_ALLOWED: "This tax cannot be used by the product's organization",
  INVALID_MEMBER_CARD: 'Invalid member card id',
  EXPORT_NOT_READY: 'The export is not ready yet',
  SLUG_TAKEN: 'This slug is already in use',
  INVALID_SLUG: 'Use only lowercase letters, digits and dashes',
  INVALID_TIME_ZONE: 'Unknown time zone',
  FILE_TOO_LARGE: 'File must be at most 10 MB',
  FILE_EMPTY: 'The file is empty',
  API_KEY_READ_ONLY: 'This API key is read-only',
  WEBHOOK_URL_INVALID: 'Use an https:// address on the public internet',
  FORECAST_SELECTION_LIMIT: 'Select at most 10 kiosks or products for a forecast',
  FORECAST_RANGE_INVALID: 'The forecast range must start before it ends and span at most 366 days',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const ERROR_CODES = Object.keys(ERROR_MESSAGES) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERROR_MESSAGES;
}
