/** Business constants and limits from spec §9 (and §1, §2, §5). One place; server and web import them. */

export const APP_VERSION = '2.1.5';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const CURRENCIES = ['eur', 'gbp', 'chf'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const ROOT_CURRENCY: Currency = 'eur';

export const ORGANIZATION_TYPES = ['Client', 'Manufacturer', 'General'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

/** Roles in an organization: spec §1's admin and consumer, and the replenisher of field operations (ADR 0024). */
export const ROLES = ['admin', 'consumer', 'replenisher'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['ACTIVE', 'inactive'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

/** Lists: page size 25, pages start at 0 (spec §9). */
export const PAGE_SIZE = 25;
export const FIRST_PAGE = 0;
/** Upper bound for any list request, so one call cannot ask for the whole table. */
export const MAX_PAGE_SIZE = 500;

export const DEFAULT_SORTS = {
  organizations: { field: 'name', order: 'asc' },
  kiosks: { field: 'name', order: 'asc' },
  products: { field: 'name', order: 'asc' },
  users: { field: 'firstName', order: 'asc' },
  sales: { field: 'created', order: 'desc' },
  refills: { field: 'created', order: 'desc' },
  productSales: { field: 'sold', order: 'desc' },
  alerts: { field: 'startDate', order: 'desc' },
  almostEmpty: { field: 'amount', order: 'asc' },
} as const;

export const BREAKPOINTS = { xs: 320, sm: 768, md: 992, lg: 1200, xl: 1920 } as const;
/** Below this width the console uses the mobile layout. */
export const MOBILE_BREAKPOINT = BREAKPOINTS.sm;

export const DURATIONS = {
  kioskSettingsToastMs: 10_000,
  userErrorToastMs: 5_000,
  generalToastMs: 3_000,
  productDeleteRefusedToastMs: 5_000,
  loginRedirectMs: 500,
  postNotificationRedirectMs: 1_500,
  settingChangesApplyMs: 120_000,
} as const;

export const TEMPERATURE = {
  logQueryLimit: 100_000,
  toleranceC: 2,
  defaultThermostat: 3,
  autoOutOfServiceMaxC: 7,
  autoOutOfServiceMinutes: 20,
  dashboardHighC: 7,
  /** Device sensor values are sent in 1/100 °C. */
  sensorDivisor: 100,
  maxSensors: 4,
  /** getTemperatureEventsByKiosk without from/to: the last 24 hours. */
  defaultLogPeriodMs: 24 * 60 * 60 * 1000,
  /**
   * getTemperatureEventsByKiosk over a longer range than this (or reaching before the raw readings'
   * retention) answers one event per UTC hour from the hourly roll-ups — average, minimum and maximum per
   * sensor — instead of every reading (ADR 0022). A week of minute readings is 10,080 points; 30 days, 720 hours.
   */
  rawLogMaxMs: 7 * 24 * 60 * 60 * 1000,
} as const;

/** Spec §5/§9 date-range exports: the start when both bounds are missing (2015-01-01 UTC). */
export const DEFAULT_EXPORT_FROM_MS = 1_420_070_400_000;

/** The kiosk activity log (gridActivities): 25 per page by default, at most 100. */
export const ACTIVITIES_PAGE_SIZE = 25;
export const ACTIVITIES_MAX_PAGE_SIZE = 100;

export const DASHBOARD_OFFLINE_ALERT_MS = 2 * 60 * 60 * 1000;
export const PRE_AUTH_MAX = 150;
export const PIN_LENGTH = 4;
export const CARD_HOLD_SECONDS = 6;
export const SURFACE_SIZES = [33, 50, 100] as const;
export const KIOSK_PRESETS = { single: 15, double: 30 } as const;
export const FORECAST_DEFAULT_RANGE_DAYS = 30;
export const NOTICE_PERIOD_WEEKS = 5;
/** Default export start when neither bound is given: 2015-01-01T00:00:00Z. */
export const DEFAULT_EXPORT_START_MS = 1_420_070_400_000;

export const IMAGE_LIMITS = {
  product: { maxWidth: 1400, maxHeight: 1400, maxBytes: 500 * 1024 },
  organization: { maxWidth: 1400, maxHeight: 1400, maxBytes: 500 * 1024 },
  kioskHeader: { minWidth: 834, minHeight: 191, maxBytes: 1024 * 1024 },
  kioskBackground: { minWidth: 834, minHeight: 1135, maxBytes: 1024 * 1024 },
} as const;
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg'] as const;

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
/** What an e-mailed export's file may be: a table (csv, xlsx) or, for kinds that have one, a printable PDF. */
export const EXPORT_FILE_FORMATS = [...EXPORT_FORMATS, 'pdf'] as const;
export type ExportFileFormat = (typeof EXPORT_FILE_FORMATS)[number];

/** Alert severities (spec §4: High, Medium, Low; stored as high, mid, low). */
export const ALERT_SEVERITIES = ['high', 'mid', 'low'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/**
 * Alert types (spec §9) and their severities (docs/alerts.md). High: the goods or the money are at risk
 * now (cold chain broken, door open during a purchase, payment impossible, kiosk unreachable); medium:
 * a fault that needs a visit soon; low: worth a look.
 */
export const ALERT_TYPES = {
  highTemperature: 'high',
  lowTemperature: 'mid',
  tabletDisconnected: 'mid',
  mqttDisconnected: 'high',
  kioskOffline: 'high',
  doorOpenPurchase: 'high',
  doorOpenRefill: 'mid',
  unauthorizedAccess: 'high',
  emptyPurchaseSession: 'low',
  higherScaleWeight: 'mid',
  scaleDisconnectedLeft: 'mid',
  scaleDisconnectedRight: 'mid',
  productExpiry: 'mid',
  terminalDisconnected: 'high',
  suspiciousPurchase: 'mid',
  sensorError: 'mid',
} as const satisfies Record<string, AlertSeverity>;
export type AlertType = keyof typeof ALERT_TYPES;
export const ALERT_TYPE_NAMES = Object.keys(ALERT_TYPES) as AlertType[];
/** Alert status as the grid shows and filters it. */
export const ALERT_STATUSES = ['open', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** Thresholds of the timed alert rules (spec §9), temperatures in 1/100 °C like the device sends them. */
export const ALERT_RULES = {
  highTemperatureAbove: 700,
  /** An open high-temperature alert clears only at or below this (hysteresis). */
  highTemperatureClearAtOrBelow: 650,
  highTemperatureForMs: 10 * 60_000,
  lowTemperatureBelow: 200,
  lowTemperatureClearAtOrAbove: 250,
  lowTemperatureForMs: 15 * 60_000,
  tabletDisconnectedForMs: 15 * 60_000,
  mqttDisconnectedForMs: 15 * 60_000,
  kioskOfflineSilenceMs: 10 * 60_000,
  doorOpenPurchaseForMs: 5 * 60_000,
  doorOpenRefillForMs: 60 * 60_000,
} as const;
/**
 * The temperature compliance report (docs/compliance.md): time above 7 °C (warmest sensor) and below 2 °C
 * (coldest sensor) — the alert rules' thresholds —, in 1/100 °C like the device's readings. A reading
 * stands for the time until the next one, at most `readingHoldMs` (the silence rule's 10 minutes); a
 * longer gap is time without data. At most `maxDays` days and `maxKiosks` kiosks per report.
 */
export const TEMPERATURE_COMPLIANCE = {
  highAbove: 700,
  lowBelow: 200,
  readingHoldMs: 10 * 60_000,
  maxDays: 92,
  maxKiosks: 50,
  /**
   * Most readings of one kiosk one report reads (twice a reading a minute over the longest period and the
   * day before it): a kiosk that sent more is refused, naming the period, rather than read into memory.
   */
  maxReadingsPerKiosk: 2 * 60 * 24 * (92 + 2),
} as const;
/** Snooze windows: at most 30 days ahead. */
export const ALERT_SNOOZE_MAX_MS = 30 * 24 * 60 * 60_000;

/** Forecast (spec §5): at most this many kiosks or products in one selection (stated in the UI). */
export const FORECAST_SELECTION_MAX = 10;

/** Safety margin of a kiosk's forecast pick list (docs/pick-lists.md), percent of the forecast demand. */
export const VISIT_SAFETY_MARGIN_PERCENT = { default: 20, max: 200 } as const;
/** A kiosk is forecast once its history has at least this many days with sales (dataSufficient). */
export const FORECAST_MIN_SALES_DAYS = 28;
