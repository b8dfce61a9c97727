import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { KioskJson } from '../modules/kiosks/kiosks.view.ts';
import type { ResolverContext } from '../graphql/context.ts';
export type Maybe<T> = T | null | undefined;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar day, ISO 8601 `YYYY-MM-DD`. Input: years 2000 to 2100 only. */
  Date: { input: string; output: string; }
  /**
   * An instant, ISO 8601 with time zone (`2026-03-01T12:00:00Z`; a day alone is its UTC midnight). Input: years
   * 2000 to 2100 only.
   */
  DateTime: { input: Date | string; output: Date | string; }
  /** A file sent as multipart form data (GraphQL multipart request spec). */
  File: { input: File; output: File; }
};

export type ActivitiesGrid = {
  __typename?: 'ActivitiesGrid';
  data: Array<Activity>;
  total: Scalars['Int']['output'];
};

/**
 * An entry of a kiosk's activity log: a device event, a network change, or a command — one entry per command,
 * at the time it was queued, with its status now (type command.<status>; details commandId, type, status,
 * sentAt, resends, deliveredAt, finishedAt, error).
 */
export type Activity = {
  __typename?: 'Activity';
  _id: Scalars['ID']['output'];
  /** session, door, payment, scale, terminal, network, access, sensor or command. */
  category: Scalars['String']['output'];
  /** The event's fields as JSON text (card tokens are never stored). */
  details: Scalars['String']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  /** When it happened (the kiosk's clock for device events). */
  ts: Scalars['DateTime']['output'];
  /** The event type, e.g. door, session.opened, network.offline, command.applied. */
  type: Scalars['String']['output'];
};

/** An alert (spec §3 Alert). */
export type Alert = {
  __typename?: 'Alert';
  _id: Scalars['ID']['output'];
  acknowledged: Maybe<AlertAcknowledgement>;
  /** What the rule saw, as JSON text (thresholds, readings, cells, session). */
  details: Scalars['String']['output'];
  endDate: Maybe<Scalars['DateTime']['output']>;
  kiosk: AlertKiosk;
  orgId: Scalars['ID']['output'];
  scaleDirection: Maybe<ScaleDirection>;
  severity: AlertSeverity;
  startDate: Scalars['DateTime']['output'];
  status: AlertStatus;
  type: AlertType;
};

export type AlertAcknowledgement = {
  __typename?: 'AlertAcknowledgement';
  at: Scalars['DateTime']['output'];
  note: Maybe<Scalars['String']['output']>;
  /** The user who acknowledged (null once that user is deleted). */
  userId: Maybe<Scalars['ID']['output']>;
};

/** An alert opened, was acknowledged or resolved (the browser refetches). */
export type AlertChange = {
  __typename?: 'AlertChange';
  alertId: Scalars['ID']['output'];
  /** opened, acknowledged, resolved, snoozed */
  kind: Scalars['String']['output'];
  kioskId: Scalars['ID']['output'];
  orgId: Scalars['ID']['output'];
};

export type AlertKiosk = {
  __typename?: 'AlertKiosk';
  _id: Scalars['ID']['output'];
  /** The kiosk's name when the alert opened. */
  name: Scalars['String']['output'];
};

/** Alert severity (spec §4): High, Medium, Low. */
export type AlertSeverity =
  | 'high'
  | 'low'
  | 'mid';

/** A maintenance window: the kiosk opens no new alerts until it ends. */
export type AlertSnooze = {
  __typename?: 'AlertSnooze';
  _id: Scalars['ID']['output'];
  createdBy: Maybe<Scalars['ID']['output']>;
  kioskId: Scalars['ID']['output'];
  orgId: Scalars['ID']['output'];
  reason: Maybe<Scalars['String']['output']>;
  startsAt: Scalars['DateTime']['output'];
  until: Scalars['DateTime']['output'];
};

/** Alert status: open, acknowledged by an operator (still open), resolved (ended). */
export type AlertStatus =
  | 'acknowledged'
  | 'open'
  | 'resolved';

export type AlertType =
  | 'doorOpenPurchase'
  | 'doorOpenRefill'
  | 'emptyPurchaseSession'
  | 'highTemperature'
  | 'higherScaleWeight'
  | 'kioskOffline'
  | 'lowTemperature'
  | 'mqttDisconnected'
  | 'productExpiry'
  | 'scaleDisconnectedLeft'
  | 'scaleDisconnectedRight'
  | 'sensorError'
  | 'suspiciousPurchase'
  | 'tabletDisconnected'
  | 'terminalDisconnected'
  | 'unauthorizedAccess';

export type AlertsGrid = {
  __typename?: 'AlertsGrid';
  data: Array<Alert>;
  total: Scalars['Int']['output'];
};

/** gridAlerts (spec §7): startDate descending, page size 25 from page 0; filters default to all. */
export type AlertsGridInput = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  severities?: InputMaybe<Array<AlertSeverity>>;
  statuses?: InputMaybe<Array<AlertStatus>>;
  types?: InputMaybe<Array<AlertType>>;
};

/** Filters of the almost-empty list; each narrows it. */
export type AlmostEmptyFilter = {
  kioskId?: InputMaybe<Scalars['ID']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  /** Kiosks owned by this organization (the dashboard's chosen one); an organization outside the caller's scope is NOT_FOUND. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  productId?: InputMaybe<Scalars['ID']['input']>;
};

export type AlmostEmptyPage = {
  __typename?: 'AlmostEmptyPage';
  data: Array<KioskProductStock>;
  total: Scalars['Int']['output'];
};

export type AlmostEmptySort = {
  field?: InputMaybe<AlmostEmptySortField>;
  order?: InputMaybe<SortOrder>;
};

export type AlmostEmptySortField =
  | 'amount'
  | 'kioskName'
  | 'max';

/** A personal API key (spec §3 User.apiKey); the secret is answered once, by addApiKey. */
export type ApiKey = {
  __typename?: 'ApiKey';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  explanation: ApiKeyExplanation;
  lastUsedAt: Maybe<Scalars['DateTime']['output']>;
  name: Scalars['String']['output'];
  scope: ApiKeyScope;
  /** Only in addApiKey's answer; never stored in plain text. */
  secret: Maybe<Scalars['String']['output']>;
};

/** How to call the API with a personal key (spec §3 User.apiKey.explanation). */
export type ApiKeyExplanation = {
  __typename?: 'ApiKeyExplanation';
  /** A curl line with a ready-made token (valid 5 minutes, once); only when the key was just made. */
  curlExample: Maybe<Scalars['String']['output']>;
  /** The JWT's header (JSON). */
  jwtHeader: Scalars['String']['output'];
  /** A Node.js script (npm package jose) that signs a token and calls the API; with the secret only when the key was just made. */
  nodeExample: Scalars['String']['output'];
  /** A payload (JSON). */
  payloadExample: Scalars['String']['output'];
  /** How the payload is built and signed. */
  payloadRule: Scalars['String']['output'];
  /** The header every request carries. */
  requestHeader: Scalars['String']['output'];
};

export type ApiKeyInput = {
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  name: Scalars['String']['input'];
  scope: ApiKeyScope;
};

export type ApiKeyScope =
  | 'READ_ONLY'
  | 'READ_WRITE';

export type AuditActor = {
  __typename?: 'AuditActor';
  email: Maybe<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

/** One changed row of an audited operation: the changed columns before → after (secrets masked). */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** insert, update or delete. */
  action: Scalars['String']['output'];
  /** JSON object of the changed columns' values after (null for a delete). */
  after: Maybe<Scalars['String']['output']>;
  /** JSON object of the changed columns' values before (null for an insert). */
  before: Maybe<Scalars['String']['output']>;
  objectId: Maybe<Scalars['String']['output']>;
  /** The table the row belongs to (the object type). */
  objectType: Scalars['String']['output'];
};

export type AuditEntriesGrid = {
  __typename?: 'AuditEntriesGrid';
  /** Users named in the caller's entries (for the filter). */
  actors: Array<AuditActor>;
  data: Array<AuditEntry>;
  /** Object types present in the caller's entries (for the filter). */
  objectTypes: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** One audited operation: a mutation, or a command the server itself sent a kiosk. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  _id: Scalars['ID']['output'];
  actorEmail: Maybe<Scalars['String']['output']>;
  /** user, api_key or system. */
  actorType: Scalars['String']['output'];
  apiKeyId: Maybe<Scalars['ID']['output']>;
  /** JSON object of the operation's arguments (secrets masked). */
  args: Scalars['String']['output'];
  at: Scalars['DateTime']['output'];
  /** How many rows the operation changed (the first 1000 are listed). */
  changeCount: Scalars['Int']['output'];
  changes: Array<AuditChange>;
  endpoint: Scalars['String']['output'];
  objectId: Maybe<Scalars['String']['output']>;
  objectType: Maybe<Scalars['String']['output']>;
  operation: Scalars['String']['output'];
  orgId: Maybe<Scalars['ID']['output']>;
  orgName: Maybe<Scalars['String']['output']>;
  userId: Maybe<Scalars['ID']['output']>;
};

export type AuditFilter = {
  /** Entries at or after this instant. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  objectType?: InputMaybe<Scalars['String']['input']>;
  /** Words in the operation, the object id, the user's e-mail or the changed values. */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Entries before this instant. */
  to?: InputMaybe<Scalars['DateTime']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};

/** Net sales per local day averaged over the days from the first sale in the period to its end. */
export type AverageDailyNetRevenue = {
  __typename?: 'AverageDailyNetRevenue';
  average: Scalars['String']['output'];
  days: Scalars['Int']['output'];
  netSales: Scalars['String']['output'];
};

/** Units that fit on a load cell of this surface size (33, 50 or 100). */
export type Capacity = {
  __typename?: 'Capacity';
  surfaceSize: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
};

export type CapacityInput = {
  surfaceSize: Scalars['Int']['input'];
  units: Scalars['Int']['input'];
};

/**
 * A stock batch of a load cell (docs/field-operations.md): units that came onto the cell together, with their
 * best-before day when known. Units leave the cell first-expiring first (FEFO); units without a known date last.
 */
export type CellBatch = {
  __typename?: 'CellBatch';
  _id: Scalars['ID']['output'];
  /** Units the batch started with. */
  added: Scalars['Int']['output'];
  /** The best-before day; null: unknown (these units leave the cell last). */
  bestBefore: Maybe<Scalars['Date']['output']>;
  created: Scalars['DateTime']['output'];
  createdBy: Maybe<Scalars['ID']['output']>;
  /** Units left of the batch. */
  quantity: Scalars['Int']['output'];
  refillId: Maybe<Scalars['ID']['output']>;
  /** The refill session that added the units, or the refill recorded with them. */
  sessionId: Maybe<Scalars['String']['output']>;
  /** session (a refill session weighed them in), correction (a counted quantity), entry (addCellStock), count (stock the batches did not explain). */
  source: Scalars['String']['output'];
};

/** Units of one batch: how many, and their best-before day (null: unknown). */
export type CellBatchInput = {
  bestBefore?: InputMaybe<Scalars['Date']['input']>;
  quantity: Scalars['Int']['input'];
};

/**
 * One comparison of a cell's reconciliation (docs/field-operations.md "Reconciliation"): found (the count found
 * vs the units the scale weighed before the session) or change (units put in − units wasted vs the change the
 * scale measured). `difference` is recorded − measured.
 */
export type CellDifference = {
  __typename?: 'CellDifference';
  difference: Scalars['Int']['output'];
  /** found | change */
  kind: Scalars['String']['output'];
  measured: Scalars['Int']['output'];
  recorded: Scalars['Int']['output'];
};

/** What the scales measured on a cell against what the person recorded. */
export type CellReconciliation = {
  __typename?: 'CellReconciliation';
  added: Maybe<Scalars['Int']['output']>;
  /** The comparisons that differ (empty when they agree). */
  differences: Array<CellDifference>;
  /** Units the person counted on the cell, and said they put in (recordCellCount); null: not recorded. */
  found: Maybe<Scalars['Int']['output']>;
  scaleAfter: Maybe<Scalars['Int']['output']>;
  /** Units on the cell by its weight before and after the session, and the change; null: not whole units or no scale data. */
  scaleBefore: Maybe<Scalars['Int']['output']>;
  scaleChange: Maybe<Scalars['Int']['output']>;
  /**
   * agree (every comparison matched), differ, noScaleData (no weights, no unit weight or weights that are no
   * whole units within tolerance), notRecorded (no count found and no units put in recorded).
   */
  status: Scalars['String']['output'];
  /** Units the person took out as waste. */
  wasted: Scalars['Int']['output'];
};

/** A high- or low-temperature alert and its acknowledgement (who, when, note). */
export type ComplianceAlert = {
  __typename?: 'ComplianceAlert';
  acknowledgedAt: Maybe<Scalars['DateTime']['output']>;
  /** Name of who acknowledged. */
  acknowledgedBy: Maybe<Scalars['String']['output']>;
  alertId: Scalars['ID']['output'];
  endDate: Maybe<Scalars['DateTime']['output']>;
  note: Maybe<Scalars['String']['output']>;
  startDate: Scalars['DateTime']['output'];
  type: Scalars['String']['output'];
};

/** One local day of a kiosk (23 or 25 hours on a daylight-saving change). */
export type ComplianceDay = {
  __typename?: 'ComplianceDay';
  /** YYYY-MM-DD in the organization's time zone. */
  date: Scalars['String']['output'];
  end: Scalars['DateTime']['output'];
  /** Warmest sensor value of the day, °C (null without readings). */
  max: Maybe<Scalars['Float']['output']>;
  /** Coldest sensor value of the day, °C (null without readings). */
  min: Maybe<Scalars['Float']['output']>;
  /** Readings with at least one sensor value taken this day. */
  readings: Scalars['Int']['output'];
  /** Seconds the warmest sensor was above 7 °C. */
  secondsAbove: Scalars['Int']['output'];
  /** Seconds the coldest sensor was below 2 °C. */
  secondsBelow: Scalars['Int']['output'];
  /** Seconds covered by readings (a reading stands for at most 10 minutes). */
  secondsCovered: Scalars['Int']['output'];
  /** Seconds of automatic (temperature) out-of-service. */
  secondsOutOfService: Scalars['Int']['output'];
  start: Scalars['DateTime']['output'];
};

/** A period of calendar days (YYYY-MM-DD, both included) in each kiosk's organization's time zone. */
export type CompliancePeriodInput = {
  from: Scalars['Date']['input'];
  to: Scalars['Date']['input'];
};

/** configureKioskProps: the fields given change; status in_service / out_of_service sends a service command. */
export type ConfigureKioskPropsInput = {
  acceptedPayment?: InputMaybe<KioskAcceptedPaymentInput>;
  controller?: InputMaybe<KioskControllerInput>;
  esl?: InputMaybe<Scalars['String']['input']>;
  kioskId: Scalars['ID']['input'];
  pin?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type CreateUserInput = {
  address?: InputMaybe<UserAddressInput>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  firstName: Scalars['String']['input'];
  lastName: Scalars['String']['input'];
  mobile?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  /** Roles to give; each organization must be one the caller administers. A caller who is not root must give at least one. */
  rolesInOrganizations?: InputMaybe<Array<RoleInOrganizationInput>>;
};

export type Currency =
  | 'chf'
  | 'eur'
  | 'gbp';

/** Daily profit per kiosk (spec §3): one local day of the chosen kiosks; _id is the day (YYYY-MM-DD). */
export type DailyProfitByKiosk = {
  __typename?: 'DailyProfitByKiosk';
  _id: Scalars['String']['output'];
  /**
   * False when units were sold and none carried a cost (imported sales, products without a cost): there is
   * no cost data, and profit would only repeat the net sales.
   */
  costKnown: Scalars['Boolean']['output'];
  profit: Scalars['String']['output'];
  total_cost: Scalars['String']['output'];
  total_sales: Scalars['String']['output'];
};

/**
 * Dashboard figures (spec §2): 'today' runs from the start of the organization's day to now, 'monthly' from
 * the first of its month. Money as exact decimal strings in the organization's currency, net of refunds,
 * equal to getTransactionMetrics for the same period.
 */
export type DashboardFigures = {
  __typename?: 'DashboardFigures';
  /** The currency money is shown in for the caller (spec §4: euro for root, else their first admin organization's). */
  currency: Scalars['String']['output'];
  /** Sales today (every sale is a customer). */
  customersToday: Scalars['Int']['output'];
  monthFrom: Scalars['DateTime']['output'];
  /** Gross income since the first of the month. */
  monthlyRevenue: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  /** Units sold today minus refunded units. */
  productsSoldToday: Scalars['Int']['output'];
  /** Gross income today. */
  revenueToday: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
  to: Scalars['DateTime']['output'];
  /** Start of today and of the month, and now: the periods the figures cover. */
  todayFrom: Scalars['DateTime']['output'];
};

/** A file built in the background for the signed-in user and e-mailed to them. */
export type DataExport = {
  __typename?: 'DataExport';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Download with the bearer token: GET on this path (set when done). */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** Why it failed (set when failed). */
  error: Maybe<Scalars['String']['output']>;
  /** File name offered for download (set when done). */
  fileName: Maybe<Scalars['String']['output']>;
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  format: ExportFormat;
  /** What was exported, e.g. users. */
  kind: Scalars['String']['output'];
  language: Language;
  /** Rows written so far while the export runs; the rows in the file when done. */
  rowCount: Maybe<Scalars['Int']['output']>;
  status: ExportStatus;
};

export type DataExportsGrid = {
  __typename?: 'DataExportsGrid';
  data: Array<DataExport>;
  total: Scalars['Int']['output'];
};

export type DeleteProductLineResult = {
  __typename?: 'DeleteProductLineResult';
  _id: Scalars['ID']['output'];
  /** true when sales refer to the product, so it was archived instead */
  archived: Scalars['Boolean']['output'];
  /** true when the product was removed */
  deleted: Scalars['Boolean']['output'];
};

/** Where and how a fridge logs in to the broker (device contract §1). The password is shown only in this reply. */
export type DeviceCredentials = {
  __typename?: 'DeviceCredentials';
  /** MQTT over TCP (empty when the TCP listener is off). */
  mqttUrl: Scalars['String']['output'];
  /** MQTT over WebSocket on the console's own port. */
  mqttWsUrl: Scalars['String']['output'];
  /** The device secret; it replaces any earlier one. */
  password: Scalars['String']['output'];
  /** The kiosk's serial number. */
  username: Scalars['String']['output'];
};

export type ExcursionKind =
  | 'high'
  | 'low';

export type ExportFormat =
  | 'csv'
  /** A printable document (exports that offer one, e.g. reports). */
  | 'pdf'
  | 'xlsx';

export type ExportStatus =
  | 'done'
  | 'failed'
  | 'pending'
  | 'running';

/** Comparison of kiosks for one local day, with the public holidays of the kiosks' country and state. */
export type ForecastComparison = {
  __typename?: 'ForecastComparison';
  date: Scalars['String']['output'];
  holiday: Maybe<Scalars['String']['output']>;
  list: Array<ForecastComparisonEntry>;
};

/** One kiosk's value on a day: forecast net revenue (value); meta: the actual net revenue once the day has passed. */
export type ForecastComparisonEntry = {
  __typename?: 'ForecastComparisonEntry';
  id: Scalars['ID']['output'];
  meta: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/**
 * What to forecast: one organization's kiosks, or some of them (at most FORECAST_SELECTION_MAX kiosks),
 * optionally some products (at most FORECAST_SELECTION_MAX); a range of local days (YYYY-MM-DD) in the
 * organization's time zone, by default 30 days around today.
 */
export type ForecastPayload = {
  from?: InputMaybe<Scalars['Date']['input']>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Language of holiday names (en or de); default: the caller's. */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Default: the caller's only (or first) organization; root must give one. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  to?: InputMaybe<Scalars['Date']['input']>;
  variant: ForecastVariant;
};

/** A product the picked kiosks sold (spec §3 Forecast product). */
export type ForecastProduct = {
  __typename?: 'ForecastProduct';
  kioskId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  productId: Scalars['ID']['output'];
};

/**
 * Forecast units of one product at one kiosk over the range — expected (forecastedUnits, a mean, 3 decimals),
 * point forecast (median) and 80 % interval in whole units — and what it actually sold on the days passed.
 */
export type ForecastProductDemand = {
  __typename?: 'ForecastProductDemand';
  actualUnits: Scalars['Int']['output'];
  forecastedUnits: Scalars['Float']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  name: Scalars['String']['output'];
  pointUnits: Scalars['Int']['output'];
  productId: Scalars['ID']['output'];
  unitsLower: Scalars['Int']['output'];
  unitsUpper: Scalars['Int']['output'];
};

export type ForecastResult = {
  __typename?: 'ForecastResult';
  comparison: Maybe<Array<ForecastComparison>>;
  /** When the stored forecast was computed (null: not yet). */
  computedAt: Maybe<Scalars['String']['output']>;
  /** The currency money is shown in for the caller (spec §4: euro for root, else their first admin organization's). */
  currency: Scalars['String']['output'];
  from: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  productDemand: Maybe<Array<ForecastProductDemand>>;
  revenue: Maybe<Array<ForecastRevenueItem>>;
  stats: Maybe<ForecastStats>;
  /** The organization's time zone; today is its local day (days before it have actual sales). */
  timeZone: Scalars['String']['output'];
  to: Scalars['String']['output'];
  today: Scalars['String']['output'];
  topSellingKiosks: Maybe<Array<ForecastTopItem>>;
  topSellingProducts: Maybe<Array<ForecastTopItem>>;
  variant: ForecastVariant;
};

/**
 * One local day: forecast net revenue (without tax), profit and cost (null on a day no forecast run covered,
 * e.g. before the organization's first run); actual net sales once the day has passed (else null). Units of
 * the selection that day: expected (mean), point forecast (median) and 80 % interval, and units sold.
 */
export type ForecastRevenueItem = {
  __typename?: 'ForecastRevenueItem';
  actualSales: Maybe<Scalars['String']['output']>;
  actualUnits: Maybe<Scalars['Int']['output']>;
  date: Scalars['String']['output'];
  expectedUnits: Maybe<Scalars['Float']['output']>;
  forecastedNetCost: Maybe<Scalars['String']['output']>;
  forecastedProfit: Maybe<Scalars['String']['output']>;
  forecastedSales: Maybe<Scalars['String']['output']>;
  /** 80 % interval of the day's forecast net revenue (the units' interval at the day's average price). */
  forecastedSalesLower: Maybe<Scalars['String']['output']>;
  forecastedSalesUpper: Maybe<Scalars['String']['output']>;
  /** Public holidays of the selected kiosks' countries and states that day (names), or null. */
  holiday: Maybe<Scalars['String']['output']>;
  pointUnits: Maybe<Scalars['Int']['output']>;
  unitsLower: Maybe<Scalars['Int']['output']>;
  unitsUpper: Maybe<Scalars['Int']['output']>;
};

/**
 * The range's forecast: expected net revenue (netSales, without tax, decimal string), expected units
 * (productDemand) and sales (numberOfCustomer). Last-week change: the next 7 days' forecast against the last
 * 7 days' actual sales (net, like the reports).
 */
export type ForecastStats = {
  __typename?: 'ForecastStats';
  demandLastWeekChange: Scalars['Float']['output'];
  demandLastWeekChangePercentage: Maybe<Scalars['Float']['output']>;
  netSales: Scalars['String']['output'];
  /** Whether the stored forecast covers the next 7 days; when it does not, the changes are 0 and their percentages null. */
  nextWeekCovered: Scalars['Boolean']['output'];
  numberOfCustomer: Scalars['Int']['output'];
  /** Expected units (a mean, 3 decimals); they add up over kiosks and products. */
  productDemand: Scalars['Float']['output'];
  /** 80 % interval of the range's units (whole units). */
  productDemandLower: Maybe<Scalars['Int']['output']>;
  productDemandUpper: Maybe<Scalars['Int']['output']>;
  revenueLastWeekChange: Scalars['String']['output'];
  /** null when the last 7 days sold nothing (or the next 7 days are not forecast). */
  revenueLastWeekChangePercentage: Maybe<Scalars['Float']['output']>;
};

/** A top selling kiosk or product by forecast units over the range. */
export type ForecastTopItem = {
  __typename?: 'ForecastTopItem';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  quantitySold: Scalars['Float']['output'];
};

/** Which part of the forecast getForecast answers (spec §7 Forecast variants). */
export type ForecastVariant =
  | 'kioskComparison'
  | 'productDemand'
  | 'revenue'
  | 'stats'
  | 'topSellingKiosks'
  | 'topSellingProducts';

export type GrantRootInput = {
  /** true grants root, false revokes it. */
  root: Scalars['Boolean']['input'];
  userId: Scalars['ID']['input'];
};

/** The kiosk's stock of one product over all its cells. */
export type InventoryTotal = {
  __typename?: 'InventoryTotal';
  /** Cells holding the product. */
  cells: Scalars['Int']['output'];
  count: Scalars['Int']['output'];
  maxQty: Scalars['Int']['output'];
  occupancy: Scalars['Float']['output'];
  productLine: LoadCellProduct;
};

/** A kiosk (spec §3 Kiosk): what the console writes and the live state the kiosk last reported. */
export type Kiosk = {
  __typename?: 'Kiosk';
  _id: Scalars['ID']['output'];
  acceptedPayment: Maybe<KioskAcceptedPayment>;
  components: KioskComponents;
  controller: KioskController;
  created: Scalars['DateTime']['output'];
  /** The organization's currency (lower case ISO code): preAuth is in it. */
  currency: Maybe<Scalars['String']['output']>;
  /**
   * Income of today's sales — from the start of the organization's local day to now, net of refunds, equal to
   * the dashboard's revenue today — as an amount in the organization's money (getKiosksGrid sorts by it).
   */
  dayIncome: Scalars['String']['output'];
  /** Whether device credentials were generated, and when (the secret itself is never shown again). */
  deviceCredentialsIssuedAt: Maybe<Scalars['DateTime']['output']>;
  /** open, closed or unknown. */
  doorStatus: Scalars['String']['output'];
  /** The ESL (electronic shelf label) system id. */
  esl: Maybe<Scalars['String']['output']>;
  firmware: Maybe<Scalars['String']['output']>;
  heartbeat: KioskHeartbeat;
  inService: Scalars['Boolean']['output'];
  /** The planogram and the stock on it. */
  inventory: KioskInventory;
  ipAddress: Maybe<Scalars['String']['output']>;
  /** When the kiosk last sent anything. */
  lastMessage: Maybe<Scalars['DateTime']['output']>;
  location: KioskLocation;
  name: Scalars['String']['output'];
  notes: Maybe<Scalars['String']['output']>;
  /** Network: Online or Offline. */
  online: Scalars['Boolean']['output'];
  /** The owner organization. */
  orgId: Scalars['ID']['output'];
  /** Replenishment PIN as the device gets it (an integer of at most 4 digits). */
  pin: Maybe<Scalars['Int']['output']>;
  qrcode: Maybe<Scalars['String']['output']>;
  /** The out-of-service schedule's state. */
  schedule: Maybe<KioskScheduleState>;
  serialNumber: Scalars['String']['output'];
  /** Why the kiosk is out of service: manual, schedule or temperature; null while in service. */
  serviceReason: Maybe<Scalars['String']['output']>;
  session: KioskSession;
  tags: Array<Tag>;
  technicianPin: Maybe<Scalars['Int']['output']>;
  temperature: KioskTemperature;
  /** The thermostat setting in °C (default 3); the temperature chart's tolerance band is ±2 °C around it. */
  thermostatTemperature: Scalars['Float']['output'];
  updated: Scalars['DateTime']['output'];
  /** The visit schedule, or null when none is set (its pick lists then fill every cell to its max). */
  visitSchedule: Maybe<KioskVisitSchedule>;
};

export type KioskAcceptedPayment = {
  __typename?: 'KioskAcceptedPayment';
  config: KioskPaymentConfig;
  type: Scalars['String']['output'];
};

export type KioskAcceptedPaymentInput = {
  config?: InputMaybe<KioskPaymentConfigInput>;
  type: Scalars['String']['input'];
};

/** Out of service automatically when warmer than maxTemperature °C for timeInMinutes (default 7 °C, 20 min). */
export type KioskAutoTempOutOfService = {
  __typename?: 'KioskAutoTempOutOfService';
  active: Scalars['Boolean']['output'];
  maxTemperature: Scalars['Float']['output'];
  timeInMinutes: Scalars['Int']['output'];
};

export type KioskAutoTempOutOfServiceInput = {
  active: Scalars['Boolean']['input'];
  maxTemperature: Scalars['Float']['input'];
  timeInMinutes: Scalars['Int']['input'];
};

/** What changed on a kiosk, pushed to open consoles (within 2 seconds). */
export type KioskChange = {
  __typename?: 'KioskChange';
  /** state (online, door, session, service), temperature, command, activity, credentials, details. */
  aspects: Array<Scalars['String']['output']>;
  kioskId: Scalars['ID']['output'];
  orgId: Scalars['ID']['output'];
};

/** A command to a kiosk (device contract §3) and how far it got. */
export type KioskCommand = {
  __typename?: 'KioskCommand';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  /** Who asked for it (null for the server's own rules). */
  createdBy: Maybe<Scalars['ID']['output']>;
  deliveredAt: Maybe<Scalars['DateTime']['output']>;
  /** Why it failed, as the kiosk reported it. */
  error: Maybe<Scalars['String']['output']>;
  expiresAt: Scalars['DateTime']['output'];
  finishedAt: Maybe<Scalars['DateTime']['output']>;
  kioskId: Scalars['ID']['output'];
  /** The command's parameters as JSON text. */
  params: Scalars['String']['output'];
  /** Re-sends after the first publish (at most 3). */
  resends: Scalars['Int']['output'];
  sentAt: Maybe<Scalars['DateTime']['output']>;
  /** queued, sent, delivered, applied, failed, timeout, expired or superseded. */
  status: Scalars['String']['output'];
  /** open_door, reset_session, restart, sync, apply_settings, apply_planogram, apply_playlist, apply_screen or service. */
  type: Scalars['String']['output'];
};

export type KioskCompliance = {
  __typename?: 'KioskCompliance';
  alerts: Array<ComplianceAlert>;
  days: Array<ComplianceDay>;
  excursions: Array<TemperatureExcursion>;
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  orgName: Scalars['String']['output'];
  outOfService: Array<OutOfServicePeriod>;
  serialNumber: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

/** The kiosk's hardware. */
export type KioskComponents = {
  __typename?: 'KioskComponents';
  manufacturer: Maybe<Scalars['String']['output']>;
  model: Maybe<Scalars['String']['output']>;
  type: Maybe<Scalars['String']['output']>;
};

export type KioskComponentsInput = {
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** The kiosk's controller settings (spec §3), with the spec's defaults for settings never set. */
export type KioskController = {
  __typename?: 'KioskController';
  ageRestriction: Scalars['Boolean']['output'];
  autoTempOutOfService: KioskAutoTempOutOfService;
  fraudDetection: Scalars['Boolean']['output'];
  memberCardEnabled: Scalars['Boolean']['output'];
  minimumAge: Scalars['Int']['output'];
  paymentType: Maybe<Scalars['String']['output']>;
  /** Pre-authorised amount in the organization's currency (decimal string, greater than 0, at most 150). */
  preAuth: Maybe<Scalars['String']['output']>;
  serviceCheck: KioskServiceCheck;
  supportEmail: Maybe<Scalars['String']['output']>;
  supportHotline: Maybe<Scalars['String']['output']>;
  supportHotlineAvailability: Maybe<Scalars['String']['output']>;
  tabletFont: Maybe<Scalars['String']['output']>;
  tabletLang: Maybe<Scalars['String']['output']>;
  technicianPin: Maybe<Scalars['Int']['output']>;
  /** °C (default 3). */
  thermostatTemperature: Scalars['Float']['output'];
  /** Weighing tolerance in percent (default 0). */
  tolerance: Scalars['Float']['output'];
};

/** Controller settings to change; omitted fields keep their values, null resets one to its default. */
export type KioskControllerInput = {
  ageRestriction?: InputMaybe<Scalars['Boolean']['input']>;
  autoTempOutOfService?: InputMaybe<KioskAutoTempOutOfServiceInput>;
  fraudDetection?: InputMaybe<Scalars['Boolean']['input']>;
  memberCardEnabled?: InputMaybe<Scalars['Boolean']['input']>;
  minimumAge?: InputMaybe<Scalars['Int']['input']>;
  paymentType?: InputMaybe<Scalars['String']['input']>;
  preAuth?: InputMaybe<Scalars['String']['input']>;
  serviceCheck?: InputMaybe<KioskServiceCheckInput>;
  supportEmail?: InputMaybe<Scalars['String']['input']>;
  supportHotline?: InputMaybe<Scalars['String']['input']>;
  supportHotlineAvailability?: InputMaybe<Scalars['String']['input']>;
  tabletFont?: InputMaybe<Scalars['String']['input']>;
  tabletLang?: InputMaybe<Scalars['String']['input']>;
  technicianPin?: InputMaybe<Scalars['Int']['input']>;
  thermostatTemperature?: InputMaybe<Scalars['Float']['input']>;
  tolerance?: InputMaybe<Scalars['Float']['input']>;
};

/**
 * The dashboard's fleet strip and local alerts (spec §2, §9). Counts overlap: an out-of-service kiosk is
 * also online or offline.
 */
export type KioskFleet = {
  __typename?: 'KioskFleet';
  /** Online kiosks above 7 °C now. */
  hot: Array<Kiosk>;
  /** Kiosks with a purchase or refill session open. */
  inUse: Scalars['Int']['output'];
  offline: Scalars['Int']['output'];
  /** Kiosks offline for over 2 hours (since their last message, or since added when they never sent one). */
  offlineLong: Array<Kiosk>;
  online: Scalars['Int']['output'];
  outOfService: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** A kiosk to pick: dataSufficient is false below the minimum history (shown, not forecast). */
export type KioskForForecast = {
  __typename?: 'KioskForForecast';
  dataSufficient: Scalars['Boolean']['output'];
  daysWithSales: Scalars['Int']['output'];
  kioskId: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
};

export type KioskHeartbeat = {
  __typename?: 'KioskHeartbeat';
  updated: Maybe<Scalars['DateTime']['output']>;
  /** Seconds since the kiosk booted. */
  uptime: Maybe<Scalars['Int']['output']>;
};

/** What the kiosks of this organization show when idle; read-only here (set by createKioskLandingPage). */
export type KioskInitScreen = {
  __typename?: 'KioskInitScreen';
  bgColor: Maybe<Scalars['String']['output']>;
  bgURI: Maybe<Scalars['String']['output']>;
  bodyTextColor: Maybe<Scalars['String']['output']>;
  headerTextColor: Maybe<Scalars['String']['output']>;
  headerURI: Maybe<Scalars['String']['output']>;
};

/** The kiosk form (spec §5): PINs as integers, exactly 4 digits and different; esl is accepted and dropped. */
export type KioskInput = {
  components?: InputMaybe<KioskComponentsInput>;
  esl?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<KioskLocationInput>;
  name: Scalars['String']['input'];
  notes?: InputMaybe<Scalars['String']['input']>;
  /** The owner organization (default: the caller's when they administer exactly one). */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  pin?: InputMaybe<Scalars['Int']['input']>;
  serialNumber: Scalars['String']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technicianPin?: InputMaybe<Scalars['Int']['input']>;
};

export type KioskInventory = {
  __typename?: 'KioskInventory';
  /** In cell order (A1, A2, …, B1, …). */
  loadCells: Array<LoadCell>;
  /** Per product, by name. */
  totals: Array<InventoryTotal>;
};

/** Colours of the kiosk screen (#rgb or #rrggbb); an omitted colour keeps the current one. */
export type KioskLandingPageInput = {
  bgColor?: InputMaybe<Scalars['String']['input']>;
  bodyTextColor?: InputMaybe<Scalars['String']['input']>;
  headerTextColor?: InputMaybe<Scalars['String']['input']>;
};

export type KioskLandingPageResult = {
  __typename?: 'KioskLandingPageResult';
  /** Names of the organization's kiosks that are offline now: they update when back online. */
  offlineKiosks: Array<Scalars['String']['output']>;
  organization: Organization;
};

/** Where a kiosk stands (spec §3 Kiosk location address); the postal code is text. */
export type KioskLocation = {
  __typename?: 'KioskLocation';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  line1: Maybe<Scalars['String']['output']>;
  line2: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
};

export type KioskLocationInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

/** Payment configuration; the secrets are write-only: only whether they are set is shown. */
export type KioskPaymentConfig = {
  __typename?: 'KioskPaymentConfig';
  authorizationType: Maybe<Scalars['String']['output']>;
  clientID: Maybe<Scalars['String']['output']>;
  clientSecretSet: Scalars['Boolean']['output'];
  locationID: Maybe<Scalars['String']['output']>;
  passwordSet: Scalars['Boolean']['output'];
  paymentMode: Maybe<Scalars['String']['output']>;
  username: Maybe<Scalars['String']['output']>;
};

/** An omitted, null or empty password / clientSecret keeps the stored one. */
export type KioskPaymentConfigInput = {
  authorizationType?: InputMaybe<Scalars['String']['input']>;
  clientID?: InputMaybe<Scalars['String']['input']>;
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  locationID?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  paymentMode?: InputMaybe<Scalars['String']['input']>;
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A kiosk × product row: units on the kiosk (amount) and the sum of its cells' max quantities. */
export type KioskProductStock = {
  __typename?: 'KioskProductStock';
  amount: Scalars['Int']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  max: Scalars['Int']['output'];
  /** Stock in percent of the maximum (0–100). */
  occupancy: Scalars['Float']['output'];
  orgId: Scalars['ID']['output'];
  productLine: Maybe<LoadCellProduct>;
};

/** A replenisher assigned to a kiosk (ADR 0024): they may do the field operations on it. */
export type KioskReplenisher = {
  __typename?: 'KioskReplenisher';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  createdBy: Maybe<Scalars['ID']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  userId: Scalars['ID']['output'];
};

/** One kiosk's series, aligned with SalesByKiosk.buckets. */
export type KioskSalesSeries = {
  __typename?: 'KioskSalesSeries';
  /** Null for sales without a kiosk (imported history). */
  kioskId: Maybe<Scalars['ID']['output']>;
  kioskName: Maybe<Scalars['String']['output']>;
  /** Gross income per bucket (decimal strings). */
  revenue: Array<Scalars['String']['output']>;
  /** Sales per bucket. */
  transactions: Array<Scalars['Int']['output']>;
};

/** The out-of-service schedule as it stands: how many rules, and the next change they make. */
export type KioskScheduleState = {
  __typename?: 'KioskScheduleState';
  /** The next instant a rule changes the service state (within a week), null without rules. */
  nextChange: Maybe<Scalars['DateTime']['output']>;
  /** What that change does: true = back in service, false = out of service. */
  nextInService: Maybe<Scalars['Boolean']['output']>;
  rules: Scalars['Int']['output'];
};

export type KioskServiceCheck = {
  __typename?: 'KioskServiceCheck';
  enabled: Scalars['Boolean']['output'];
  slots: Array<KioskServiceCheckSlot>;
  type: Maybe<Scalars['String']['output']>;
};

export type KioskServiceCheckInput = {
  enabled: Scalars['Boolean']['input'];
  slots?: InputMaybe<Array<KioskServiceCheckSlotInput>>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** A weekday slot of the service check: 0 = Sunday … 6 = Saturday, times as HH:MM (start earlier than end). */
export type KioskServiceCheckSlot = {
  __typename?: 'KioskServiceCheckSlot';
  dayNumber: Scalars['Int']['output'];
  endTime: Scalars['String']['output'];
  startTime: Scalars['String']['output'];
};

export type KioskServiceCheckSlotInput = {
  dayNumber: Scalars['Int']['input'];
  endTime: Scalars['String']['input'];
  startTime: Scalars['String']['input'];
};

/** The session the kiosk is in: none, replenisher or purchase, and since when. */
export type KioskSession = {
  __typename?: 'KioskSession';
  since: Maybe<Scalars['DateTime']['output']>;
  type: Scalars['String']['output'];
};

/**
 * A saved settings change. The settings are stored and an apply_settings command is queued in every case;
 * when the kiosk is offline, offline is true and message is 'Kiosk is offline.' (code KIOSK_OFFLINE): the
 * command is delivered when the kiosk is back.
 */
export type KioskSettingsResult = {
  __typename?: 'KioskSettingsResult';
  /** KIOSK_OFFLINE when offline, else null. */
  code: Maybe<Scalars['String']['output']>;
  /** The apply_settings command. */
  command: KioskCommand;
  kiosk: Kiosk;
  /** 'Kiosk is offline.' when offline, else null. */
  message: Maybe<Scalars['String']['output']>;
  offline: Scalars['Boolean']['output'];
  /** The service command, when the save changed the status. */
  serviceCommand: Maybe<KioskCommand>;
};

/** A signal of an out-of-service rule: day slot (0 = Sunday), wall-clock time in ms after local midnight. */
export type KioskSignal = {
  __typename?: 'KioskSignal';
  dayNumber: Scalars['Int']['output'];
  msFromStartOfDay: Scalars['Int']['output'];
  /** OutOfServiceStart or OutOfServiceEnd. */
  notifyThat: Scalars['String']['output'];
};

export type KioskSignalInput = {
  dayNumber: Scalars['Int']['input'];
  msFromStartOfDay: Scalars['Int']['input'];
  notifyThat: Scalars['String']['input'];
};

/** An out-of-service (signal) rule, in the organization's time zone. */
export type KioskSignalRule = {
  __typename?: 'KioskSignalRule';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  kioskId: Scalars['ID']['output'];
  /** The last instant the schedule job acted on. */
  lastFiredAt: Maybe<Scalars['DateTime']['output']>;
  /** daily or weekly. */
  repeating: Scalars['String']['output'];
  signals: Array<KioskSignal>;
  updated: Scalars['DateTime']['output'];
};

/** Per day slot one OutOfServiceStart and one OutOfServiceEnd, the start earlier than the end. */
export type KioskSignalRuleInput = {
  repeating: Scalars['String']['input'];
  signals: Array<KioskSignalInput>;
};

export type KioskSortField =
  | 'createdAt'
  /** Today's income (dayIncome), sorted on the server across all pages; ties by name. */
  | 'dayIncome'
  | 'name'
  | 'serialNumber';

/** Up to four sensors in °C (the kiosk reports 1/100 °C); value is the first sensor's. */
export type KioskTemperature = {
  __typename?: 'KioskTemperature';
  sensors: Array<Maybe<Scalars['Float']['output']>>;
  updated: Maybe<Scalars['DateTime']['output']>;
  value: Maybe<Scalars['Float']['output']>;
};

/** Fields to change; omitted ones keep their values. */
export type KioskUpdateInput = {
  components?: InputMaybe<KioskComponentsInput>;
  esl?: InputMaybe<Scalars['String']['input']>;
  location?: InputMaybe<KioskLocationInput>;
  name?: InputMaybe<Scalars['String']['input']>;
  notes?: InputMaybe<Scalars['String']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  pin?: InputMaybe<Scalars['Int']['input']>;
  serialNumber?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  technicianPin?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * A kiosk's visit schedule (docs/pick-lists.md): the weekdays a route visits it and the safety margin of its
 * forecast pick list, with the visit ahead and the one after in the organization's time zone.
 */
export type KioskVisitSchedule = {
  __typename?: 'KioskVisitSchedule';
  /** The planned visit after it: the forecast pick list covers the demand from today until this day. */
  nextVisit: Scalars['String']['output'];
  /** Percent the forecast pick list adds to the forecast demand (0–200, default 20). */
  safetyMarginPercent: Scalars['Int']['output'];
  updatedAt: Scalars['DateTime']['output'];
  /** The visit a pick list made today is for: today on a visit day, else the next visit day (YYYY-MM-DD). */
  visit: Scalars['String']['output'];
  /** ISO weekdays of the visits: 1 = Monday … 7 = Sunday, ascending. */
  weekdays: Array<Scalars['Int']['output']>;
};

export type KioskVisitScheduleInput = {
  /** 0–200; 20 when left out. */
  safetyMarginPercent?: InputMaybe<Scalars['Int']['input']>;
  /** ISO weekdays (1 = Monday … 7 = Sunday), at least one, each once. */
  weekdays: Array<Scalars['Int']['input']>;
};

export type KiosksGrid = {
  __typename?: 'KiosksGrid';
  data: Array<Kiosk>;
  total: Scalars['Int']['output'];
};

/** The kiosks grid request. Filters take 'all' (the default) or a value: network online/offline, service inService/outOfService, door open/closed/unknown. */
export type KiosksGridInput = {
  door?: InputMaybe<Scalars['String']['input']>;
  network?: InputMaybe<Scalars['String']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Matches the name or the serial number. */
  search?: InputMaybe<Scalars['String']['input']>;
  service?: InputMaybe<Scalars['String']['input']>;
  sortField?: InputMaybe<KioskSortField>;
  sortOrder?: InputMaybe<SortOrder>;
  /** Kiosks carrying any of these tags. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type Language =
  | 'de'
  | 'en';

export type LinkedKiosk = {
  __typename?: 'LinkedKiosk';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** One load cell of the kiosk (spec §3 Kiosk inventory loadCells). */
export type LoadCell = {
  __typename?: 'LoadCell';
  /** The batches holding units, in the order units leave the cell. */
  batches: Array<CellBatch>;
  /** The nearest best-before day of the units on the cell; null when none is dated. */
  bestBefore: Maybe<Scalars['Date']['output']>;
  /** The device's load-cell id: A1 … A15, B1 … B15. */
  cellId: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  /** The product's capacity for the surface size. */
  maxQty: Scalars['Int']['output'];
  /** count / maxQty in percent (0–100). */
  occupancy: Scalars['Float']['output'];
  /** Unique in the kiosk. */
  planogramPosition: Scalars['Int']['output'];
  priceTag: Maybe<Scalars['String']['output']>;
  /** The product on the cell; null for an empty cell. */
  productLine: Maybe<LoadCellProduct>;
  /** Units on the cell now (same as count). */
  products: Scalars['Int']['output'];
  /** N33 or N50. */
  surfaceSize: Scalars['String']['output'];
  /** ESL tag id of the cell's price label. */
  tagId: Maybe<Scalars['String']['output']>;
};

/**
 * One cell of a planogram save; omitted fields keep their values (a new cell: N50, empty, and its own position —
 * A2 → 2, B1 → 16 — when free, else the lowest free one; a deleted cell's slot stays empty until then).
 */
export type LoadCellInput = {
  cellId: Scalars['String']['input'];
  planogramPosition?: InputMaybe<Scalars['Int']['input']>;
  priceTag?: InputMaybe<Scalars['String']['input']>;
  /** null empties the cell. */
  productId?: InputMaybe<Scalars['ID']['input']>;
  /** N33 or N50. */
  surfaceSize?: InputMaybe<Scalars['String']['input']>;
  tagId?: InputMaybe<Scalars['String']['input']>;
};

/** Kiosk presets (spec §9): single kiosk 15 cells (side A), double kiosk 30 cells (sides A and B). */
export type LoadCellPreset =
  | 'double'
  | 'single';

/** A product as a load cell shows it. */
export type LoadCellProduct = {
  __typename?: 'LoadCellProduct';
  _id: Scalars['ID']['output'];
  articleNumber: Maybe<Scalars['String']['output']>;
  /** The product image's address, if it has one. */
  imageUrl: Maybe<Scalars['String']['output']>;
  manufacturer: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type MemberCardsInput = {
  membercards: Array<Scalars['String']['input']>;
};

export type MetricProduct = {
  __typename?: 'MetricProduct';
  count: Scalars['Int']['output'];
  productLine: StatisticsProductLine;
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Records that the signed-in user accepted the licence and terms (once). */
  acceptTerms: User;
  /** Acknowledges an alert (who, when, note). A one-off alert (e.g. unauthorized access) ends with it. */
  acknowledgeAlert: Alert;
  /** Generates a personal API key for the caller; its secret is shown in this answer only. */
  addApiKey: ApiKey;
  /** Puts units on a cell in batches with their best-before days; recorded as one MISSION_CONTROL refill (Added). */
  addCellStock: Kiosk;
  addKioskSignalRule: KioskSignalRule;
  /** Assigns member cards to the user; a card already assigned to another user is refused (MEMBER_CARD_TAKEN) and nothing changes. */
  addMembercardIdForUser: User;
  archiveProductLine: ProductLine;
  /** Assigns a user with the replenisher role in the kiosk's organization to the kiosk (again: unchanged). */
  assignReplenisher: KioskReplenisher;
  /** Ends the kiosk's snooze now; answers whether one was in force. */
  cancelSnooze: Scalars['Boolean']['output'];
  /** Saves a kiosk's settings and queues apply_settings with the full settings (see KioskSettingsResult). */
  configureKioskProps: KioskSettingsResult;
  /** Lays the kiosk out from a preset; kept cells stay as they are, cells outside the preset must be empty. */
  configureLoadCells: Kiosk;
  /** Sets a cell's count as counted and records the difference as a MISSION_CONTROL refill. */
  correctCellQuantity: Kiosk;
  /**
   * Saves the organization's kiosk screen (spec Settings → Kiosk UI) and sends it to every kiosk it owns.
   * header: PNG/JPEG at least 834×191 px, background: at least 834×1135 px, each at most 1 MB; an omitted
   * image keeps the current one.
   */
  createKioskLandingPage: KioskLandingPageResult;
  createOrganization: Organization;
  /** Adds an uploaded image (PNG/JPEG ≤ 5 MB) or video (MP4/WebM ≤ 10 MB) as a content item; queues apply_playlist. */
  createPlayList: PlayList;
  createProductLine: ProductLine;
  createProductLinePrice: PriceHistory;
  /**
   * Opens the door for a replenishment (open_door, mode mission_control); refused with 'Kiosk already in use.' while a
   * session is open. `idempotencyKey` (optional, 8–200 printable characters; ADR 0024): a replay of the caller's call
   * with the same key answers the first call's command and opens nothing again; a key of another operation or kiosk
   * is refused (BAD_USER_INPUT, idempotencyKey).
   */
  createRefill: KioskCommand;
  /** Creates a user; with the embedded identity provider an invitation e-mail with a one-time set-password link is sent. */
  createUser: User;
  createWebhookEndpoint: WebhookEndpoint;
  /** Gives best-before days to units on a cell whose date is unknown (e.g. weighed in by a refill session). */
  dateCellStock: Kiosk;
  deleteActivePriceHistory: Scalars['Boolean']['output'];
  deleteKioskSignalRule: Scalars['Boolean']['output'];
  /** Deletes a cell; one holding stock only with added: true (its units are booked out as Removed). */
  deleteLoadCell: Kiosk;
  /** Removes member cards from the user; a card the user does not hold is refused (NOT_FOUND) and nothing changes. */
  deleteMembercardIdForUser: User;
  deleteOrganizationFile: Scalars['Boolean']['output'];
  deleteOrganizationImage: Organization;
  /** Deletes a content item; queues apply_playlist. */
  deletePlayListContent: PlayList;
  /** Deletes the product, or archives it when sales refer to it. */
  deleteProductLine: DeleteProductLineResult;
  deleteProductLineImage: ProductLine;
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** A copy with a new id and the name suffixed ' (copy)'. */
  duplicateProductLine: ProductLine;
  /** Root only: grants or revokes root. The last root cannot revoke themselves. */
  grantRootForUser: User;
  /** Imports a sales-history CSV; a re-import adds nothing twice; with any refused line nothing is written. */
  importSales: SalesImportSummary;
  kioskCreate: Kiosk;
  /** Generates a new device secret for the kiosk (the previous one stops working at once) and returns it once. */
  kioskDeviceCredentials: DeviceCredentials;
  /** Resets the kiosk's session (reset_session). */
  kioskReset: KioskCommand;
  /** Restarts the kiosk's controller (restart). */
  kioskRestart: KioskCommand;
  /** Asks the kiosk to sync its configuration (sync). */
  kioskSync: KioskCommand;
  kioskUpdate: Kiosk;
  /** Marks all the caller's notices read; answers the unread count (0). */
  markAllNotificationsRead: Scalars['Int']['output'];
  /** Marks the caller's notices read; answers the unread count. */
  markNotificationsRead: Scalars['Int']['output'];
  /** Dry run of a sales-history import: reads the CSV (at most 10 MB) and writes nothing. */
  previewSalesImport: SalesImportSummary;
  /** Saves a user's rule (the same reach as getOneUserNotificationRule). */
  putUserNotificationRule: NotificationRule;
  /**
   * What the caller counted on a cell: units found before touching it and units put in (each optional, at least
   * one; 0–max cell count). `countedAt` is the phone's time (at most 7 days back; default now): an offline count
   * joins the visit it was made at. The latest count of a cell in a visit counts, so a replay changes nothing.
   */
  recordCellCount: Scalars['Boolean']['output'];
  /**
   * Takes units out of a cell as waste: the count drops, the units leave its batches, a MISSION_CONTROL refill
   * (Removed) explains it. `reason` is a WasteReason value (text, so an unknown one is refused naming the field).
   */
  recordWaste: WasteRecord;
  /**
   * Refunds a sale fully (itemIds omitted: every item not refunded yet) or per item, with a reason.
   * Admin of the sale's organization or root. An item is refunded at most once.
   */
  refundTransaction: Refund;
  /** Revokes one of the caller's keys at once and clears its secret. */
  removeApiKey: Scalars['Boolean']['output'];
  /** A new signing secret; the old one signs too for 24 hours. */
  rotateWebhookSecret: WebhookEndpoint;
  /** Queues a webhook.test event for the endpoint. */
  sendWebhookTest: Scalars['Boolean']['output'];
  /** Sets the kiosk out of service or back in service (service, reason manual). */
  setKioskService: KioskCommand;
  /** Sets a kiosk's visit schedule (null clears it); answers the schedule as it now stands. */
  setKioskVisitSchedule: Maybe<KioskVisitSchedule>;
  /** Saves the caller's own rule; a caller without an organization is refused. */
  setNotificationRules: NotificationRule;
  /** Replaces a kiosk's tags. */
  setTags: Kiosk;
  /** Stores the console language of the signed-in user. */
  setUserLanguage: User;
  /** Snoozes a kiosk's alerts until `until` (at most 30 days ahead); replaces the kiosk's current snooze. */
  snoozeKioskAlerts: AlertSnooze;
  /** ACTIVE ↔ inactive. Nobody may toggle themselves; only root may toggle a root user (else 'Error! Root access denied'). */
  toggleUserStatus: User;
  /** Removes a replenisher from a kiosk; false when they were not assigned. */
  unassignReplenisher: Scalars['Boolean']['output'];
  updateKioskSignalRule: KioskSignalRule;
  /** Saves cells in one transaction: applied whole or not at all. Queues apply_planogram. */
  updateLoadcell: Kiosk;
  updateOrganization: Organization;
  /** PNG or JPEG, at most 1400x1400 px and 500 KB. */
  updateOrganizationImage: Organization;
  /** Names, durations, enabled flags and order of every item; queues apply_playlist. */
  updatePlayList: PlayList;
  updateProductLine: ProductLine;
  updateProductLineImage: ProductLine;
  updateProductLinePrice: PriceHistory;
  /** Changes a user's profile and, with rolesInOrganizations, their roles within the caller's reach. */
  updateUser: User;
  updateWebhookEndpoint: WebhookEndpoint;
  /** Any type, at most 10 MB. */
  uploadOrganizationFile: OrganizationFile;
  /**
   * Stores a photo of the kiosk's shelves (a JPEG or PNG checked from its bytes, at most 4 MB and 4096×4096 px;
   * the field app sends it scaled to 1600 px). `takenAt` is the phone's time of the photo (within the last 30
   * days). With an `idempotencyKey` (ADR 0024) a re-sent photo is stored once and answers the first one.
   */
  uploadShelfPhoto: ShelfPhoto;
};


export type MutationAcknowledgeAlertArgs = {
  id: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddApiKeyArgs = {
  data?: InputMaybe<ApiKeyInput>;
};


export type MutationAddCellStockArgs = {
  batches: Array<CellBatchInput>;
  cellId: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kioskId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationAddKioskSignalRuleArgs = {
  data: KioskSignalRuleInput;
  kioskId: Scalars['ID']['input'];
};


export type MutationAddMembercardIdForUserArgs = {
  data: MemberCardsInput;
  userId: Scalars['ID']['input'];
};


export type MutationArchiveProductLineArgs = {
  id: Scalars['ID']['input'];
};


export type MutationAssignReplenisherArgs = {
  kioskId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationCancelSnoozeArgs = {
  kioskId: Scalars['ID']['input'];
};


export type MutationConfigureKioskPropsArgs = {
  data: ConfigureKioskPropsInput;
};


export type MutationConfigureLoadCellsArgs = {
  kioskId: Scalars['ID']['input'];
  preset: LoadCellPreset;
};


export type MutationCorrectCellQuantityArgs = {
  cellId: Scalars['String']['input'];
  count: Scalars['Int']['input'];
  kioskId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateKioskLandingPageArgs = {
  background?: InputMaybe<Scalars['File']['input']>;
  data: KioskLandingPageInput;
  header?: InputMaybe<Scalars['File']['input']>;
  orgId: Scalars['ID']['input'];
};


export type MutationCreateOrganizationArgs = {
  data: OrganizationInput;
};


export type MutationCreatePlayListArgs = {
  data: PlayListItemInput;
  kioskId: Scalars['ID']['input'];
  media: Scalars['File']['input'];
};


export type MutationCreateProductLineArgs = {
  data: ProductLineInput;
  image?: InputMaybe<Scalars['File']['input']>;
};


export type MutationCreateProductLinePriceArgs = {
  data: ProductLinePriceInput;
};


export type MutationCreateRefillArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kioskId: Scalars['ID']['input'];
};


export type MutationCreateUserArgs = {
  data: CreateUserInput;
};


export type MutationCreateWebhookEndpointArgs = {
  data: WebhookEndpointInput;
  orgId: Scalars['ID']['input'];
};


export type MutationDateCellStockArgs = {
  batches: Array<CellBatchInput>;
  cellId: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kioskId: Scalars['ID']['input'];
};


export type MutationDeleteActivePriceHistoryArgs = {
  priceHistoryId: Scalars['ID']['input'];
  productLineId: Scalars['ID']['input'];
};


export type MutationDeleteKioskSignalRuleArgs = {
  kioskId: Scalars['ID']['input'];
  ruleId: Scalars['ID']['input'];
};


export type MutationDeleteLoadCellArgs = {
  added: Scalars['Boolean']['input'];
  cellId: Scalars['String']['input'];
  kioskId: Scalars['ID']['input'];
};


export type MutationDeleteMembercardIdForUserArgs = {
  data: MemberCardsInput;
  userId: Scalars['ID']['input'];
};


export type MutationDeleteOrganizationFileArgs = {
  fileId: Scalars['ID']['input'];
  orgId: Scalars['ID']['input'];
};


export type MutationDeleteOrganizationImageArgs = {
  orgId: Scalars['ID']['input'];
};


export type MutationDeletePlayListContentArgs = {
  kioskId: Scalars['ID']['input'];
  uri: Scalars['String']['input'];
};


export type MutationDeleteProductLineArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteProductLineImageArgs = {
  id: Scalars['ID']['input'];
  orgId: Scalars['ID']['input'];
};


export type MutationDeleteWebhookEndpointArgs = {
  endpointId: Scalars['ID']['input'];
};


export type MutationDuplicateProductLineArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGrantRootForUserArgs = {
  data: GrantRootInput;
};


export type MutationImportSalesArgs = {
  data: SalesImportInput;
  file: Scalars['File']['input'];
};


export type MutationKioskCreateArgs = {
  data: KioskInput;
};


export type MutationKioskDeviceCredentialsArgs = {
  kioskId: Scalars['ID']['input'];
};


export type MutationKioskResetArgs = {
  id: Scalars['ID']['input'];
};


export type MutationKioskRestartArgs = {
  id: Scalars['ID']['input'];
};


export type MutationKioskSyncArgs = {
  id: Scalars['ID']['input'];
};


export type MutationKioskUpdateArgs = {
  data: KioskUpdateInput;
  id: Scalars['ID']['input'];
};


export type MutationMarkNotificationsReadArgs = {
  ids: Array<Scalars['ID']['input']>;
};


export type MutationPreviewSalesImportArgs = {
  data: SalesImportInput;
  file: Scalars['File']['input'];
};


export type MutationPutUserNotificationRuleArgs = {
  data: NotificationRuleInput;
  userId: Scalars['ID']['input'];
};


export type MutationRecordCellCountArgs = {
  added?: InputMaybe<Scalars['Int']['input']>;
  cellId: Scalars['String']['input'];
  countedAt?: InputMaybe<Scalars['DateTime']['input']>;
  found?: InputMaybe<Scalars['Int']['input']>;
  kioskId: Scalars['ID']['input'];
};


export type MutationRecordWasteArgs = {
  cellId: Scalars['String']['input'];
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kioskId: Scalars['ID']['input'];
  note?: InputMaybe<Scalars['String']['input']>;
  reason: Scalars['String']['input'];
  units: Scalars['Int']['input'];
};


export type MutationRefundTransactionArgs = {
  itemIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  reason: Scalars['String']['input'];
  transactionId: Scalars['ID']['input'];
};


export type MutationRemoveApiKeyArgs = {
  apiKeyId: Scalars['ID']['input'];
};


export type MutationRotateWebhookSecretArgs = {
  endpointId: Scalars['ID']['input'];
};


export type MutationSendWebhookTestArgs = {
  endpointId: Scalars['ID']['input'];
};


export type MutationSetKioskServiceArgs = {
  id: Scalars['ID']['input'];
  inService: Scalars['Boolean']['input'];
};


export type MutationSetKioskVisitScheduleArgs = {
  kioskId: Scalars['ID']['input'];
  schedule?: InputMaybe<KioskVisitScheduleInput>;
};


export type MutationSetNotificationRulesArgs = {
  data: NotificationRuleInput;
};


export type MutationSetTagsArgs = {
  kioskId: Scalars['ID']['input'];
  tags: Array<Scalars['String']['input']>;
};


export type MutationSetUserLanguageArgs = {
  lang: Language;
};


export type MutationSnoozeKioskAlertsArgs = {
  kioskId: Scalars['ID']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
  until: Scalars['DateTime']['input'];
};


export type MutationToggleUserStatusArgs = {
  data: ToggleUserStatusInput;
};


export type MutationUnassignReplenisherArgs = {
  kioskId: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationUpdateKioskSignalRuleArgs = {
  data: KioskSignalRuleInput;
  kioskId: Scalars['ID']['input'];
  ruleId: Scalars['ID']['input'];
};


export type MutationUpdateLoadcellArgs = {
  cells: Array<LoadCellInput>;
  kioskId: Scalars['ID']['input'];
};


export type MutationUpdateOrganizationArgs = {
  data: OrganizationInput;
  orgId: Scalars['ID']['input'];
};


export type MutationUpdateOrganizationImageArgs = {
  image: Scalars['File']['input'];
  orgId: Scalars['ID']['input'];
};


export type MutationUpdatePlayListArgs = {
  items: Array<PlayListItemUpdate>;
  kioskId: Scalars['ID']['input'];
};


export type MutationUpdateProductLineArgs = {
  data: ProductLineInput;
  id?: InputMaybe<Scalars['ID']['input']>;
  image?: InputMaybe<Scalars['File']['input']>;
};


export type MutationUpdateProductLineImageArgs = {
  id: Scalars['ID']['input'];
  image: Scalars['File']['input'];
};


export type MutationUpdateProductLinePriceArgs = {
  data: ProductLinePriceUpdateInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateUserArgs = {
  data: UpdateUserInput;
  id: Scalars['ID']['input'];
};


export type MutationUpdateWebhookEndpointArgs = {
  data: WebhookEndpointInput;
  endpointId: Scalars['ID']['input'];
};


export type MutationUploadOrganizationFileArgs = {
  file: Scalars['File']['input'];
  orgId: Scalars['ID']['input'];
};


export type MutationUploadShelfPhotoArgs = {
  idempotencyKey?: InputMaybe<Scalars['String']['input']>;
  kioskId: Scalars['ID']['input'];
  photo: Scalars['File']['input'];
  takenAt?: InputMaybe<Scalars['DateTime']['input']>;
};

/** One notice of the notification centre: an alert opened or resolved. */
export type Notification = {
  __typename?: 'Notification';
  _id: Scalars['ID']['output'];
  alertId: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  details: Maybe<Scalars['String']['output']>;
  endDate: Maybe<Scalars['DateTime']['output']>;
  /** opened | resolved */
  kind: Scalars['String']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  readAt: Maybe<Scalars['DateTime']['output']>;
  severity: Scalars['String']['output'];
  startDate: Scalars['DateTime']['output'];
  type: Scalars['String']['output'];
};

/** A user's notification rule (spec §3). */
export type NotificationRule = {
  __typename?: 'NotificationRule';
  subscriptions: Array<NotificationSubscription>;
  types: Array<NotificationTypeSetting>;
  userId: Scalars['ID']['output'];
};

export type NotificationRuleInput = {
  subscriptions: Array<NotificationSubscriptionInput>;
  types: Array<NotificationTypeSettingInput>;
};

/** Which kiosks a type is wanted for: all of the user's organizations' kiosks, or the chosen ones. */
export type NotificationSubscription = {
  __typename?: 'NotificationSubscription';
  all: Scalars['Boolean']['output'];
  /** email and/or mc: narrows the type's flags for these kiosks. */
  channels: Array<Scalars['String']['output']>;
  kioskIds: Array<Scalars['ID']['output']>;
  type: Scalars['String']['output'];
};

export type NotificationSubscriptionInput = {
  all: Scalars['Boolean']['input'];
  channels?: InputMaybe<Array<Scalars['String']['input']>>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  type: Scalars['String']['input'];
};

/** An alert type the console can notify about, with its severity (ALERT_TYPES). */
export type NotificationType = {
  __typename?: 'NotificationType';
  severity: Scalars['String']['output'];
  type: Scalars['String']['output'];
};

/** Per alert type: by e-mail, in the console (mission control). */
export type NotificationTypeSetting = {
  __typename?: 'NotificationTypeSetting';
  email: Scalars['Boolean']['output'];
  mc: Scalars['Boolean']['output'];
  type: Scalars['String']['output'];
};

export type NotificationTypeSettingInput = {
  email: Scalars['Boolean']['input'];
  mc: Scalars['Boolean']['input'];
  type: Scalars['String']['input'];
};

/** The caller's notification centre changed (a notice arrived or was read): refetch it. */
export type NotificationsChange = {
  __typename?: 'NotificationsChange';
  aspects: Array<Scalars['String']['output']>;
  userId: Scalars['ID']['output'];
};

export type NotificationsPage = {
  __typename?: 'NotificationsPage';
  data: Array<Notification>;
  total: Scalars['Int']['output'];
  unread: Scalars['Int']['output'];
};

/** Nutrition values per 100 g / 100 ml. */
export type Nutrition = {
  __typename?: 'Nutrition';
  carbo: Maybe<Scalars['Float']['output']>;
  carboSugar: Maybe<Scalars['Float']['output']>;
  energy: Maybe<Scalars['Float']['output']>;
  fat: Maybe<Scalars['Float']['output']>;
  fatSaturated: Maybe<Scalars['Float']['output']>;
  fiber: Maybe<Scalars['Float']['output']>;
  protein: Maybe<Scalars['Float']['output']>;
  salt: Maybe<Scalars['Float']['output']>;
};

export type NutritionInput = {
  carbo?: InputMaybe<Scalars['Float']['input']>;
  carboSugar?: InputMaybe<Scalars['Float']['input']>;
  energy?: InputMaybe<Scalars['Float']['input']>;
  fat?: InputMaybe<Scalars['Float']['input']>;
  fatSaturated?: InputMaybe<Scalars['Float']['input']>;
  fiber?: InputMaybe<Scalars['Float']['input']>;
  protein?: InputMaybe<Scalars['Float']['input']>;
  salt?: InputMaybe<Scalars['Float']['input']>;
};

export type Organization = {
  __typename?: 'Organization';
  _id: Scalars['ID']['output'];
  address: OrganizationAddress;
  /** Every organization below this one, at any depth. */
  allSubsOrgIds: Array<Scalars['ID']['output']>;
  appleId: Maybe<Scalars['String']['output']>;
  contact: OrganizationContact;
  createdAt: Scalars['DateTime']['output'];
  currency: Currency;
  description: Maybe<Scalars['String']['output']>;
  /** Number of kiosks of the organization. Kiosks arrive with the kiosks module; until then always 0. */
  fridges: Scalars['Int']['output'];
  /** Relative URL of the organization's image (unguessable, see docs/adr/0004-file-urls.md), or null. */
  imageUrl: Maybe<Scalars['String']['output']>;
  kioskInitScreen: KioskInitScreen;
  /** Kiosks of the organization. Kiosks arrive with the kiosks module; until then always empty. */
  kiosks: Array<OrganizationKiosk>;
  name: Scalars['String']['output'];
  /** The parent organization, or null for a top-level organization. */
  parentOrg: Maybe<OrganizationRef>;
  slug: Scalars['String']['output'];
  support: OrganizationSupport;
  /** IANA time zone, e.g. Europe/Berlin. */
  timeZone: Scalars['String']['output'];
  type: OrganizationType;
  updatedAt: Scalars['DateTime']['output'];
  /** Users with a role in this organization (not in its sub-organizations). */
  users: Array<OrganizationMember>;
};

export type OrganizationAddress = {
  __typename?: 'OrganizationAddress';
  address: Maybe<Scalars['String']['output']>;
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
};

export type OrganizationAddressInput = {
  address?: InputMaybe<Scalars['String']['input']>;
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationContact = {
  __typename?: 'OrganizationContact';
  contactPerson: Maybe<Scalars['String']['output']>;
  email: Maybe<Scalars['String']['output']>;
  phoneNumber: Maybe<Scalars['String']['output']>;
  role: Maybe<Scalars['String']['output']>;
  supportEmail: Maybe<Scalars['String']['output']>;
  supportPhoneNumber: Maybe<Scalars['String']['output']>;
};

export type OrganizationContactInput = {
  contactPerson?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  role?: InputMaybe<Scalars['String']['input']>;
  supportEmail?: InputMaybe<Scalars['String']['input']>;
  supportPhoneNumber?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationFile = {
  __typename?: 'OrganizationFile';
  _id: Scalars['ID']['output'];
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** The sanitised file name. */
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
  uploadedBy: Maybe<Scalars['ID']['output']>;
  /** Download with the bearer token: GET on this path. */
  url: Scalars['String']['output'];
};

/**
 * The organization form. On create, name is required and a missing slug is generated from the name.
 * On update, a field left out stays as it is, null clears it, and a nested group (address, contact,
 * support) that is given replaces the whole group.
 */
export type OrganizationInput = {
  address?: InputMaybe<OrganizationAddressInput>;
  appleId?: InputMaybe<Scalars['String']['input']>;
  contact?: InputMaybe<OrganizationContactInput>;
  currency?: InputMaybe<Currency>;
  description?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Parent organization id; null or absent on create = top-level (root only). */
  parentOrg?: InputMaybe<Scalars['ID']['input']>;
  slug?: InputMaybe<Scalars['String']['input']>;
  support?: InputMaybe<OrganizationSupportInput>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<OrganizationType>;
};

/** A kiosk owned by the organization. */
export type OrganizationKiosk = {
  __typename?: 'OrganizationKiosk';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  serialNumber: Maybe<Scalars['String']['output']>;
};

/** A user with a role in the organization. */
export type OrganizationMember = {
  __typename?: 'OrganizationMember';
  _id: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  lastName: Scalars['String']['output'];
  /** admin, consumer or replenisher */
  role: Scalars['String']['output'];
  /** ACTIVE or inactive (the membership's status) */
  status: Scalars['String']['output'];
};

/** An organization named by id and name (parent choice, facets). */
export type OrganizationRef = {
  __typename?: 'OrganizationRef';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type OrganizationSortField =
  | 'city'
  | 'country'
  | 'createdAt'
  | 'name'
  | 'type'
  | 'zipcode';

/** The organization a role belongs to (spec: rolesInOrganizations.organizationId). */
export type OrganizationSummary = {
  __typename?: 'OrganizationSummary';
  _id: Scalars['ID']['output'];
  currency: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type OrganizationSupport = {
  __typename?: 'OrganizationSupport';
  email: Maybe<Scalars['String']['output']>;
  hotline: Maybe<Scalars['String']['output']>;
  hotlineAvailability: Maybe<Scalars['String']['output']>;
};

export type OrganizationSupportInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  hotline?: InputMaybe<Scalars['String']['input']>;
  hotlineAvailability?: InputMaybe<Scalars['String']['input']>;
};

export type OrganizationType =
  | 'Client'
  | 'General'
  | 'Manufacturer';

export type OrganizationsGrid = {
  __typename?: 'OrganizationsGrid';
  cities: Array<Scalars['String']['output']>;
  /** Facets over every organization the caller may see (not narrowed by search or filters). */
  countries: Array<Scalars['String']['output']>;
  data: Array<Organization>;
  /** Organizations the caller may see that have sub-organizations the caller may see. */
  parentOrg: Array<OrganizationRef>;
  /** Rows matching search and filters, over all pages. */
  total: Scalars['Int']['output'];
  zipcodes: Array<Scalars['String']['output']>;
};

/** Facet filters; each list matches any of its values, an empty or absent list means all. */
export type OrganizationsGridFilters = {
  city?: InputMaybe<Array<Scalars['String']['input']>>;
  country?: InputMaybe<Array<Scalars['String']['input']>>;
  parentOrg?: InputMaybe<Array<Scalars['ID']['input']>>;
  type?: InputMaybe<Array<OrganizationType>>;
  zipcode?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type OrganizationsGridInput = {
  filters?: InputMaybe<OrganizationsGridFilters>;
  /** Page number from 0. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 25 by default, at most 500. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Matches name, city or contact e-mail (case-insensitive, substring). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Default: name ascending. */
  sort?: InputMaybe<OrganizationsGridSort>;
};

export type OrganizationsGridSort = {
  field?: OrganizationSortField;
  order?: SortOrder;
};

/** An automatic out-of-service period: the temperature rule took the kiosk out. */
export type OutOfServicePeriod = {
  __typename?: 'OutOfServicePeriod';
  /** When the kiosk applied it. */
  appliedAt: Maybe<Scalars['DateTime']['output']>;
  /** When it was brought back into service (null: still out). */
  end: Maybe<Scalars['DateTime']['output']>;
  /** temperature (the rule), manual (an operator) or schedule. */
  endReason: Maybe<Scalars['String']['output']>;
  /** When the rule decided (the service command was queued). */
  start: Scalars['DateTime']['output'];
};

/** A packaging option (spec §3); only the first one is used. Weights are whole grams. */
export type PackagingOption = {
  __typename?: 'PackagingOption';
  description: Maybe<Scalars['String']['output']>;
  ean: Maybe<Scalars['String']['output']>;
  grossWeightGrams: Maybe<Scalars['Int']['output']>;
  netWeightGrams: Maybe<Scalars['Int']['output']>;
  /** g or ml */
  netWeightGramsUnit: Scalars['String']['output'];
  packageWeightGrams: Scalars['Int']['output'];
  shelfLifeDays: Maybe<Scalars['Int']['output']>;
  tolerancePercentage: Scalars['Float']['output'];
  unitCount: Scalars['Int']['output'];
};

export type PackagingOptionInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  ean?: InputMaybe<Scalars['String']['input']>;
  /** Whole numbers; a fraction is refused with 'Actual weight must be a whole number'. */
  grossWeightGrams?: InputMaybe<Scalars['Float']['input']>;
  netWeightGrams?: InputMaybe<Scalars['Float']['input']>;
  netWeightGramsUnit?: InputMaybe<Scalars['String']['input']>;
  packageWeightGrams?: InputMaybe<Scalars['Float']['input']>;
  shelfLifeDays?: InputMaybe<Scalars['Int']['input']>;
  tolerancePercentage?: InputMaybe<Scalars['Float']['input']>;
  unitCount?: InputMaybe<Scalars['Int']['input']>;
};

/** A saved payment method; the card number is never stored, only its last 4 digits. */
export type PaymentMethod = {
  __typename?: 'PaymentMethod';
  _id: Scalars['ID']['output'];
  cardType: Maybe<Scalars['String']['output']>;
  created: Scalars['DateTime']['output'];
  default: Scalars['Boolean']['output'];
  last4digits: Scalars['String']['output'];
  provider: Scalars['String']['output'];
  type: Scalars['String']['output'];
  updated: Scalars['DateTime']['output'];
};

/** Sales per payment method (spec §3): _id the method as Sale.paymentMethod.method names it (membercard, visa, card, cash, …, unknown), cnt the sales. */
export type PaymentMethodStats = {
  __typename?: 'PaymentMethodStats';
  _id: Scalars['String']['output'];
  cnt: Scalars['Int']['output'];
};

/** The local hour of the day with the highest net sales over the period: [start, end) as hours 0–24. */
export type PeakSalesHour = {
  __typename?: 'PeakSalesHour';
  end: Scalars['Int']['output'];
  start: Scalars['Int']['output'];
  /** Net sales in that hour of the day, summed over the period. */
  sum: Scalars['String']['output'];
};

/** A period of instants; either bound may be omitted. */
export type PeriodInput = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A kiosk's playlist in play order. */
export type PlayList = {
  __typename?: 'PlayList';
  items: Array<PlayListItem>;
  kioskId: Scalars['ID']['output'];
};

/** One item of a kiosk's playlist (spec §3 playList; §4 types main_screen, explainer, content). */
export type PlayListItem = {
  __typename?: 'PlayListItem';
  /** Seconds on screen. */
  duration: Scalars['Int']['output'];
  enabled: Scalars['Boolean']['output'];
  /** image or video (from the stored medium). */
  mediaType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Position in play order, from 0. */
  order: Scalars['Int']['output'];
  /** main_screen (neither editable nor deletable), explainer (not deletable) or content. */
  type: Scalars['String']['output'];
  /** Where the image or video is served, relative to the server (kiosks get it on the public URL); identifies the item within the playlist. */
  uri: Scalars['String']['output'];
};

/** A new content item: name, seconds on screen, enabled (default true). */
export type PlayListItemInput = {
  duration: Scalars['Int']['input'];
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
};

/** One existing item (named by its uri) with its new fields; the list's order is the new play order. */
export type PlayListItemUpdate = {
  duration: Scalars['Int']['input'];
  enabled: Scalars['Boolean']['input'];
  name: Scalars['String']['input'];
  uri: Scalars['String']['input'];
};

/** A price entry: default (validForKiosk null) or for one kiosk; valid on [validFrom, validTo). */
export type PriceHistory = {
  __typename?: 'PriceHistory';
  _id: Scalars['ID']['output'];
  default: Scalars['Boolean']['output'];
  price: Scalars['String']['output'];
  validForKiosk: Maybe<Scalars['ID']['output']>;
  validFrom: Scalars['DateTime']['output'];
  validTo: Maybe<Scalars['DateTime']['output']>;
};

export type PriceHistoryPage = {
  __typename?: 'PriceHistoryPage';
  data: Array<PriceHistory>;
  total: Scalars['Int']['output'];
};

export type ProductFamily = {
  __typename?: 'ProductFamily';
  _id: Scalars['ID']['output'];
  category: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  orgId: Maybe<Scalars['ID']['output']>;
};

export type ProductLine = {
  __typename?: 'ProductLine';
  _id: Scalars['ID']['output'];
  allergens: Maybe<Scalars['String']['output']>;
  archived: Scalars['Boolean']['output'];
  articleNumber: Maybe<Scalars['String']['output']>;
  capacities: Array<Capacity>;
  category: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /** Exact decimal strings, e.g. "2.49". */
  defaultCost: Scalars['String']['output'];
  defaultPrice: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  /** URL of the image (PNG/JPEG, at most 1400x1400 px), or null. */
  image: Maybe<Scalars['String']['output']>;
  images: Array<Scalars['String']['output']>;
  ingredientsList: Maybe<Scalars['String']['output']>;
  manufacturer: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  nutrition: Nutrition;
  orgId: Scalars['ID']['output'];
  packagingOptions: Array<PackagingOption>;
  sku: Maybe<Scalars['String']['output']>;
  tax: Maybe<Tax>;
  /** The form field `tax`. */
  taxId: Maybe<Scalars['ID']['output']>;
  /** URL of a small thumbnail of the image, or null. */
  thumbnail: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  /** The tax rate in percent, as the form shows it (VAT). */
  vat: Maybe<Scalars['String']['output']>;
};

/** Every field of the product form. On update, omitted fields keep their values. */
export type ProductLineInput = {
  allergens?: InputMaybe<Scalars['String']['input']>;
  articleNumber?: InputMaybe<Scalars['String']['input']>;
  capacities?: InputMaybe<Array<CapacityInput>>;
  category?: InputMaybe<Scalars['String']['input']>;
  /** Decimal string, zero or more. */
  defaultCost?: InputMaybe<Scalars['String']['input']>;
  /** Decimal string, greater than zero. */
  defaultPrice?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  ingredientsList?: InputMaybe<Scalars['String']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  nutrition?: InputMaybe<NutritionInput>;
  /** Owner organization; defaults to the caller's first admin organization. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  packagingOptions?: InputMaybe<Array<PackagingOptionInput>>;
  sku?: InputMaybe<Scalars['String']['input']>;
  /** The form field `tax`: a global tax or one of the product organization's own. */
  taxId?: InputMaybe<Scalars['ID']['input']>;
};

export type ProductLinePriceInput = {
  /** Decimal string, greater than zero. */
  price: Scalars['String']['input'];
  productLineId: Scalars['ID']['input'];
  /** A kiosk id for a kiosk-specific price; omitted for a default price. */
  validForKiosk?: InputMaybe<Scalars['ID']['input']>;
  /** Defaults to now. */
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  /** Omitted = open-ended. Must be later than validFrom. */
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductLinePriceUpdateInput = {
  price?: InputMaybe<Scalars['String']['input']>;
  validFrom?: InputMaybe<Scalars['DateTime']['input']>;
  validTo?: InputMaybe<Scalars['DateTime']['input']>;
};

export type ProductLineSortField =
  | 'articleNumber'
  | 'category'
  | 'createdAt'
  | 'defaultCost'
  | 'defaultPrice'
  | 'manufacturer'
  | 'name';

/** Spec §3 Product-line statistics row. Money as decimal strings. */
export type ProductLineStatistics = {
  __typename?: 'ProductLineStatistics';
  productLine: StatisticsProductLine;
  refilled: Scalars['Int']['output'];
  removed: Scalars['Int']['output'];
  /** Units sold minus refunded units. */
  sold: Scalars['Int']['output'];
  /** Cost of the units sold (cost at sale time), refunded units excluded. */
  totalCost: Scalars['String']['output'];
  /** Sum of the prices minus the refunded amounts. */
  totalGrossSales: Scalars['String']['output'];
  totalRemovedCost: Scalars['String']['output'];
};

export type ProductLinesGrid = {
  __typename?: 'ProductLinesGrid';
  data: Array<ProductLine>;
  total: Scalars['Int']['output'];
};

/** The products grid request: page from 0, 25 per page, name ascending by default. Filters equal to 'all' are ignored. */
export type ProductLinesGridInput = {
  category?: InputMaybe<Scalars['String']['input']>;
  /** Products whose category belongs to this family. */
  familyId?: InputMaybe<Scalars['ID']['input']>;
  includeArchived?: InputMaybe<Scalars['Boolean']['input']>;
  manufacturer?: InputMaybe<Scalars['String']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Matches name, article number or EAN. */
  search?: InputMaybe<Scalars['String']['input']>;
  sortField?: InputMaybe<ProductLineSortField>;
  sortOrder?: InputMaybe<SortOrder>;
};

export type ProductLinesStatisticsGrid = {
  __typename?: 'ProductLinesStatisticsGrid';
  data: Array<ProductLineStatistics>;
  total: Scalars['Int']['output'];
};

/** The products tab's request (spec §7 getProductLinesStatisticsGrid): sold descending. */
export type ProductLinesStatisticsInput = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** true when the card is assigned to a user other than userId (or to anyone, without userId). */
  checkMemberCardIfAlreadyAssigned: Scalars['Boolean']['output'];
  /** Per local day: cost, net sales and profit of the kiosks given (all kiosks when none). */
  dailyProfitByKiosks: Array<DailyProfitByKiosk>;
  /** Sales in organizations the caller administers (root: all), newest first. */
  findAllTransactionsGrid: SalesGrid;
  /** A user's purchases in organizations the caller administers, newest first; page size 25 from skip 0. search matches an item's name or article number. */
  findUserTransactionsGrid: UserTransactionsGrid;
  /** Every kiosk in the caller's organizations, by name. */
  getAllKiosks: Array<Kiosk>;
  /** Every organization the caller may see, by name (pickers). */
  getAllOrganizations: Array<Organization>;
  /** Serial numbers of the kiosks in the caller's organizations. */
  getAllSerialNumbers: Array<Scalars['String']['output']>;
  /** Tags used on kiosks in the caller's organizations, by organization and name. */
  getAllTags: Array<Tag>;
  /** One page of the users the caller may see: root sees all; an admin sees users with a role in an organization they administer. */
  getAllUsersGrid: UsersGrid;
  /** Stock per kiosk and product in the caller's organizations, amount ascending by default; page size 25. */
  getAlmostEmptyKiosks: AlmostEmptyPage;
  /** The caller's API keys (not revoked), newest first, without secrets. */
  getApiKeys: Array<ApiKey>;
  getAverageDailyNetRevenue: AverageDailyNetRevenue;
  /**
   * The dashboard's figures of an organization in the caller's scope (default: the caller's first
   * organization), optionally of some of its kiosks.
   */
  getDashboardFigures: DashboardFigures;
  /** Default prices, newest validFrom first. */
  getDefaultProductLinePriceHistory: PriceHistoryPage;
  getForecast: ForecastResult;
  getForecastProducts: Array<ForecastProduct>;
  /** The kiosk's snooze in force or planned (null when none). */
  getKioskAlertSnooze: Maybe<AlertSnooze>;
  /** A kiosk's commands, newest first (default 25, at most 100). */
  getKioskCommands: Array<KioskCommand>;
  /** The fleet strip and local alerts of the caller's kiosks (of the given organizations, in scope). */
  getKioskFleet: KioskFleet;
  /** Assignments of replenishers to kiosks in the caller's scope, of one kiosk, user or organization. */
  getKioskReplenishers: Array<KioskReplenisher>;
  /** A kiosk's out-of-service rules, oldest first. */
  getKioskSignalRules: Array<KioskSignalRule>;
  /** One kiosk (load-cell capacities arrive with the planogram). */
  getKioskWithCapacities: Kiosk;
  /** Kiosks of the given organizations, by name. */
  getKiosksByOrgIds: Array<Kiosk>;
  getKiosksForForecast: Array<KioskForForecast>;
  /** Kiosks in the caller's organizations; page 25 from 0, name ascending. */
  getKiosksGrid: KiosksGrid;
  /** Distinct manufacturer names of the products in scope. */
  getManufacturers: Array<Scalars['String']['output']>;
  /** The signed-in user's own exports, newest first (page size 25 from page 0). */
  getMyExports: DataExportsGrid;
  /** The caller's notification centre, newest first (page size 25). */
  getMyNotifications: NotificationsPage;
  /** The caller's own notification rule (defaults when none is saved). */
  getNotificationRules: NotificationRule;
  /** The alert types and their severities. */
  getNotificationTypes: Array<NotificationType>;
  /** A user's rule: the caller's own, a user of the caller's organizations (admin), anyone's (root). */
  getOneUserNotificationRule: NotificationRule;
  /** One user with everything the detail page shows. */
  getOneUserWithInfo: User;
  getOrganizationById: Organization;
  getOrganizationFiles: Array<OrganizationFile>;
  /** One page of the organizations the caller may see, with facets. */
  getOrganizationsGrid: OrganizationsGrid;
  /** By number of sales descending. */
  getPaymentsMethodsStats: Array<PaymentMethodStats>;
  /** Null when the period has no sales. */
  getPeakSalesHour: Maybe<PeakSalesHour>;
  /** The kiosk's playlist (a main screen and an explainer until first edited). */
  getPlayList: PlayList;
  getProductFamilies: Array<ProductFamily>;
  /** Kiosk-specific prices valid now or in the future. */
  getProductLineActivePriceHistory: PriceHistoryPage;
  getProductLineById: ProductLine;
  /** Kiosks whose planogram holds the product. */
  getProductLineLinkedKiosks: Array<LinkedKiosk>;
  getProductLines: Array<ProductLine>;
  getProductLinesByOrgId: Array<ProductLine>;
  /** Per product line: sold, refilled, removed and money, sold descending. */
  getProductLinesStatisticsGrid: ProductLinesStatisticsGrid;
  /** The products on these kiosks with their stock, by kiosk and product name. */
  getProductsByKioskIds: Array<KioskProductStock>;
  /** Who refilled what, when, with what differences: the caller's refill visits of a period (docs/field-operations.md). */
  getRefillHistory: RefillHistory;
  /**
   * The caller's latest visit on a kiosk in the last 24 hours, reconciled (the phone after a refill); null when
   * there is none. A replenisher reaches the kiosks assigned to them.
   */
  getRefillReconciliation: Maybe<RefillHistoryEntry>;
  /**
   * The caller's day as replenisher: their assigned kiosks due on `date` (YYYY-MM-DD; left out: today) by the
   * visit schedules, each with what to bring and what is expiring.
   */
  getReplenisherRoute: ReplenisherRoute;
  /** Net sales and profit of the period, in total and by local day, ISO week or month. */
  getReportSummary: ReportSummary;
  /** The member cards used in sales of the period in the caller's organizations, by id (the filter's list, complete). */
  getSaleMembercards: SaleMembercardsPage;
  /** The signed-in user with their roles. Open to every signed-in, active user so the console can explain a refusal. */
  getSelf: User;
  /** Per kiosk and local day: min, max, time above / below the limits, excursions, auto out-of-service, acknowledgements. 1–50 kiosks, at most 92 days. */
  getTemperatureCompliance: TemperatureCompliance;
  /**
   * A kiosk's temperature readings from..to (default: the last 24 hours), oldest first; limit ≤ 100000. Ranges
   * longer than 7 days are answered hour by hour (see TemperatureEvent).
   */
  getTemperatureEventsByKiosk: Array<TemperatureEvent>;
  /** Per bucket of the grouping (one group for the whole period without one), 24 rows of local hours. */
  getTopRefillsHour: Array<RefillHourGroup>;
  /** 7 rows, ISO weekdays 1–7 local. */
  getTopRefillsWeek: Array<RefillPattern>;
  /** 24 rows, hours 0–23 local. */
  getTopSellHours: Array<SellPattern>;
  /** 7 rows, ISO weekdays 1–7 local. */
  getTopSellWeek: Array<SellPattern>;
  getTopSellingProducts: Array<TopSellingProduct>;
  /** The metric widgets for a period (optional kiosks and member cards). */
  getTransactionMetrics: TransactionMetrics;
  /** The caller's waste of a period by kiosk, product and reason, with cost. CSV: GET /api/v1/kiosk/export/waste/csv/{en|de}. */
  getWasteReport: WasteReport;
  /** An endpoint's delivery log, newest first. */
  getWebhookDeliveries: WebhookDeliveriesPage;
  /** Endpoints of the organizations the caller administers (or of one). */
  getWebhookEndpoints: Array<WebhookEndpoint>;
  /** The rule endpoint URLs must follow on this server. */
  getWebhookUrlRule: WebhookUrlRule;
  /**
   * The activity log, newest first (sort: desc, the default, or asc), of one kiosk or of every kiosk the caller
   * sees; 25 entries from skip 0 by default, at most 100; categories (none: all) keeps entries of those
   * categories (session, door, payment, scale, terminal, network, access, sensor, command).
   */
  gridActivities: ActivitiesGrid;
  gridAlerts: AlertsGrid;
  /** The audit log, newest first; root sees all, an organization admin their organizations' entries. */
  gridAuditEntries: AuditEntriesGrid;
  /** Refills in the caller's organizations, newest first. */
  gridRefills: RefillsGrid;
  /** The products grid, scoped to the caller's organizations. */
  productLinesGrid: ProductLinesGrid;
  /** Sales per kiosk in the view's buckets (spec §7 salesByKiosk). */
  salesByKiosk: SalesByKiosk;
  /** The built-in import presets. */
  salesImportPresets: Array<Scalars['String']['output']>;
  /** The server's version and this endpoint's name; any signed-in user. */
  serverInfo: ServerInfo;
  /** Global taxes plus the selected organization's own (or those of every organization in scope). */
  taxFindAll: Array<Tax>;
  topSellingKiosks: Array<TopSellingKiosk>;
};


export type QueryCheckMemberCardIfAlreadyAssignedArgs = {
  membercard: Scalars['String']['input'];
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryDailyProfitByKiosksArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryFindAllTransactionsGridArgs = {
  data?: InputMaybe<SalesGridInput>;
};


export type QueryFindUserTransactionsGridArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<UserTransactionsSort>;
  userId: Scalars['ID']['input'];
};


export type QueryGetAllUsersGridArgs = {
  data?: InputMaybe<UsersGridInput>;
};


export type QueryGetAlmostEmptyKiosksArgs = {
  filter?: InputMaybe<AlmostEmptyFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<AlmostEmptySort>;
};


export type QueryGetAverageDailyNetRevenueArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetDashboardFiguresArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetDefaultProductLinePriceHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  productLineId: Scalars['ID']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetForecastArgs = {
  payload: ForecastPayload;
};


export type QueryGetForecastProductsArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetKioskAlertSnoozeArgs = {
  kioskId: Scalars['ID']['input'];
};


export type QueryGetKioskCommandsArgs = {
  kioskId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetKioskFleetArgs = {
  orgIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


export type QueryGetKioskReplenishersArgs = {
  kioskId?: InputMaybe<Scalars['ID']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetKioskSignalRulesArgs = {
  kioskId: Scalars['ID']['input'];
};


export type QueryGetKioskWithCapacitiesArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetKiosksByOrgIdsArgs = {
  orgIds: Array<Scalars['ID']['input']>;
};


export type QueryGetKiosksForForecastArgs = {
  orgId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGetKiosksGridArgs = {
  data?: InputMaybe<KiosksGridInput>;
};


export type QueryGetMyExportsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetMyNotificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  unreadOnly?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryGetOneUserNotificationRuleArgs = {
  userId: Scalars['ID']['input'];
};


export type QueryGetOneUserWithInfoArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOrganizationByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetOrganizationFilesArgs = {
  orgId: Scalars['ID']['input'];
};


export type QueryGetOrganizationsGridArgs = {
  data?: InputMaybe<OrganizationsGridInput>;
};


export type QueryGetPaymentsMethodsStatsArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetPeakSalesHourArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetPlayListArgs = {
  kioskId: Scalars['ID']['input'];
};


export type QueryGetProductLineActivePriceHistoryArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  productLineId: Scalars['ID']['input'];
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetProductLineByIdArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductLineLinkedKiosksArgs = {
  id: Scalars['ID']['input'];
};


export type QueryGetProductLinesByOrgIdArgs = {
  orgId: Scalars['ID']['input'];
};


export type QueryGetProductLinesStatisticsGridArgs = {
  data?: InputMaybe<ProductLinesStatisticsInput>;
};


export type QueryGetProductsByKioskIdsArgs = {
  kioskIds: Array<Scalars['ID']['input']>;
};


export type QueryGetRefillHistoryArgs = {
  filter: RefillHistoryFilter;
};


export type QueryGetRefillReconciliationArgs = {
  kioskId: Scalars['ID']['input'];
};


export type QueryGetReplenisherRouteArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGetReportSummaryArgs = {
  grouping?: InputMaybe<ReportGrouping>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetSaleMembercardsArgs = {
  data?: InputMaybe<SaleMembercardsInput>;
};


export type QueryGetTemperatureComplianceArgs = {
  kioskIds: Array<Scalars['ID']['input']>;
  period: CompliancePeriodInput;
};


export type QueryGetTemperatureEventsByKioskArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kioskId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryGetTopRefillsHourArgs = {
  grouping?: InputMaybe<ReportGrouping>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetTopRefillsWeekArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetTopSellHoursArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetTopSellWeekArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetTopSellingProductsArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};


export type QueryGetTransactionMetricsArgs = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  membercardIds?: InputMaybe<Array<Scalars['String']['input']>>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};


export type QueryGetWasteReportArgs = {
  filter: WasteReportFilter;
};


export type QueryGetWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  skip?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGetWebhookEndpointsArgs = {
  orgId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryGridActivitiesArgs = {
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  kiosk?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  period?: InputMaybe<PeriodInput>;
  skip?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SortOrder>;
};


export type QueryGridAlertsArgs = {
  data?: InputMaybe<AlertsGridInput>;
};


export type QueryGridAuditEntriesArgs = {
  filter?: InputMaybe<AuditFilter>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGridRefillsArgs = {
  data?: InputMaybe<RefillsGridInput>;
};


export type QueryProductLinesGridArgs = {
  data?: InputMaybe<ProductLinesGridInput>;
};


export type QuerySalesByKioskArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  view: SalesView;
};


export type QueryTaxFindAllArgs = {
  selectedOrg?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTopSellingKiosksArgs = {
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  orgId?: InputMaybe<Scalars['ID']['input']>;
  period?: InputMaybe<ReportPeriod>;
};

export type RefillDetails = {
  __typename?: 'RefillDetails';
  sessionClosedAt: Maybe<Scalars['DateTime']['output']>;
};

export type RefillHistory = {
  __typename?: 'RefillHistory';
  /** Newest first. */
  entries: Array<RefillHistoryEntry>;
  from: Scalars['DateTime']['output'];
  to: Scalars['DateTime']['output'];
  /** The period held more than one answer reads (1000 sessions, additions or waste records): narrow it. */
  truncated: Scalars['Boolean']['output'];
};

/**
 * A visit: a refill session with who opened its door, joined by that person's console records on the kiosk
 * up to an hour after it closed (kind session); or a person's console records close together (kind console).
 */
export type RefillHistoryEntry = {
  __typename?: 'RefillHistoryEntry';
  _id: Scalars['ID']['output'];
  /** Cells whose reconciliation differs. */
  differences: Scalars['Int']['output'];
  end: Scalars['DateTime']['output'];
  /** session | console */
  kind: Scalars['String']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  lines: Array<RefillHistoryLine>;
  /** The session's refill mode (automatic, tablet, mission_control, prod_returned). */
  mode: Maybe<Scalars['String']['output']>;
  orgId: Scalars['ID']['output'];
  /** Photos of the shelves the person took at the visit, oldest first. */
  photos: Array<ShelfPhoto>;
  sessionId: Maybe<Scalars['String']['output']>;
  start: Scalars['DateTime']['output'];
  /** Who opened the door or recorded; null: unknown (a session opened at the kiosk). */
  userId: Maybe<Scalars['ID']['output']>;
  userName: Maybe<Scalars['String']['output']>;
};

/** What the refill history covers: [from, to) of at most 92 days, narrowed by the rest. */
export type RefillHistoryFilter = {
  from: Scalars['DateTime']['input'];
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** An organization outside the caller's scope is NOT_FOUND. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  to: Scalars['DateTime']['input'];
  /** Only the visits of these people (at most 100). */
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** One cell of a visit: what the scale measured and what the person recorded. */
export type RefillHistoryLine = {
  __typename?: 'RefillHistoryLine';
  /** The nearest best-before day of the units added. */
  bestBefore: Maybe<Scalars['Date']['output']>;
  cellId: Scalars['String']['output'];
  /** recorded − measured where both are known; null otherwise. */
  difference: Maybe<Scalars['Int']['output']>;
  /** Units the refill session's scale weighed in; null: no session (a console visit). */
  measured: Maybe<Scalars['Int']['output']>;
  /** Grams the cell's scale moved during the session; null: no session. */
  measuredWeight: Maybe<Scalars['Int']['output']>;
  productLine: Maybe<LoadCellProduct>;
  reconciliation: CellReconciliation;
  /**
   * Units recorded as put in: units of the session given a best-before day (dateCellStock) and units the person
   * put on the cell in the console (added stock, upward corrections); null: none.
   */
  recorded: Maybe<Scalars['Int']['output']>;
  /** Units the person took out as waste. */
  wasted: Scalars['Int']['output'];
};

/** Refills by local hour of the day within one bucket of the grouping (the whole period without one). */
export type RefillHourGroup = {
  __typename?: 'RefillHourGroup';
  end: Scalars['DateTime']['output'];
  hours: Array<RefillPattern>;
  label: Scalars['String']['output'];
  start: Scalars['DateTime']['output'];
};

/** Refills by local hour of the day (0–23) or ISO weekday (1 = Monday … 7 = Sunday). */
export type RefillPattern = {
  __typename?: 'RefillPattern';
  /** Units added and removed (positive counts). */
  added: Scalars['Int']['output'];
  refills: Scalars['Int']['output'];
  removed: Scalars['Int']['output'];
  slot: Scalars['Int']['output'];
};

export type RefillRecord = {
  __typename?: 'RefillRecord';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  details: RefillDetails;
  kiosk: SaleKiosk;
  orgId: Scalars['ID']['output'];
  scale: Array<RefillScaleEntry>;
  type: Scalars['String']['output'];
};

export type RefillScaleEntry = {
  __typename?: 'RefillScaleEntry';
  cellId: Scalars['String']['output'];
  count: Scalars['Int']['output'];
  productLine: SaleProductLine;
  /** Decimal string, negative for removals. */
  refillCost: Scalars['String']['output'];
  /** Added (count > 0) or Removed. */
  status: Scalars['String']['output'];
  weight: Maybe<Scalars['Int']['output']>;
};

export type RefillsGrid = {
  __typename?: 'RefillsGrid';
  data: Array<RefillRecord>;
  total: Scalars['Int']['output'];
};

/** The refills tab's request (spec §7 gridRefills): created descending. */
export type RefillsGridInput = {
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
  /** Refill modes (spec §4); lowercase spellings are accepted. */
  type?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A refund of a sale (issue 13): a record of its own; every total subtracts it. */
export type Refund = {
  __typename?: 'Refund';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  /** The user who refunded. */
  createdBy: Maybe<Scalars['ID']['output']>;
  items: Array<RefundItem>;
  reason: Scalars['String']['output'];
  /** Decimal string: the sum of its items' amounts. */
  total: Scalars['String']['output'];
  transactionId: Scalars['ID']['output'];
};

/** One refunded item of a sale and the amount refunded for it (decimal string). */
export type RefundItem = {
  __typename?: 'RefundItem';
  amount: Scalars['String']['output'];
  itemId: Scalars['ID']['output'];
};

export type ReplenisherRoute = {
  __typename?: 'ReplenisherRoute';
  /** The day asked for; null: today in each kiosk's time zone. */
  date: Maybe<Scalars['String']['output']>;
  /** The caller's assigned kiosks with a visit that day, by kiosk name. */
  stops: Array<ReplenisherRouteStop>;
};

/** One kiosk of the replenisher's day. */
export type ReplenisherRouteStop = {
  __typename?: 'ReplenisherRouteStop';
  /** Earliest best-before first. */
  expiring: Array<RouteExpiringBatch>;
  kiosk: Kiosk;
  nextVisit: Scalars['String']['output'];
  pickList: Array<RoutePickLine>;
  /** Per cell (by cell id), the units to take out at this visit. */
  pull: Array<RoutePullLine>;
  /** The day of this visit and the planned visit after it (YYYY-MM-DD, the kiosk's time zone). */
  visit: Scalars['String']['output'];
};

/** One bucket of a series: [start, end) and its local label (YYYY-MM-DD, YYYY-Www, YYYY-MM). */
export type ReportBucket = {
  __typename?: 'ReportBucket';
  end: Scalars['DateTime']['output'];
  label: Scalars['String']['output'];
  start: Scalars['DateTime']['output'];
};

/** How a report's series is bucketed: local days, ISO weeks (Monday to Sunday) or calendar months. */
export type ReportGrouping =
  | 'daily'
  | 'monthly'
  | 'weekly';

/**
 * The reports (spec §2 Reports, §3 report shapes, §7 reports operations) of one organization: read from the
 * roll-ups the database keeps on every write of sales, refunds and refills (docs/reports.md, ADR 0009).
 * Money as exact decimal strings in the organization's currency. Net sales = gross (sale totals minus their
 * refunds) minus the tax contained; net cost = cost at sale time of the units not refunded; profit = net
 * sales − net cost. Every bucket (hour of day, weekday, day, ISO week, month) is local to the organization's
 * time zone, DST-correct.
 */
export type ReportPeriod = {
  /**
   * The period's first and last instant; the report covers the whole local days they fall on (from the
   * start of the local day of `from` to the end of the local day of `to`). Missing: from the epoch
   * 2015-01-01 (spec §9) / to now.
   */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** The organization, currency, time zone and resolved period a report covers. */
export type ReportScope = {
  __typename?: 'ReportScope';
  /** The currency money is shown in for the caller (spec §4: euro for root, else their first admin organization's). */
  currency: Scalars['String']['output'];
  from: Scalars['DateTime']['output'];
  orgId: Scalars['ID']['output'];
  timeZone: Scalars['String']['output'];
  to: Scalars['DateTime']['output'];
};

/** One bucket of the net sales / profit series. */
export type ReportSeriesPoint = {
  __typename?: 'ReportSeriesPoint';
  /**
   * False when units were sold and none carried a cost (imported sales, products without a cost): there is
   * no cost data, and profit would only repeat the net sales.
   */
  costKnown: Scalars['Boolean']['output'];
  end: Scalars['DateTime']['output'];
  grossSales: Scalars['String']['output'];
  /** Units sold minus refunded units. */
  items: Scalars['Int']['output'];
  label: Scalars['String']['output'];
  netCost: Scalars['String']['output'];
  netSales: Scalars['String']['output'];
  profit: Scalars['String']['output'];
  start: Scalars['DateTime']['output'];
  /** Sales (refunded sales still count, as in the transactions metrics). */
  transactions: Scalars['Int']['output'];
};

/** Net sales and profit of the period, in total and per bucket of the grouping. */
export type ReportSummary = {
  __typename?: 'ReportSummary';
  /**
   * False when units were sold and none carried a cost (imported sales, products without a cost): there is
   * no cost data, and profit would only repeat the net sales.
   */
  costKnown: Scalars['Boolean']['output'];
  grossSales: Scalars['String']['output'];
  grouping: ReportGrouping;
  items: Scalars['Int']['output'];
  /** Units sold of products that carried no cost in the period: the profit counts them at no cost. */
  itemsWithoutCost: Scalars['Int']['output'];
  netCost: Scalars['String']['output'];
  netSales: Scalars['String']['output'];
  profit: Scalars['String']['output'];
  scope: ReportScope;
  /** From the first bucket with sales (or the period's first) to the period's last. */
  series: Array<ReportSeriesPoint>;
  transactions: Scalars['Int']['output'];
};

export type RoleInOrganization = {
  __typename?: 'RoleInOrganization';
  organizationId: OrganizationSummary;
  role: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

export type RoleInOrganizationInput = {
  organizationId: Scalars['ID']['input'];
  role: UserRole;
};

/** Dated units on a cell whose best-before day comes on or before the kiosk's next visit. */
export type RouteExpiringBatch = {
  __typename?: 'RouteExpiringBatch';
  batchId: Scalars['ID']['output'];
  bestBefore: Scalars['Date']['output'];
  cellId: Scalars['String']['output'];
  product: Maybe<Scalars['String']['output']>;
  productLineId: Scalars['ID']['output'];
  quantity: Scalars['Int']['output'];
};

/** A product to bring to a kiosk: the forecast pick list to the next visit, in whole packs (docs/pick-lists.md). */
export type RoutePickLine = {
  __typename?: 'RoutePickLine';
  articleNumber: Maybe<Scalars['String']['output']>;
  /** forecast, or fill (no schedule or no forecast for the product: fill its cells). */
  basis: Scalars['String']['output'];
  /** Units to bring, the units in one pack, whole packs and the units they hold. */
  missing: Scalars['Int']['output'];
  packs: Scalars['Int']['output'];
  product: Scalars['String']['output'];
  productLineId: Scalars['ID']['output'];
  /**
   * Units of the product to take out at this visit: their best-before day falls before the next visit (or has
   * passed). They are not counted as stock, so `missing` includes their replacement (docs/pick-lists.md).
   */
  pull: Scalars['Int']['output'];
  /** Units on the product's cells now. */
  stock: Scalars['Int']['output'];
  unitCount: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
};

/** Units a pick list flags to pull from a cell: best-before before the kiosk's next visit, expired ones included. */
export type RoutePullLine = {
  __typename?: 'RoutePullLine';
  /** The earliest best-before day among them. */
  bestBefore: Scalars['Date']['output'];
  cellId: Scalars['String']['output'];
  product: Maybe<Scalars['String']['output']>;
  productLineId: Scalars['ID']['output'];
  /** Units to take out. */
  quantity: Scalars['Int']['output'];
};

/** A sale in the sales tab (spec §3 Transaction). */
export type Sale = {
  __typename?: 'Sale';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  discountTotal: Scalars['String']['output'];
  evidence: Maybe<SaleEvidence>;
  itemsPurchased: Array<SaleItem>;
  kiosk: Maybe<SaleKiosk>;
  orgId: Scalars['ID']['output'];
  paymentMethod: SalePaymentMethod;
  paymentStatus: SalePaymentStatus;
  promoCode: Maybe<Scalars['String']['output']>;
  /** Decimal string: the sum of the refunds. */
  refundedTotal: Scalars['String']['output'];
  /** Refunds of this sale, oldest first. */
  refunds: Array<Refund>;
  total: Scalars['String']['output'];
  type: Scalars['String']['output'];
  userId: Maybe<Scalars['ID']['output']>;
};

/** One load cell of the purchase session as the charge was derived from it. */
export type SaleCellEvidence = {
  __typename?: 'SaleCellEvidence';
  cellId: Scalars['String']['output'];
  productLineId: Maybe<Scalars['ID']['output']>;
  /** Why the cell was not charged: out_of_tolerance, put_back or no_product. */
  refused: Maybe<Scalars['String']['output']>;
  toleranceGrams: Maybe<Scalars['Float']['output']>;
  unitWeightGrams: Maybe<Scalars['Float']['output']>;
  /** Units charged; null when not charged. */
  units: Maybe<Scalars['Int']['output']>;
  weightAfter: Scalars['Float']['output'];
  weightBefore: Scalars['Float']['output'];
};

export type SaleEvidence = {
  __typename?: 'SaleEvidence';
  cells: Array<SaleCellEvidence>;
  closedAt: Maybe<Scalars['DateTime']['output']>;
  openedAt: Maybe<Scalars['DateTime']['output']>;
};

export type SaleItem = {
  __typename?: 'SaleItem';
  _id: Scalars['ID']['output'];
  kiosk: Maybe<SaleKiosk>;
  /** Decimal strings: price (gross), tax rate in percent. */
  price: Scalars['String']['output'];
  productLine: SaleProductLine;
  /** Whether a refund covers this item. */
  refunded: Scalars['Boolean']['output'];
  tax: Scalars['String']['output'];
};

export type SaleKiosk = {
  __typename?: 'SaleKiosk';
  _id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/** The member cards used in a period (the sales tab's member-card filter), by id, a page at a time. */
export type SaleMembercardsInput = {
  /** The previous page's nextCursor: the page holds the cards after it. */
  after?: InputMaybe<Scalars['String']['input']>;
  /** Period, inclusive bounds. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Cards per page, 1 to 100. */
  limit?: InputMaybe<Scalars['Int']['input']>;
  /** Part of a card id, case-insensitive. */
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

export type SaleMembercardsPage = {
  __typename?: 'SaleMembercardsPage';
  data: Array<Scalars['String']['output']>;
  /** Where the next page starts (pass as after); null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
};

export type SalePaymentMethod = {
  __typename?: 'SalePaymentMethod';
  /** Decimal string. */
  amount: Maybe<Scalars['String']['output']>;
  cardType: Maybe<Scalars['String']['output']>;
  isPaid: Scalars['Boolean']['output'];
  membercardId: Maybe<Scalars['String']['output']>;
  /**
   * How it was paid: membercard (a member card opened the sale), the card type in lower case (visa, mastercard,
   * an imported file's card or cash), else the payment provider, else unknown. The console names it in the
   * UI language; the reports' payment methods count the same values.
   */
  method: Scalars['String']['output'];
  paymentCardType: Maybe<Scalars['String']['output']>;
};

/** Payment status of a sale (spec §4). */
export type SalePaymentStatus =
  | 'not_paid'
  | 'paid'
  | 'pending';

export type SaleProductLine = {
  __typename?: 'SaleProductLine';
  _id: Maybe<Scalars['ID']['output']>;
  articleNumber: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** One bar of the chart: [start, end) and its local wall-clock label (YYYY-MM-DD, or YYYY-MM-DDTHH:mm for hours). */
export type SalesBucket = {
  __typename?: 'SalesBucket';
  end: Scalars['DateTime']['output'];
  label: Scalars['String']['output'];
  start: Scalars['DateTime']['output'];
};

export type SalesByKiosk = {
  __typename?: 'SalesByKiosk';
  buckets: Array<SalesBucket>;
  /** The currency money is shown in for the caller (spec §4: euro for root, else their first admin organization's). */
  currency: Scalars['String']['output'];
  /** Kiosks with sales in the view, by name. */
  kiosks: Array<KioskSalesSeries>;
  orgId: Scalars['ID']['output'];
  timeZone: Scalars['String']['output'];
  view: SalesView;
};

/** A sale or refund was recorded in an organization: the dashboard's figures changed. */
export type SalesChange = {
  __typename?: 'SalesChange';
  orgId: Scalars['ID']['output'];
};

export type SalesGrid = {
  __typename?: 'SalesGrid';
  data: Array<Sale>;
  /**
   * The member cards used in the period, by id, at most 200 (spec §7). The sales tab's filter reads them all,
   * a page at a time and searchable, through getSaleMembercards.
   */
  membercards: Array<Scalars['String']['output']>;
  /** Where the next page starts (pass as after); null on the last page. */
  nextCursor: Maybe<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

/** The sales tab's request (spec §7 findAllTransactionsGrid): created descending, page size 25 from page 0. */
export type SalesGridInput = {
  /**
   * The previous page's nextCursor: the page after it is read by keyset however deep it is (page then only
   * numbers it). Without it the page is found by its offset.
   */
  after?: InputMaybe<Scalars['String']['input']>;
  /** Period, inclusive bounds. */
  from?: InputMaybe<Scalars['DateTime']['input']>;
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  membercardIds?: InputMaybe<Array<Scalars['String']['input']>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  paymentStatus?: InputMaybe<Array<SalePaymentStatus>>;
  /** Matches an item's name or article number, or the member card / card type. */
  search?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['DateTime']['input']>;
};

/** The file's header name for each of our columns (omit a column the file lacks). */
export type SalesImportColumns = {
  cardId?: InputMaybe<Scalars['String']['input']>;
  kiosk?: InputMaybe<Scalars['String']['input']>;
  lineTotal?: InputMaybe<Scalars['String']['input']>;
  paymentType?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['String']['input']>;
  timestamp?: InputMaybe<Scalars['String']['input']>;
  transactionId?: InputMaybe<Scalars['String']['input']>;
  unitPrice?: InputMaybe<Scalars['String']['input']>;
};

/** One value for every row, for a column the file lacks or a row whose cell is empty. */
export type SalesImportConstants = {
  kiosk?: InputMaybe<Scalars['String']['input']>;
  paymentType?: InputMaybe<Scalars['String']['input']>;
  product?: InputMaybe<Scalars['String']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

/** How a date with day and month before the year is read: 31/12/2024 is DAY_FIRST, 12/31/2024 MONTH_FIRST. */
export type SalesImportDateOrder =
  | 'DAY_FIRST'
  | 'MONTH_FIRST';

/** A line identical to an earlier one, cell for cell: imported, but possibly the same sale twice. */
export type SalesImportDuplicate = {
  __typename?: 'SalesImportDuplicate';
  row: Scalars['Int']['output'];
  sameAs: Scalars['Int']['output'];
};

/** How to read a sales-history CSV: a preset or a column mapping, and the time zone of its times (IANA). */
export type SalesImportInput = {
  columns?: InputMaybe<SalesImportColumns>;
  constants?: InputMaybe<SalesImportConstants>;
  /**
   * How dates with day and month before the year are read. Without it they are read in the order the file
   * shows (a day above 12 in some line) and refused (DATE_ORDER_NEEDED) when the file shows none or both.
   * Year-first dates (2024-03-01, ISO 8601) need no order.
   */
  dateOrder?: InputMaybe<SalesImportDateOrder>;
  delimiter?: InputMaybe<Scalars['String']['input']>;
  /** The organization the sales (and new kiosks and products) belong to; default: the caller's only one. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  /** A built-in format, e.g. vending-machine-sales-2022; columns and constants given here override it. */
  preset?: InputMaybe<Scalars['String']['input']>;
  /**
   * The IANA zone of times written without an offset (an old name such as Europe/Kiev is read as its current
   * one); default: the organization's time zone. Times with an offset (2024-03-01T10:15:50+01:00) are instants.
   */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** Kiosk or product labels of the file that differ only in letter case, imported as one. */
export type SalesImportMerge = {
  __typename?: 'SalesImportMerge';
  /** kiosk or product */
  field: Scalars['String']['output'];
  /** The name used: the existing kiosk's or product's, else the first spelling in the file. */
  name: Scalars['String']['output'];
  variants: Array<Scalars['String']['output']>;
};

/** A refused line of the file: its line number (the header is line 1), our column and why. */
export type SalesImportRefusal = {
  __typename?: 'SalesImportRefusal';
  code: SalesImportRefusalCode;
  /** TOTAL_MISMATCH: quantity × unit price, decimal string. */
  expected: Maybe<Scalars['String']['output']>;
  field: Scalars['String']['output'];
  /** The reason in English (the console words it by code in the UI language). */
  reason: Scalars['String']['output'];
  row: Scalars['Int']['output'];
  /** The cell as written (empty for a missing kiosk or product); TOTAL_MISMATCH: the line total read. */
  value: Scalars['String']['output'];
};

/** Why a line is refused. */
export type SalesImportRefusalCode =
  /** Day and month come before the year and the order is neither chosen nor shown by the file. */
  | 'DATE_ORDER_NEEDED'
  /** A date outside the years 2000–2100. */
  | 'DATE_OUT_OF_RANGE'
  /** The line total is not a non-negative amount with at most two decimals. */
  | 'NOT_AN_AMOUNT'
  /** The timestamp is not a date and time of a form the import reads. */
  | 'NOT_A_DATE'
  /** The unit price is not a non-negative amount with at most two decimals. */
  | 'NOT_A_PRICE'
  /** The quantity is not a whole number from 1 to 10000. */
  | 'NOT_A_QUANTITY'
  | 'NO_KIOSK'
  | 'NO_PRODUCT'
  /** The line total (value) is not quantity × unit price (expected). */
  | 'TOTAL_MISMATCH';

/** What an import creates (dry run) or created. */
export type SalesImportSummary = {
  __typename?: 'SalesImportSummary';
  acceptedRows: Scalars['Int']['output'];
  alreadyImported: Scalars['Int']['output'];
  /** The order day-and-month dates were read in; null when the file has none or the order is missing. */
  dateOrder: Maybe<SalesImportDateOrder>;
  duplicateTotal: Scalars['Int']['output'];
  /** Up to 200 lines identical to an earlier one (a warning: they are imported); duplicateTotal counts all. */
  duplicates: Array<SalesImportDuplicate>;
  imported: Scalars['Boolean']['output'];
  merged: Array<SalesImportMerge>;
  /** Kiosks and products of the file that do not exist yet (dry run), or that the import created. */
  newKiosks: Array<Scalars['String']['output']>;
  newProducts: Array<Scalars['String']['output']>;
  /** Up to 200 refused lines; refusedTotal counts all. With any refused line nothing is written. */
  refused: Array<SalesImportRefusal>;
  refusedTotal: Scalars['Int']['output'];
  /** Data lines in the file, and those accepted. */
  rows: Scalars['Int']['output'];
  /** The zone the file's times were read in (its current IANA name). */
  timeZone: Scalars['String']['output'];
  /** Sum of the line totals of the transactions created (dry run: to be created), decimal string. */
  total: Scalars['String']['output'];
  /** Transactions created (dry run: to be created), and those already imported before. */
  transactions: Scalars['Int']['output'];
};

/** The views of the dashboard's sales-by-kiosk chart, bucketed in the organization's time zone. */
export type SalesView =
  /** Today by local hour (23 or 25 hours on a day with a DST change). */
  | 'hourly'
  /** Today and the 6 days before, by day. */
  | 'last7Days'
  /** The current local hour and the 23 before it. */
  | 'last24Hours'
  /** Today and the 29 days before, by day. */
  | 'last30Days'
  /** This month by day. */
  | 'monthly'
  /** This week by day, Monday to Sunday. */
  | 'weekDays';

export type ScaleDirection =
  | 'left'
  | 'right';

/** Sales by local hour of the day (0–23) or ISO weekday (1 = Monday … 7 = Sunday). */
export type SellPattern = {
  __typename?: 'SellPattern';
  items: Scalars['Int']['output'];
  netSales: Scalars['String']['output'];
  slot: Scalars['Int']['output'];
  transactions: Scalars['Int']['output'];
};

export type ServerInfo = {
  __typename?: 'ServerInfo';
  endpoint: Scalars['String']['output'];
  version: Scalars['String']['output'];
};

/** A photo of a kiosk's shelves after a refill (ADR 0026), shown with its author's visit in the refill history. */
export type ShelfPhoto = {
  __typename?: 'ShelfPhoto';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  createdBy: Maybe<Scalars['ID']['output']>;
  kioskId: Scalars['ID']['output'];
  /** When the phone took it (its clock); null: not given. */
  takenAt: Maybe<Scalars['DateTime']['output']>;
  thumbnailUrl: Scalars['String']['output'];
  /** The image (JPEG or PNG) and a thumbnail (longest side 320 px), by capability URL relative to the server. */
  url: Scalars['String']['output'];
};

export type SortOrder =
  | 'asc'
  | 'desc';

export type StatisticsProductLine = {
  __typename?: 'StatisticsProductLine';
  _id: Maybe<Scalars['ID']['output']>;
  defaultCost: Maybe<Scalars['String']['output']>;
  /** Decimal strings (current values; null when the product is gone). */
  defaultPrice: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Alert changes of the kiosks the caller sees. */
  alertChanged: AlertChange;
  /** Changes of the kiosks the caller sees (one kiosk when kioskId is given). */
  kioskChanged: KioskChange;
  /** The caller's notification centre changed. */
  notificationsChanged: NotificationsChange;
  /** Sales or refunds recorded in the caller's organizations (one organization when given). */
  salesChanged: SalesChange;
};


export type SubscriptionKioskChangedArgs = {
  kioskId?: InputMaybe<Scalars['ID']['input']>;
};


export type SubscriptionSalesChangedArgs = {
  orgId?: InputMaybe<Scalars['ID']['input']>;
};

/** A tag as used on kiosks of an organization. */
export type Tag = {
  __typename?: 'Tag';
  name: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
};

export type Tax = {
  __typename?: 'Tax';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** null for taxes every organization may use. */
  orgId: Maybe<Scalars['ID']['output']>;
  /** Percent as a decimal string, e.g. "19.00". */
  value: Scalars['String']['output'];
};

/** The temperature compliance report (food-safety audits; docs/compliance.md). */
export type TemperatureCompliance = {
  __typename?: 'TemperatureCompliance';
  from: Scalars['String']['output'];
  generatedAt: Scalars['DateTime']['output'];
  /** Upper limit, °C (7). */
  highLimit: Scalars['Float']['output'];
  kiosks: Array<KioskCompliance>;
  /** Lower limit, °C (2). */
  lowLimit: Scalars['Float']['output'];
  to: Scalars['String']['output'];
};

/**
 * One temperature reading (device contract §2 telemetry), in °C; null for a missing sensor. On ranges longer
 * than 7 days (or before the raw readings' retention) one event per UTC hour: ts is the hour's start, sensors
 * each sensor's average, min and max its extremes, readings how many readings the hour had.
 */
export type TemperatureEvent = {
  __typename?: 'TemperatureEvent';
  /** An hourly event's warmest value per sensor; null for a single reading. */
  max: Maybe<Array<Maybe<Scalars['Float']['output']>>>;
  /** An hourly event's coldest value per sensor; null for a single reading. */
  min: Maybe<Array<Maybe<Scalars['Float']['output']>>>;
  /** 1 for a single reading; the hour's number of readings for an hourly event. */
  readings: Scalars['Int']['output'];
  sensors: Array<Maybe<Scalars['Float']['output']>>;
  ts: Scalars['DateTime']['output'];
};

/** A time outside the limits: above 7 °C (high) or below 2 °C (low). */
export type TemperatureExcursion = {
  __typename?: 'TemperatureExcursion';
  /** True when a reading inside the limits ended it; false when the readings stopped (gap or end of data). */
  closed: Scalars['Boolean']['output'];
  durationSeconds: Scalars['Int']['output'];
  end: Scalars['DateTime']['output'];
  kind: ExcursionKind;
  /** Warmest (high) or coldest (low) value, °C. */
  peak: Scalars['Float']['output'];
  start: Scalars['DateTime']['output'];
};

export type ToggleUserStatusInput = {
  userId: Scalars['ID']['input'];
};

/** Top kiosk (spec §3), by net sales descending. */
export type TopSellingKiosk = {
  __typename?: 'TopSellingKiosk';
  /**
   * False when units were sold and none carried a cost (imported sales, products without a cost): there is
   * no cost data, and profit would only repeat the net sales.
   */
  costKnown: Scalars['Boolean']['output'];
  kioskId: Maybe<Scalars['ID']['output']>;
  kioskName: Maybe<Scalars['String']['output']>;
  netCost: Scalars['String']['output'];
  netSales: Scalars['String']['output'];
  profit: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
};

/** Top product (spec §3), by units sold (amount) descending. */
export type TopSellingProduct = {
  __typename?: 'TopSellingProduct';
  /** Units sold minus refunded units. */
  amount: Scalars['Int']['output'];
  /**
   * False when units were sold and none carried a cost (imported sales, products without a cost): there is
   * no cost data, and profit would only repeat the net sales.
   */
  costKnown: Scalars['Boolean']['output'];
  netCost: Scalars['String']['output'];
  netSales: Scalars['String']['output'];
  /** The product line's name. */
  productLine: Scalars['String']['output'];
  productLineId: Maybe<Scalars['ID']['output']>;
  profit: Scalars['String']['output'];
  rank: Scalars['Int']['output'];
};

/** A sale (spec §3 Transaction). */
export type Transaction = {
  __typename?: 'Transaction';
  _id: Scalars['ID']['output'];
  created: Scalars['DateTime']['output'];
  discountTotal: Scalars['String']['output'];
  itemsPurchased: Array<TransactionItem>;
  /** The organization the sale belongs to. */
  orgId: Scalars['ID']['output'];
  paymentMethod: TransactionPaymentMethod;
  /** What refunds of this sale gave back, decimal string ("0.00" when none). */
  refundedTotal: Scalars['String']['output'];
  session: TransactionSession;
  /** Decimal string in the organization's currency, e.g. "4.50". */
  total: Scalars['String']['output'];
  type: Scalars['String']['output'];
  userId: Maybe<Scalars['ID']['output']>;
};

export type TransactionItem = {
  __typename?: 'TransactionItem';
  kiosk: Maybe<TransactionKiosk>;
  /** Decimal string. */
  price: Scalars['String']['output'];
  productLine: TransactionProductLine;
  /** Tax rate in percent at sale time, decimal string. */
  tax: Scalars['String']['output'];
};

export type TransactionKiosk = {
  __typename?: 'TransactionKiosk';
  _id: Scalars['ID']['output'];
  name: Maybe<Scalars['String']['output']>;
};

/**
 * Metric widgets of the transactions screen for a period. Money as exact decimal strings. Every figure is net
 * of refunds, a refund counting in its sale's period: refunded units are not sold, refunded money is not income.
 */
export type TransactionMetrics = {
  __typename?: 'TransactionMetrics';
  /** Gross income ÷ total transactions. */
  averagePurchaseValue: Scalars['String']['output'];
  /** Sum of the sales' totals minus their refunds. */
  grossIncome: Scalars['String']['output'];
  leastSold: Maybe<MetricProduct>;
  mostRefilled: Maybe<MetricProduct>;
  mostRemoved: Maybe<MetricProduct>;
  mostSold: Maybe<MetricProduct>;
  /** Gross income minus the tax contained in the prices of the items not refunded. */
  netIncome: Scalars['String']['output'];
  productsAdded: Scalars['Int']['output'];
  productsRemoved: Scalars['Int']['output'];
  /** Units sold minus refunded units. */
  productsSold: Scalars['Int']['output'];
  /** Default cost of the units added. */
  refillsDefaultCost: Scalars['String']['output'];
  /** Sales value (default price) of the units added. */
  refillsSalesValue: Scalars['String']['output'];
  /** Removed ÷ added; null when nothing was added. */
  spoilageRate: Maybe<Scalars['Float']['output']>;
  /** Sales in the period (refunded sales still count as sales). */
  totalTransactions: Scalars['Int']['output'];
};

export type TransactionPaymentMethod = {
  __typename?: 'TransactionPaymentMethod';
  amount: Maybe<Scalars['String']['output']>;
  cardType: Maybe<Scalars['String']['output']>;
  isPaid: Scalars['Boolean']['output'];
  membercardId: Maybe<Scalars['String']['output']>;
  /**
   * How it was paid: membercard (a member card opened the sale), the card type in lower case (visa, mastercard,
   * an imported file's card or cash), else the payment provider, else unknown. The console names it in the
   * UI language; the reports' payment methods count the same values.
   */
  method: Scalars['String']['output'];
  paymentCardType: Maybe<Scalars['String']['output']>;
  stripeCustomerId: Maybe<Scalars['String']['output']>;
  stripePaymentIntentId: Maybe<Scalars['String']['output']>;
};

export type TransactionProductLine = {
  __typename?: 'TransactionProductLine';
  _id: Maybe<Scalars['ID']['output']>;
  articleNumber: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

export type TransactionPromoCode = {
  __typename?: 'TransactionPromoCode';
  code: Scalars['String']['output'];
};

export type TransactionSession = {
  __typename?: 'TransactionSession';
  details: TransactionSessionDetails;
};

export type TransactionSessionDetails = {
  __typename?: 'TransactionSessionDetails';
  promoCode: Maybe<TransactionPromoCode>;
};

/**
 * A field left out stays as it is; null clears an optional field. rolesInOrganizations, when given, is
 * the complete list of the user's roles within the caller's reach: roles there that are not listed are
 * removed, listed ones are added or changed; roles in organizations beyond the caller's reach stay.
 */
export type UpdateUserInput = {
  address?: InputMaybe<UserAddressInput>;
  avatarUrl?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  mobile?: InputMaybe<Scalars['String']['input']>;
  note?: InputMaybe<Scalars['String']['input']>;
  rolesInOrganizations?: InputMaybe<Array<RoleInOrganizationInput>>;
};

export type User = {
  __typename?: 'User';
  _id: Scalars['ID']['output'];
  address: Maybe<UserAddress>;
  /** The user's newest API key (spec §3 User.apiKey), without its secret; only on the caller's own record. */
  apiKey: Maybe<ApiKey>;
  avatarUrl: Maybe<Scalars['String']['output']>;
  email: Scalars['String']['output'];
  firstName: Scalars['String']['output'];
  /** Kiosks linked to the user. Kiosks arrive with the kiosks module; until then always empty (null in grid rows). */
  kiosks: Maybe<Array<UserKiosk>>;
  language: Language;
  lastName: Scalars['String']['output'];
  /** Member card ids (one card belongs to one user). */
  membercards: Array<Scalars['String']['output']>;
  mobile: Maybe<Scalars['String']['output']>;
  note: Maybe<Scalars['String']['output']>;
  /** Saved payment methods, masked (last 4 digits only). Null in grid rows; filled by getOneUserWithInfo and getSelf. */
  paymentMethods: Maybe<Array<PaymentMethod>>;
  /** Roles in organizations; for a caller who is not root only those in organizations the caller administers. */
  rolesInOrganizations: Array<RoleInOrganization>;
  root: Scalars['Boolean']['output'];
  /** ACTIVE or inactive */
  status: Scalars['String']['output'];
  termsAccepted: Scalars['Boolean']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

export type UserAddress = {
  __typename?: 'UserAddress';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  line1: Maybe<Scalars['String']['output']>;
  line2: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  postalCode: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
};

export type UserAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
};

export type UserKiosk = {
  __typename?: 'UserKiosk';
  _id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type UserRole =
  | 'admin'
  | 'consumer'
  /** Field operations on the kiosks assigned to them (ADR 0024). */
  | 'replenisher';

export type UserStatus =
  | 'ACTIVE'
  | 'inactive';

export type UserTransactionsGrid = {
  __typename?: 'UserTransactionsGrid';
  data: Array<Transaction>;
  /** The user's member cards (the console filters by them). */
  membercards: Array<Scalars['String']['output']>;
  total: Scalars['Int']['output'];
};

export type UserTransactionsSort = {
  field?: UserTransactionsSortField;
  order?: SortOrder;
};

export type UserTransactionsSortField =
  | 'created'
  | 'total';

export type UsersGrid = {
  __typename?: 'UsersGrid';
  data: Array<User>;
  /** Rows matching search and filters, over all pages. */
  total: Scalars['Int']['output'];
};

/** Filters; absent means all (spec: filter defaults 'all'). */
export type UsersGridFilters = {
  /** Users with a role in this organization (it must be one the caller administers). */
  organization?: InputMaybe<Scalars['ID']['input']>;
  /** Users with this role in an organization the caller administers (and in `organization` when given). */
  role?: InputMaybe<UserRole>;
  status?: InputMaybe<UserStatus>;
};

export type UsersGridInput = {
  filters?: InputMaybe<UsersGridFilters>;
  /** Page number from 0. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 25 by default, at most 500. */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  /** Matches first name, last name, full name or e-mail (case-insensitive, substring). */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Default: firstName ascending. */
  sort?: InputMaybe<UsersGridSort>;
};

export type UsersGridSort = {
  field?: UsersSortField;
  order?: SortOrder;
};

export type UsersSortField =
  | 'email'
  | 'firstName'
  | 'lastName'
  | 'status'
  | 'updatedAt';

export type WasteBatch = {
  __typename?: 'WasteBatch';
  batchId: Scalars['ID']['output'];
  bestBefore: Maybe<Scalars['Date']['output']>;
  units: Scalars['Int']['output'];
};

/** Why units were taken out of a cell. */
export type WasteReason =
  | 'damaged'
  | 'expired'
  | 'other'
  | 'quality'
  | 'recall';

export type WasteReasonTotal = {
  __typename?: 'WasteReasonTotal';
  cost: Scalars['String']['output'];
  reason: WasteReason;
  units: Scalars['Int']['output'];
};

/** Units taken out of a cell as known loss. */
export type WasteRecord = {
  __typename?: 'WasteRecord';
  _id: Scalars['ID']['output'];
  /** Units taken per batch. */
  batches: Array<WasteBatch>;
  cellId: Scalars['String']['output'];
  cost: Scalars['String']['output'];
  created: Scalars['DateTime']['output'];
  createdBy: Maybe<Scalars['ID']['output']>;
  kioskId: Scalars['ID']['output'];
  note: Maybe<Scalars['String']['output']>;
  productLineId: Scalars['ID']['output'];
  reason: WasteReason;
  /** The MISSION_CONTROL refill (Removed) that explains the count. */
  refillId: Maybe<Scalars['ID']['output']>;
  /** The product's default cost per unit when recorded, and units × it (exact decimal strings). */
  unitCost: Scalars['String']['output'];
  units: Scalars['Int']['output'];
};

export type WasteReport = {
  __typename?: 'WasteReport';
  /** Per reason (in the enum's order; reasons without waste are absent). */
  byReason: Array<WasteReasonTotal>;
  cost: Scalars['String']['output'];
  from: Scalars['DateTime']['output'];
  /** By kiosk name, product and reason. */
  lines: Array<WasteReportLine>;
  /** Cost at sale time of the units sold in the period and not refunded, same organization, kiosks and products. */
  salesCost: Scalars['String']['output'];
  /**
   * The spoilage rate: cost ÷ (salesCost + cost), between 0 and 1 — the share, at cost, of the goods that left
   * the shelves as waste rather than sold (docs/field-operations.md). Null when both are 0.
   */
  spoilageRate: Maybe<Scalars['Float']['output']>;
  to: Scalars['DateTime']['output'];
  units: Scalars['Int']['output'];
};

/** What a waste report covers: [from, to) of at most 366 days, narrowed by the rest. */
export type WasteReportFilter = {
  from: Scalars['DateTime']['input'];
  kioskIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** An organization outside the caller's scope is NOT_FOUND. */
  orgId?: InputMaybe<Scalars['ID']['input']>;
  productIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** WasteReason values (text, so an unknown one is refused naming the field). */
  reasons?: InputMaybe<Array<Scalars['String']['input']>>;
  to: Scalars['DateTime']['input'];
};

/** A kiosk × product × reason line of the waste report. */
export type WasteReportLine = {
  __typename?: 'WasteReportLine';
  /** Σ units × cost per unit at recording (exact decimal string). */
  cost: Scalars['String']['output'];
  kioskId: Scalars['ID']['output'];
  kioskName: Scalars['String']['output'];
  orgId: Scalars['ID']['output'];
  productLine: Maybe<LoadCellProduct>;
  reason: WasteReason;
  /** Waste records behind the line. */
  records: Scalars['Int']['output'];
  units: Scalars['Int']['output'];
};

export type WebhookDeliveriesPage = {
  __typename?: 'WebhookDeliveriesPage';
  data: Array<WebhookDelivery>;
  total: Scalars['Int']['output'];
};

export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  _id: Scalars['ID']['output'];
  attempts: Scalars['Int']['output'];
  createdAt: Scalars['DateTime']['output'];
  eventType: Scalars['String']['output'];
  lastAttemptAt: Maybe<Scalars['DateTime']['output']>;
  lastError: Maybe<Scalars['String']['output']>;
  lastStatusCode: Maybe<Scalars['Int']['output']>;
  /** The webhook-id header (the same for every attempt). */
  messageId: Scalars['String']['output'];
  nextAttemptAt: Maybe<Scalars['DateTime']['output']>;
  /** pending, delivered or failed */
  status: Scalars['String']['output'];
};

/** A URL that receives an organization's events, signed the Standard Webhooks way (Settings → Integrations). */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  _id: Scalars['ID']['output'];
  createdAt: Scalars['DateTime']['output'];
  description: Scalars['String']['output'];
  /** Why the server disabled it (e.g. failing for 24 hours). */
  disabledReason: Maybe<Scalars['String']['output']>;
  enabled: Scalars['Boolean']['output'];
  /** Subscribed event types: transaction.created, transaction.refunded, refill.recorded, alert.opened, alert.resolved, kiosk.online, kiosk.offline. */
  events: Array<Scalars['String']['output']>;
  /** Since when every delivery has failed. */
  failingSince: Maybe<Scalars['DateTime']['output']>;
  /** Also receives the events of every sub-organization below its organization. */
  includeSubOrganizations: Scalars['Boolean']['output'];
  orgId: Scalars['ID']['output'];
  /** The signing secret (whsec_…), for the organization's admins. */
  secret: Scalars['String']['output'];
  url: Scalars['String']['output'];
};

export type WebhookEndpointInput = {
  description?: InputMaybe<Scalars['String']['input']>;
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  events: Array<Scalars['String']['input']>;
  /** Also the events of the organization's sub-organizations (default false). */
  includeSubOrganizations?: InputMaybe<Scalars['Boolean']['input']>;
  url: Scalars['String']['input'];
};

/** Which URLs this server's webhooks may call (the console's hint says the same). */
export type WebhookUrlRule = {
  __typename?: 'WebhookUrlRule';
  /**
   * https:// to an address on the public internet is always allowed. loopbackAllowed: whether http:// (or
   * https://) to this server's own computer (localhost, 127.0.0.1, ::1) is too — outside production only.
   */
  loopbackAllowed: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  ActivitiesGrid: ResolverTypeWrapper<ActivitiesGrid>;
  Activity: ResolverTypeWrapper<Activity>;
  Alert: ResolverTypeWrapper<Alert>;
  AlertAcknowledgement: ResolverTypeWrapper<AlertAcknowledgement>;
  AlertChange: ResolverTypeWrapper<AlertChange>;
  AlertKiosk: ResolverTypeWrapper<AlertKiosk>;
  AlertSeverity: AlertSeverity;
  AlertSnooze: ResolverTypeWrapper<AlertSnooze>;
  AlertStatus: AlertStatus;
  AlertType: AlertType;
  AlertsGrid: ResolverTypeWrapper<AlertsGrid>;
  AlertsGridInput: AlertsGridInput;
  AlmostEmptyFilter: AlmostEmptyFilter;
  AlmostEmptyPage: ResolverTypeWrapper<AlmostEmptyPage>;
  AlmostEmptySort: AlmostEmptySort;
  AlmostEmptySortField: AlmostEmptySortField;
  ApiKey: ResolverTypeWrapper<ApiKey>;
  ApiKeyExplanation: ResolverTypeWrapper<ApiKeyExplanation>;
  ApiKeyInput: ApiKeyInput;
  ApiKeyScope: ApiKeyScope;
  AuditActor: ResolverTypeWrapper<AuditActor>;
  AuditChange: ResolverTypeWrapper<AuditChange>;
  AuditEntriesGrid: ResolverTypeWrapper<AuditEntriesGrid>;
  AuditEntry: ResolverTypeWrapper<AuditEntry>;
  AuditFilter: AuditFilter;
  AverageDailyNetRevenue: ResolverTypeWrapper<AverageDailyNetRevenue>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Capacity: ResolverTypeWrapper<Capacity>;
  CapacityInput: CapacityInput;
  CellBatch: ResolverTypeWrapper<CellBatch>;
  CellBatchInput: CellBatchInput;
  CellDifference: ResolverTypeWrapper<CellDifference>;
  CellReconciliation: ResolverTypeWrapper<CellReconciliation>;
  ComplianceAlert: ResolverTypeWrapper<ComplianceAlert>;
  ComplianceDay: ResolverTypeWrapper<ComplianceDay>;
  CompliancePeriodInput: CompliancePeriodInput;
  ConfigureKioskPropsInput: ConfigureKioskPropsInput;
  CreateUserInput: CreateUserInput;
  Currency: Currency;
  DailyProfitByKiosk: ResolverTypeWrapper<DailyProfitByKiosk>;
  DashboardFigures: ResolverTypeWrapper<DashboardFigures>;
  DataExport: ResolverTypeWrapper<DataExport>;
  DataExportsGrid: ResolverTypeWrapper<DataExportsGrid>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteProductLineResult: ResolverTypeWrapper<DeleteProductLineResult>;
  DeviceCredentials: ResolverTypeWrapper<DeviceCredentials>;
  ExcursionKind: ExcursionKind;
  ExportFormat: ExportFormat;
  ExportStatus: ExportStatus;
  File: ResolverTypeWrapper<Scalars['File']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForecastComparison: ResolverTypeWrapper<ForecastComparison>;
  ForecastComparisonEntry: ResolverTypeWrapper<ForecastComparisonEntry>;
  ForecastPayload: ForecastPayload;
  ForecastProduct: ResolverTypeWrapper<ForecastProduct>;
  ForecastProductDemand: ResolverTypeWrapper<ForecastProductDemand>;
  ForecastResult: ResolverTypeWrapper<ForecastResult>;
  ForecastRevenueItem: ResolverTypeWrapper<ForecastRevenueItem>;
  ForecastStats: ResolverTypeWrapper<ForecastStats>;
  ForecastTopItem: ResolverTypeWrapper<ForecastTopItem>;
  ForecastVariant: ForecastVariant;
  GrantRootInput: GrantRootInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InventoryTotal: ResolverTypeWrapper<InventoryTotal>;
  Kiosk: ResolverTypeWrapper<KioskJson>;
  KioskAcceptedPayment: ResolverTypeWrapper<KioskAcceptedPayment>;
  KioskAcceptedPaymentInput: KioskAcceptedPaymentInput;
  KioskAutoTempOutOfService: ResolverTypeWrapper<KioskAutoTempOutOfService>;
  KioskAutoTempOutOfServiceInput: KioskAutoTempOutOfServiceInput;
  KioskChange: ResolverTypeWrapper<KioskChange>;
  KioskCommand: ResolverTypeWrapper<KioskCommand>;
  KioskCompliance: ResolverTypeWrapper<KioskCompliance>;
  KioskComponents: ResolverTypeWrapper<KioskComponents>;
  KioskComponentsInput: KioskComponentsInput;
  KioskController: ResolverTypeWrapper<KioskController>;
  KioskControllerInput: KioskControllerInput;
  KioskFleet: ResolverTypeWrapper<Omit<KioskFleet, 'hot' | 'offlineLong'> & { hot: Array<ResolversTypes['Kiosk']>, offlineLong: Array<ResolversTypes['Kiosk']> }>;
  KioskForForecast: ResolverTypeWrapper<KioskForForecast>;
  KioskHeartbeat: ResolverTypeWrapper<KioskHeartbeat>;
  KioskInitScreen: ResolverTypeWrapper<KioskInitScreen>;
  KioskInput: KioskInput;
  KioskInventory: ResolverTypeWrapper<KioskInventory>;
  KioskLandingPageInput: KioskLandingPageInput;
  KioskLandingPageResult: ResolverTypeWrapper<KioskLandingPageResult>;
  KioskLocation: ResolverTypeWrapper<KioskLocation>;
  KioskLocationInput: KioskLocationInput;
  KioskPaymentConfig: ResolverTypeWrapper<KioskPaymentConfig>;
  KioskPaymentConfigInput: KioskPaymentConfigInput;
  KioskProductStock: ResolverTypeWrapper<KioskProductStock>;
  KioskReplenisher: ResolverTypeWrapper<KioskReplenisher>;
  KioskSalesSeries: ResolverTypeWrapper<KioskSalesSeries>;
  KioskScheduleState: ResolverTypeWrapper<KioskScheduleState>;
  KioskServiceCheck: ResolverTypeWrapper<KioskServiceCheck>;
  KioskServiceCheckInput: KioskServiceCheckInput;
  KioskServiceCheckSlot: ResolverTypeWrapper<KioskServiceCheckSlot>;
  KioskServiceCheckSlotInput: KioskServiceCheckSlotInput;
  KioskSession: ResolverTypeWrapper<KioskSession>;
  KioskSettingsResult: ResolverTypeWrapper<Omit<KioskSettingsResult, 'kiosk'> & { kiosk: ResolversTypes['Kiosk'] }>;
  KioskSignal: ResolverTypeWrapper<KioskSignal>;
  KioskSignalInput: KioskSignalInput;
  KioskSignalRule: ResolverTypeWrapper<KioskSignalRule>;
  KioskSignalRuleInput: KioskSignalRuleInput;
  KioskSortField: KioskSortField;
  KioskTemperature: ResolverTypeWrapper<KioskTemperature>;
  KioskUpdateInput: KioskUpdateInput;
  KioskVisitSchedule: ResolverTypeWrapper<KioskVisitSchedule>;
  KioskVisitScheduleInput: KioskVisitScheduleInput;
  KiosksGrid: ResolverTypeWrapper<Omit<KiosksGrid, 'data'> & { data: Array<ResolversTypes['Kiosk']> }>;
  KiosksGridInput: KiosksGridInput;
  Language: Language;
  LinkedKiosk: ResolverTypeWrapper<LinkedKiosk>;
  LoadCell: ResolverTypeWrapper<LoadCell>;
  LoadCellInput: LoadCellInput;
  LoadCellPreset: LoadCellPreset;
  LoadCellProduct: ResolverTypeWrapper<LoadCellProduct>;
  MemberCardsInput: MemberCardsInput;
  MetricProduct: ResolverTypeWrapper<MetricProduct>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Notification: ResolverTypeWrapper<Notification>;
  NotificationRule: ResolverTypeWrapper<NotificationRule>;
  NotificationRuleInput: NotificationRuleInput;
  NotificationSubscription: ResolverTypeWrapper<NotificationSubscription>;
  NotificationSubscriptionInput: NotificationSubscriptionInput;
  NotificationType: ResolverTypeWrapper<NotificationType>;
  NotificationTypeSetting: ResolverTypeWrapper<NotificationTypeSetting>;
  NotificationTypeSettingInput: NotificationTypeSettingInput;
  NotificationsChange: ResolverTypeWrapper<NotificationsChange>;
  NotificationsPage: ResolverTypeWrapper<NotificationsPage>;
  Nutrition: ResolverTypeWrapper<Nutrition>;
  NutritionInput: NutritionInput;
  Organization: ResolverTypeWrapper<Organization>;
  OrganizationAddress: ResolverTypeWrapper<OrganizationAddress>;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationContact: ResolverTypeWrapper<OrganizationContact>;
  OrganizationContactInput: OrganizationContactInput;
  OrganizationFile: ResolverTypeWrapper<OrganizationFile>;
  OrganizationInput: OrganizationInput;
  OrganizationKiosk: ResolverTypeWrapper<OrganizationKiosk>;
  OrganizationMember: ResolverTypeWrapper<OrganizationMember>;
  OrganizationRef: ResolverTypeWrapper<OrganizationRef>;
  OrganizationSortField: OrganizationSortField;
  OrganizationSummary: ResolverTypeWrapper<OrganizationSummary>;
  OrganizationSupport: ResolverTypeWrapper<OrganizationSupport>;
  OrganizationSupportInput: OrganizationSupportInput;
  OrganizationType: OrganizationType;
  OrganizationsGrid: ResolverTypeWrapper<OrganizationsGrid>;
  OrganizationsGridFilters: OrganizationsGridFilters;
  OrganizationsGridInput: OrganizationsGridInput;
  OrganizationsGridSort: OrganizationsGridSort;
  OutOfServicePeriod: ResolverTypeWrapper<OutOfServicePeriod>;
  PackagingOption: ResolverTypeWrapper<PackagingOption>;
  PackagingOptionInput: PackagingOptionInput;
  PaymentMethod: ResolverTypeWrapper<PaymentMethod>;
  PaymentMethodStats: ResolverTypeWrapper<PaymentMethodStats>;
  PeakSalesHour: ResolverTypeWrapper<PeakSalesHour>;
  PeriodInput: PeriodInput;
  PlayList: ResolverTypeWrapper<PlayList>;
  PlayListItem: ResolverTypeWrapper<PlayListItem>;
  PlayListItemInput: PlayListItemInput;
  PlayListItemUpdate: PlayListItemUpdate;
  PriceHistory: ResolverTypeWrapper<PriceHistory>;
  PriceHistoryPage: ResolverTypeWrapper<PriceHistoryPage>;
  ProductFamily: ResolverTypeWrapper<ProductFamily>;
  ProductLine: ResolverTypeWrapper<ProductLine>;
  ProductLineInput: ProductLineInput;
  ProductLinePriceInput: ProductLinePriceInput;
  ProductLinePriceUpdateInput: ProductLinePriceUpdateInput;
  ProductLineSortField: ProductLineSortField;
  ProductLineStatistics: ResolverTypeWrapper<ProductLineStatistics>;
  ProductLinesGrid: ResolverTypeWrapper<ProductLinesGrid>;
  ProductLinesGridInput: ProductLinesGridInput;
  ProductLinesStatisticsGrid: ResolverTypeWrapper<ProductLinesStatisticsGrid>;
  ProductLinesStatisticsInput: ProductLinesStatisticsInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefillDetails: ResolverTypeWrapper<RefillDetails>;
  RefillHistory: ResolverTypeWrapper<RefillHistory>;
  RefillHistoryEntry: ResolverTypeWrapper<RefillHistoryEntry>;
  RefillHistoryFilter: RefillHistoryFilter;
  RefillHistoryLine: ResolverTypeWrapper<RefillHistoryLine>;
  RefillHourGroup: ResolverTypeWrapper<RefillHourGroup>;
  RefillPattern: ResolverTypeWrapper<RefillPattern>;
  RefillRecord: ResolverTypeWrapper<RefillRecord>;
  RefillScaleEntry: ResolverTypeWrapper<RefillScaleEntry>;
  RefillsGrid: ResolverTypeWrapper<RefillsGrid>;
  RefillsGridInput: RefillsGridInput;
  Refund: ResolverTypeWrapper<Refund>;
  RefundItem: ResolverTypeWrapper<RefundItem>;
  ReplenisherRoute: ResolverTypeWrapper<Omit<ReplenisherRoute, 'stops'> & { stops: Array<ResolversTypes['ReplenisherRouteStop']> }>;
  ReplenisherRouteStop: ResolverTypeWrapper<Omit<ReplenisherRouteStop, 'kiosk'> & { kiosk: ResolversTypes['Kiosk'] }>;
  ReportBucket: ResolverTypeWrapper<ReportBucket>;
  ReportGrouping: ReportGrouping;
  ReportPeriod: ReportPeriod;
  ReportScope: ResolverTypeWrapper<ReportScope>;
  ReportSeriesPoint: ResolverTypeWrapper<ReportSeriesPoint>;
  ReportSummary: ResolverTypeWrapper<ReportSummary>;
  RoleInOrganization: ResolverTypeWrapper<RoleInOrganization>;
  RoleInOrganizationInput: RoleInOrganizationInput;
  RouteExpiringBatch: ResolverTypeWrapper<RouteExpiringBatch>;
  RoutePickLine: ResolverTypeWrapper<RoutePickLine>;
  RoutePullLine: ResolverTypeWrapper<RoutePullLine>;
  Sale: ResolverTypeWrapper<Sale>;
  SaleCellEvidence: ResolverTypeWrapper<SaleCellEvidence>;
  SaleEvidence: ResolverTypeWrapper<SaleEvidence>;
  SaleItem: ResolverTypeWrapper<SaleItem>;
  SaleKiosk: ResolverTypeWrapper<SaleKiosk>;
  SaleMembercardsInput: SaleMembercardsInput;
  SaleMembercardsPage: ResolverTypeWrapper<SaleMembercardsPage>;
  SalePaymentMethod: ResolverTypeWrapper<SalePaymentMethod>;
  SalePaymentStatus: SalePaymentStatus;
  SaleProductLine: ResolverTypeWrapper<SaleProductLine>;
  SalesBucket: ResolverTypeWrapper<SalesBucket>;
  SalesByKiosk: ResolverTypeWrapper<SalesByKiosk>;
  SalesChange: ResolverTypeWrapper<SalesChange>;
  SalesGrid: ResolverTypeWrapper<SalesGrid>;
  SalesGridInput: SalesGridInput;
  SalesImportColumns: SalesImportColumns;
  SalesImportConstants: SalesImportConstants;
  SalesImportDateOrder: SalesImportDateOrder;
  SalesImportDuplicate: ResolverTypeWrapper<SalesImportDuplicate>;
  SalesImportInput: SalesImportInput;
  SalesImportMerge: ResolverTypeWrapper<SalesImportMerge>;
  SalesImportRefusal: ResolverTypeWrapper<SalesImportRefusal>;
  SalesImportRefusalCode: SalesImportRefusalCode;
  SalesImportSummary: ResolverTypeWrapper<SalesImportSummary>;
  SalesView: SalesView;
  ScaleDirection: ScaleDirection;
  SellPattern: ResolverTypeWrapper<SellPattern>;
  ServerInfo: ResolverTypeWrapper<ServerInfo>;
  ShelfPhoto: ResolverTypeWrapper<ShelfPhoto>;
  SortOrder: SortOrder;
  StatisticsProductLine: ResolverTypeWrapper<StatisticsProductLine>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Tag: ResolverTypeWrapper<Tag>;
  Tax: ResolverTypeWrapper<Tax>;
  TemperatureCompliance: ResolverTypeWrapper<TemperatureCompliance>;
  TemperatureEvent: ResolverTypeWrapper<TemperatureEvent>;
  TemperatureExcursion: ResolverTypeWrapper<TemperatureExcursion>;
  ToggleUserStatusInput: ToggleUserStatusInput;
  TopSellingKiosk: ResolverTypeWrapper<TopSellingKiosk>;
  TopSellingProduct: ResolverTypeWrapper<TopSellingProduct>;
  Transaction: ResolverTypeWrapper<Transaction>;
  TransactionItem: ResolverTypeWrapper<TransactionItem>;
  TransactionKiosk: ResolverTypeWrapper<TransactionKiosk>;
  TransactionMetrics: ResolverTypeWrapper<TransactionMetrics>;
  TransactionPaymentMethod: ResolverTypeWrapper<TransactionPaymentMethod>;
  TransactionProductLine: ResolverTypeWrapper<TransactionProductLine>;
  TransactionPromoCode: ResolverTypeWrapper<TransactionPromoCode>;
  TransactionSession: ResolverTypeWrapper<TransactionSession>;
  TransactionSessionDetails: ResolverTypeWrapper<TransactionSessionDetails>;
  UpdateUserInput: UpdateUserInput;
  User: ResolverTypeWrapper<User>;
  UserAddress: ResolverTypeWrapper<UserAddress>;
  UserAddressInput: UserAddressInput;
  UserKiosk: ResolverTypeWrapper<UserKiosk>;
  UserRole: UserRole;
  UserStatus: UserStatus;
  UserTransactionsGrid: ResolverTypeWrapper<UserTransactionsGrid>;
  UserTransactionsSort: UserTransactionsSort;
  UserTransactionsSortField: UserTransactionsSortField;
  UsersGrid: ResolverTypeWrapper<UsersGrid>;
  UsersGridFilters: UsersGridFilters;
  UsersGridInput: UsersGridInput;
  UsersGridSort: UsersGridSort;
  UsersSortField: UsersSortField;
  WasteBatch: ResolverTypeWrapper<WasteBatch>;
  WasteReason: WasteReason;
  WasteReasonTotal: ResolverTypeWrapper<WasteReasonTotal>;
  WasteRecord: ResolverTypeWrapper<WasteRecord>;
  WasteReport: ResolverTypeWrapper<WasteReport>;
  WasteReportFilter: WasteReportFilter;
  WasteReportLine: ResolverTypeWrapper<WasteReportLine>;
  WebhookDeliveriesPage: ResolverTypeWrapper<WebhookDeliveriesPage>;
  WebhookDelivery: ResolverTypeWrapper<WebhookDelivery>;
  WebhookEndpoint: ResolverTypeWrapper<WebhookEndpoint>;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookUrlRule: ResolverTypeWrapper<WebhookUrlRule>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  ActivitiesGrid: ActivitiesGrid;
  Activity: Activity;
  Alert: Alert;
  AlertAcknowledgement: AlertAcknowledgement;
  AlertChange: AlertChange;
  AlertKiosk: AlertKiosk;
  AlertSnooze: AlertSnooze;
  AlertsGrid: AlertsGrid;
  AlertsGridInput: AlertsGridInput;
  AlmostEmptyFilter: AlmostEmptyFilter;
  AlmostEmptyPage: AlmostEmptyPage;
  AlmostEmptySort: AlmostEmptySort;
  ApiKey: ApiKey;
  ApiKeyExplanation: ApiKeyExplanation;
  ApiKeyInput: ApiKeyInput;
  AuditActor: AuditActor;
  AuditChange: AuditChange;
  AuditEntriesGrid: AuditEntriesGrid;
  AuditEntry: AuditEntry;
  AuditFilter: AuditFilter;
  AverageDailyNetRevenue: AverageDailyNetRevenue;
  Boolean: Scalars['Boolean']['output'];
  Capacity: Capacity;
  CapacityInput: CapacityInput;
  CellBatch: CellBatch;
  CellBatchInput: CellBatchInput;
  CellDifference: CellDifference;
  CellReconciliation: CellReconciliation;
  ComplianceAlert: ComplianceAlert;
  ComplianceDay: ComplianceDay;
  CompliancePeriodInput: CompliancePeriodInput;
  ConfigureKioskPropsInput: ConfigureKioskPropsInput;
  CreateUserInput: CreateUserInput;
  DailyProfitByKiosk: DailyProfitByKiosk;
  DashboardFigures: DashboardFigures;
  DataExport: DataExport;
  DataExportsGrid: DataExportsGrid;
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteProductLineResult: DeleteProductLineResult;
  DeviceCredentials: DeviceCredentials;
  File: Scalars['File']['output'];
  Float: Scalars['Float']['output'];
  ForecastComparison: ForecastComparison;
  ForecastComparisonEntry: ForecastComparisonEntry;
  ForecastPayload: ForecastPayload;
  ForecastProduct: ForecastProduct;
  ForecastProductDemand: ForecastProductDemand;
  ForecastResult: ForecastResult;
  ForecastRevenueItem: ForecastRevenueItem;
  ForecastStats: ForecastStats;
  ForecastTopItem: ForecastTopItem;
  GrantRootInput: GrantRootInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  InventoryTotal: InventoryTotal;
  Kiosk: KioskJson;
  KioskAcceptedPayment: KioskAcceptedPayment;
  KioskAcceptedPaymentInput: KioskAcceptedPaymentInput;
  KioskAutoTempOutOfService: KioskAutoTempOutOfService;
  KioskAutoTempOutOfServiceInput: KioskAutoTempOutOfServiceInput;
  KioskChange: KioskChange;
  KioskCommand: KioskCommand;
  KioskCompliance: KioskCompliance;
  KioskComponents: KioskComponents;
  KioskComponentsInput: KioskComponentsInput;
  KioskController: KioskController;
  KioskControllerInput: KioskControllerInput;
  KioskFleet: Omit<KioskFleet, 'hot' | 'offlineLong'> & { hot: Array<ResolversParentTypes['Kiosk']>, offlineLong: Array<ResolversParentTypes['Kiosk']> };
  KioskForForecast: KioskForForecast;
  KioskHeartbeat: KioskHeartbeat;
  KioskInitScreen: KioskInitScreen;
  KioskInput: KioskInput;
  KioskInventory: KioskInventory;
  KioskLandingPageInput: KioskLandingPageInput;
  KioskLandingPageResult: KioskLandingPageResult;
  KioskLocation: KioskLocation;
  KioskLocationInput: KioskLocationInput;
  KioskPaymentConfig: KioskPaymentConfig;
  KioskPaymentConfigInput: KioskPaymentConfigInput;
  KioskProductStock: KioskProductStock;
  KioskReplenisher: KioskReplenisher;
  KioskSalesSeries: KioskSalesSeries;
  KioskScheduleState: KioskScheduleState;
  KioskServiceCheck: KioskServiceCheck;
  KioskServiceCheckInput: KioskServiceCheckInput;
  KioskServiceCheckSlot: KioskServiceCheckSlot;
  KioskServiceCheckSlotInput: KioskServiceCheckSlotInput;
  KioskSession: KioskSession;
  KioskSettingsResult: Omit<KioskSettingsResult, 'kiosk'> & { kiosk: ResolversParentTypes['Kiosk'] };
  KioskSignal: KioskSignal;
  KioskSignalInput: KioskSignalInput;
  KioskSignalRule: KioskSignalRule;
  KioskSignalRuleInput: KioskSignalRuleInput;
  KioskTemperature: KioskTemperature;
  KioskUpdateInput: KioskUpdateInput;
  KioskVisitSchedule: KioskVisitSchedule;
  KioskVisitScheduleInput: KioskVisitScheduleInput;
  KiosksGrid: Omit<KiosksGrid, 'data'> & { data: Array<ResolversParentTypes['Kiosk']> };
  KiosksGridInput: KiosksGridInput;
  LinkedKiosk: LinkedKiosk;
  LoadCell: LoadCell;
  LoadCellInput: LoadCellInput;
  LoadCellProduct: LoadCellProduct;
  MemberCardsInput: MemberCardsInput;
  MetricProduct: MetricProduct;
  Mutation: Record<PropertyKey, never>;
  Notification: Notification;
  NotificationRule: NotificationRule;
  NotificationRuleInput: NotificationRuleInput;
  NotificationSubscription: NotificationSubscription;
  NotificationSubscriptionInput: NotificationSubscriptionInput;
  NotificationType: NotificationType;
  NotificationTypeSetting: NotificationTypeSetting;
  NotificationTypeSettingInput: NotificationTypeSettingInput;
  NotificationsChange: NotificationsChange;
  NotificationsPage: NotificationsPage;
  Nutrition: Nutrition;
  NutritionInput: NutritionInput;
  Organization: Organization;
  OrganizationAddress: OrganizationAddress;
  OrganizationAddressInput: OrganizationAddressInput;
  OrganizationContact: OrganizationContact;
  OrganizationContactInput: OrganizationContactInput;
  OrganizationFile: OrganizationFile;
  OrganizationInput: OrganizationInput;
  OrganizationKiosk: OrganizationKiosk;
  OrganizationMember: OrganizationMember;
  OrganizationRef: OrganizationRef;
  OrganizationSummary: OrganizationSummary;
  OrganizationSupport: OrganizationSupport;
  OrganizationSupportInput: OrganizationSupportInput;
  OrganizationsGrid: OrganizationsGrid;
  OrganizationsGridFilters: OrganizationsGridFilters;
  OrganizationsGridInput: OrganizationsGridInput;
  OrganizationsGridSort: OrganizationsGridSort;
  OutOfServicePeriod: OutOfServicePeriod;
  PackagingOption: PackagingOption;
  PackagingOptionInput: PackagingOptionInput;
  PaymentMethod: PaymentMethod;
  PaymentMethodStats: PaymentMethodStats;
  PeakSalesHour: PeakSalesHour;
  PeriodInput: PeriodInput;
  PlayList: PlayList;
  PlayListItem: PlayListItem;
  PlayListItemInput: PlayListItemInput;
  PlayListItemUpdate: PlayListItemUpdate;
  PriceHistory: PriceHistory;
  PriceHistoryPage: PriceHistoryPage;
  ProductFamily: ProductFamily;
  ProductLine: ProductLine;
  ProductLineInput: ProductLineInput;
  ProductLinePriceInput: ProductLinePriceInput;
  ProductLinePriceUpdateInput: ProductLinePriceUpdateInput;
  ProductLineStatistics: ProductLineStatistics;
  ProductLinesGrid: ProductLinesGrid;
  ProductLinesGridInput: ProductLinesGridInput;
  ProductLinesStatisticsGrid: ProductLinesStatisticsGrid;
  ProductLinesStatisticsInput: ProductLinesStatisticsInput;
  Query: Record<PropertyKey, never>;
  RefillDetails: RefillDetails;
  RefillHistory: RefillHistory;
  RefillHistoryEntry: RefillHistoryEntry;
  RefillHistoryFilter: RefillHistoryFilter;
  RefillHistoryLine: RefillHistoryLine;
  RefillHourGroup: RefillHourGroup;
  RefillPattern: RefillPattern;
  RefillRecord: RefillRecord;
  RefillScaleEntry: RefillScaleEntry;
  RefillsGrid: RefillsGrid;
  RefillsGridInput: RefillsGridInput;
  Refund: Refund;
  RefundItem: RefundItem;
  ReplenisherRoute: Omit<ReplenisherRoute, 'stops'> & { stops: Array<ResolversParentTypes['ReplenisherRouteStop']> };
  ReplenisherRouteStop: Omit<ReplenisherRouteStop, 'kiosk'> & { kiosk: ResolversParentTypes['Kiosk'] };
  ReportBucket: ReportBucket;
  ReportPeriod: ReportPeriod;
  ReportScope: ReportScope;
  ReportSeriesPoint: ReportSeriesPoint;
  ReportSummary: ReportSummary;
  RoleInOrganization: RoleInOrganization;
  RoleInOrganizationInput: RoleInOrganizationInput;
  RouteExpiringBatch: RouteExpiringBatch;
  RoutePickLine: RoutePickLine;
  RoutePullLine: RoutePullLine;
  Sale: Sale;
  SaleCellEvidence: SaleCellEvidence;
  SaleEvidence: SaleEvidence;
  SaleItem: SaleItem;
  SaleKiosk: SaleKiosk;
  SaleMembercardsInput: SaleMembercardsInput;
  SaleMembercardsPage: SaleMembercardsPage;
  SalePaymentMethod: SalePaymentMethod;
  SaleProductLine: SaleProductLine;
  SalesBucket: SalesBucket;
  SalesByKiosk: SalesByKiosk;
  SalesChange: SalesChange;
  SalesGrid: SalesGrid;
  SalesGridInput: SalesGridInput;
  SalesImportColumns: SalesImportColumns;
  SalesImportConstants: SalesImportConstants;
  SalesImportDuplicate: SalesImportDuplicate;
  SalesImportInput: SalesImportInput;
  SalesImportMerge: SalesImportMerge;
  SalesImportRefusal: SalesImportRefusal;
  SalesImportSummary: SalesImportSummary;
  SellPattern: SellPattern;
  ServerInfo: ServerInfo;
  ShelfPhoto: ShelfPhoto;
  StatisticsProductLine: StatisticsProductLine;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  Tag: Tag;
  Tax: Tax;
  TemperatureCompliance: TemperatureCompliance;
  TemperatureEvent: TemperatureEvent;
  TemperatureExcursion: TemperatureExcursion;
  ToggleUserStatusInput: ToggleUserStatusInput;
  TopSellingKiosk: TopSellingKiosk;
  TopSellingProduct: TopSellingProduct;
  Transaction: Transaction;
  TransactionItem: TransactionItem;
  TransactionKiosk: TransactionKiosk;
  TransactionMetrics: TransactionMetrics;
  TransactionPaymentMethod: TransactionPaymentMethod;
  TransactionProductLine: TransactionProductLine;
  TransactionPromoCode: TransactionPromoCode;
  TransactionSession: TransactionSession;
  TransactionSessionDetails: TransactionSessionDetails;
  UpdateUserInput: UpdateUserInput;
  User: User;
  UserAddress: UserAddress;
  UserAddressInput: UserAddressInput;
  UserKiosk: UserKiosk;
  UserTransactionsGrid: UserTransactionsGrid;
  UserTransactionsSort: UserTransactionsSort;
  UsersGrid: UsersGrid;
  UsersGridFilters: UsersGridFilters;
  UsersGridInput: UsersGridInput;
  UsersGridSort: UsersGridSort;
  WasteBatch: WasteBatch;
  WasteReasonTotal: WasteReasonTotal;
  WasteRecord: WasteRecord;
  WasteReport: WasteReport;
  WasteReportFilter: WasteReportFilter;
  WasteReportLine: WasteReportLine;
  WebhookDeliveriesPage: WebhookDeliveriesPage;
  WebhookDelivery: WebhookDelivery;
  WebhookEndpoint: WebhookEndpoint;
  WebhookEndpointInput: WebhookEndpointInput;
  WebhookUrlRule: WebhookUrlRule;
}>;

export type ActivitiesGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ActivitiesGrid'] = ResolversParentTypes['ActivitiesGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Activity']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ActivityResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Activity'] = ResolversParentTypes['Activity']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ts?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AlertResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Alert'] = ResolversParentTypes['Alert']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  acknowledged?: Resolver<Maybe<ResolversTypes['AlertAcknowledgement']>, ParentType, ContextType>;
  details?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['AlertKiosk'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scaleDirection?: Resolver<Maybe<ResolversTypes['ScaleDirection']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['AlertSeverity'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AlertStatus'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AlertType'], ParentType, ContextType>;
}>;

export type AlertAcknowledgementResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AlertAcknowledgement'] = ResolversParentTypes['AlertAcknowledgement']> = ResolversObject<{
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AlertChangeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AlertChange'] = ResolversParentTypes['AlertChange']> = ResolversObject<{
  alertId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AlertKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AlertKiosk'] = ResolversParentTypes['AlertKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AlertSnoozeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AlertSnooze'] = ResolversParentTypes['AlertSnooze']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  until?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type AlertsGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AlertsGrid'] = ResolversParentTypes['AlertsGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AlmostEmptyPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AlmostEmptyPage'] = ResolversParentTypes['AlmostEmptyPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['KioskProductStock']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ApiKeyResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  explanation?: Resolver<ResolversTypes['ApiKeyExplanation'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ApiKeyScope'], ParentType, ContextType>;
  secret?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ApiKeyExplanationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ApiKeyExplanation'] = ResolversParentTypes['ApiKeyExplanation']> = ResolversObject<{
  curlExample?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jwtHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeExample?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payloadExample?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payloadRule?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  requestHeader?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditActorResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AuditActor'] = ResolversParentTypes['AuditActor']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type AuditChangeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AuditChange'] = ResolversParentTypes['AuditChange']> = ResolversObject<{
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuditEntriesGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AuditEntriesGrid'] = ResolversParentTypes['AuditEntriesGrid']> = ResolversObject<{
  actors?: Resolver<Array<ResolversTypes['AuditActor']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['AuditEntry']>, ParentType, ContextType>;
  objectTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type AuditEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AuditEntry'] = ResolversParentTypes['AuditEntry']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  actorEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actorType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  apiKeyId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  args?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  at?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  changeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['AuditChange']>, ParentType, ContextType>;
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  objectType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  operation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  orgName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type AverageDailyNetRevenueResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['AverageDailyNetRevenue'] = ResolversParentTypes['AverageDailyNetRevenue']> = ResolversObject<{
  average?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CapacityResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Capacity'] = ResolversParentTypes['Capacity']> = ResolversObject<{
  surfaceSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CellBatchResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CellBatch'] = ResolversParentTypes['CellBatch']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bestBefore?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refillId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CellDifferenceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CellDifference'] = ResolversParentTypes['CellDifference']> = ResolversObject<{
  difference?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  measured?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  recorded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CellReconciliationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['CellReconciliation'] = ResolversParentTypes['CellReconciliation']> = ResolversObject<{
  added?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  differences?: Resolver<Array<ResolversTypes['CellDifference']>, ParentType, ContextType>;
  found?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scaleAfter?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scaleBefore?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  scaleChange?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wasted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ComplianceAlertResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ComplianceAlert'] = ResolversParentTypes['ComplianceAlert']> = ResolversObject<{
  acknowledgedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  acknowledgedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  alertId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ComplianceDayResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ComplianceDay'] = ResolversParentTypes['ComplianceDay']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  max?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  min?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  readings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsAbove?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsBelow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsCovered?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  secondsOutOfService?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DailyProfitByKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DailyProfitByKiosk'] = ResolversParentTypes['DailyProfitByKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  costKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_cost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total_sales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type DashboardFiguresResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DashboardFigures'] = ResolversParentTypes['DashboardFigures']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customersToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  monthFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  monthlyRevenue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productsSoldToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenueToday?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  todayFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type DataExportResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  format?: Resolver<ResolversTypes['ExportFormat'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  rowCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ExportStatus'], ParentType, ContextType>;
}>;

export type DataExportsGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DataExportsGrid'] = ResolversParentTypes['DataExportsGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['DataExport']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteProductLineResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DeleteProductLineResult'] = ResolversParentTypes['DeleteProductLineResult']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeviceCredentialsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['DeviceCredentials'] = ResolversParentTypes['DeviceCredentials']> = ResolversObject<{
  mqttUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mqttWsUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  password?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface FileScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['File'], any> {
  name: 'File';
}

export type ForecastComparisonResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastComparison'] = ResolversParentTypes['ForecastComparison']> = ResolversObject<{
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  holiday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list?: Resolver<Array<ResolversTypes['ForecastComparisonEntry']>, ParentType, ContextType>;
}>;

export type ForecastComparisonEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastComparisonEntry'] = ResolversParentTypes['ForecastComparisonEntry']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  meta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ForecastProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastProduct'] = ResolversParentTypes['ForecastProduct']> = ResolversObject<{
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ForecastProductDemandResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastProductDemand'] = ResolversParentTypes['ForecastProductDemand']> = ResolversObject<{
  actualUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  forecastedUnits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointUnits?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  unitsLower?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitsUpper?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ForecastResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastResult'] = ResolversParentTypes['ForecastResult']> = ResolversObject<{
  comparison?: Resolver<Maybe<Array<ResolversTypes['ForecastComparison']>>, ParentType, ContextType>;
  computedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productDemand?: Resolver<Maybe<Array<ResolversTypes['ForecastProductDemand']>>, ParentType, ContextType>;
  revenue?: Resolver<Maybe<Array<ResolversTypes['ForecastRevenueItem']>>, ParentType, ContextType>;
  stats?: Resolver<Maybe<ResolversTypes['ForecastStats']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  topSellingKiosks?: Resolver<Maybe<Array<ResolversTypes['ForecastTopItem']>>, ParentType, ContextType>;
  topSellingProducts?: Resolver<Maybe<Array<ResolversTypes['ForecastTopItem']>>, ParentType, ContextType>;
  variant?: Resolver<ResolversTypes['ForecastVariant'], ParentType, ContextType>;
}>;

export type ForecastRevenueItemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastRevenueItem'] = ResolversParentTypes['ForecastRevenueItem']> = ResolversObject<{
  actualSales?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  actualUnits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expectedUnits?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  forecastedNetCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forecastedProfit?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forecastedSales?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forecastedSalesLower?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  forecastedSalesUpper?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holiday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointUnits?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitsLower?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unitsUpper?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ForecastStatsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastStats'] = ResolversParentTypes['ForecastStats']> = ResolversObject<{
  demandLastWeekChange?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  demandLastWeekChangePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextWeekCovered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  numberOfCustomer?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productDemand?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productDemandLower?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productDemandUpper?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  revenueLastWeekChange?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  revenueLastWeekChangePercentage?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type ForecastTopItemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ForecastTopItem'] = ResolversParentTypes['ForecastTopItem']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quantitySold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type InventoryTotalResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['InventoryTotal'] = ResolversParentTypes['InventoryTotal']> = ResolversObject<{
  cells?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupancy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  productLine?: Resolver<ResolversTypes['LoadCellProduct'], ParentType, ContextType>;
}>;

export type KioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Kiosk'] = ResolversParentTypes['Kiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  acceptedPayment?: Resolver<Maybe<ResolversTypes['KioskAcceptedPayment']>, ParentType, ContextType>;
  components?: Resolver<ResolversTypes['KioskComponents'], ParentType, ContextType>;
  controller?: Resolver<ResolversTypes['KioskController'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dayIncome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deviceCredentialsIssuedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  doorStatus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  esl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firmware?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heartbeat?: Resolver<ResolversTypes['KioskHeartbeat'], ParentType, ContextType>;
  inService?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  inventory?: Resolver<ResolversTypes['KioskInventory'], ParentType, ContextType>;
  ipAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['KioskLocation'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  qrcode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  schedule?: Resolver<Maybe<ResolversTypes['KioskScheduleState']>, ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serviceReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  session?: Resolver<ResolversTypes['KioskSession'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  technicianPin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  temperature?: Resolver<ResolversTypes['KioskTemperature'], ParentType, ContextType>;
  thermostatTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visitSchedule?: Resolver<Maybe<ResolversTypes['KioskVisitSchedule']>, ParentType, ContextType>;
}>;

export type KioskAcceptedPaymentResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskAcceptedPayment'] = ResolversParentTypes['KioskAcceptedPayment']> = ResolversObject<{
  config?: Resolver<ResolversTypes['KioskPaymentConfig'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskAutoTempOutOfServiceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskAutoTempOutOfService'] = ResolversParentTypes['KioskAutoTempOutOfService']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  timeInMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KioskChangeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskChange'] = ResolversParentTypes['KioskChange']> = ResolversObject<{
  aspects?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type KioskCommandResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskCommand'] = ResolversParentTypes['KioskCommand']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  deliveredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  finishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  params?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  resends?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sentAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskComplianceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskCompliance'] = ResolversParentTypes['KioskCompliance']> = ResolversObject<{
  alerts?: Resolver<Array<ResolversTypes['ComplianceAlert']>, ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['ComplianceDay']>, ParentType, ContextType>;
  excursions?: Resolver<Array<ResolversTypes['TemperatureExcursion']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  orgName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfService?: Resolver<Array<ResolversTypes['OutOfServicePeriod']>, ParentType, ContextType>;
  serialNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskComponentsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskComponents'] = ResolversParentTypes['KioskComponents']> = ResolversObject<{
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KioskControllerResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskController'] = ResolversParentTypes['KioskController']> = ResolversObject<{
  ageRestriction?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  autoTempOutOfService?: Resolver<ResolversTypes['KioskAutoTempOutOfService'], ParentType, ContextType>;
  fraudDetection?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  memberCardEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  paymentType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preAuth?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  serviceCheck?: Resolver<ResolversTypes['KioskServiceCheck'], ParentType, ContextType>;
  supportEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportHotline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportHotlineAvailability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tabletFont?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tabletLang?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  technicianPin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  thermostatTemperature?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tolerance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type KioskFleetResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskFleet'] = ResolversParentTypes['KioskFleet']> = ResolversObject<{
  hot?: Resolver<Array<ResolversTypes['Kiosk']>, ParentType, ContextType>;
  inUse?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  offlineLong?: Resolver<Array<ResolversTypes['Kiosk']>, ParentType, ContextType>;
  online?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  outOfService?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KioskForForecastResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskForForecast'] = ResolversParentTypes['KioskForForecast']> = ResolversObject<{
  dataSufficient?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  daysWithSales?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type KioskHeartbeatResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskHeartbeat'] = ResolversParentTypes['KioskHeartbeat']> = ResolversObject<{
  updated?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  uptime?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type KioskInitScreenResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskInitScreen'] = ResolversParentTypes['KioskInitScreen']> = ResolversObject<{
  bgColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bgURI?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  bodyTextColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerTextColor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  headerURI?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KioskInventoryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskInventory'] = ResolversParentTypes['KioskInventory']> = ResolversObject<{
  loadCells?: Resolver<Array<ResolversTypes['LoadCell']>, ParentType, ContextType>;
  totals?: Resolver<Array<ResolversTypes['InventoryTotal']>, ParentType, ContextType>;
}>;

export type KioskLandingPageResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskLandingPageResult'] = ResolversParentTypes['KioskLandingPageResult']> = ResolversObject<{
  offlineKiosks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  organization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType>;
}>;

export type KioskLocationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskLocation'] = ResolversParentTypes['KioskLocation']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KioskPaymentConfigResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskPaymentConfig'] = ResolversParentTypes['KioskPaymentConfig']> = ResolversObject<{
  authorizationType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  clientSecretSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  locationID?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  passwordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paymentMode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  username?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KioskProductStockResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskProductStock'] = ResolversParentTypes['KioskProductStock']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  max?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupancy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productLine?: Resolver<Maybe<ResolversTypes['LoadCellProduct']>, ParentType, ContextType>;
}>;

export type KioskReplenisherResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskReplenisher'] = ResolversParentTypes['KioskReplenisher']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type KioskSalesSeriesResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskSalesSeries'] = ResolversParentTypes['KioskSalesSeries']> = ResolversObject<{
  kioskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kioskName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  revenue?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type KioskScheduleStateResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskScheduleState'] = ResolversParentTypes['KioskScheduleState']> = ResolversObject<{
  nextChange?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  nextInService?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KioskServiceCheckResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskServiceCheck'] = ResolversParentTypes['KioskServiceCheck']> = ResolversObject<{
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['KioskServiceCheckSlot']>, ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KioskServiceCheckSlotResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskServiceCheckSlot'] = ResolversParentTypes['KioskServiceCheckSlot']> = ResolversObject<{
  dayNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskSessionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskSession'] = ResolversParentTypes['KioskSession']> = ResolversObject<{
  since?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskSettingsResultResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskSettingsResult'] = ResolversParentTypes['KioskSettingsResult']> = ResolversObject<{
  code?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  command?: Resolver<ResolversTypes['KioskCommand'], ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  offline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serviceCommand?: Resolver<Maybe<ResolversTypes['KioskCommand']>, ParentType, ContextType>;
}>;

export type KioskSignalResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskSignal'] = ResolversParentTypes['KioskSignal']> = ResolversObject<{
  dayNumber?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  msFromStartOfDay?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  notifyThat?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type KioskSignalRuleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskSignalRule'] = ResolversParentTypes['KioskSignalRule']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastFiredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  repeating?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  signals?: Resolver<Array<ResolversTypes['KioskSignal']>, ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type KioskTemperatureResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskTemperature'] = ResolversParentTypes['KioskTemperature']> = ResolversObject<{
  sensors?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  updated?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type KioskVisitScheduleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KioskVisitSchedule'] = ResolversParentTypes['KioskVisitSchedule']> = ResolversObject<{
  nextVisit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  safetyMarginPercent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  visit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weekdays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type KiosksGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['KiosksGrid'] = ResolversParentTypes['KiosksGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Kiosk']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type LinkedKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LinkedKiosk'] = ResolversParentTypes['LinkedKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LoadCellResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LoadCell'] = ResolversParentTypes['LoadCell']> = ResolversObject<{
  batches?: Resolver<Array<ResolversTypes['CellBatch']>, ParentType, ContextType>;
  bestBefore?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxQty?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupancy?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  planogramPosition?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  priceTag?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productLine?: Resolver<Maybe<ResolversTypes['LoadCellProduct']>, ParentType, ContextType>;
  products?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  surfaceSize?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tagId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type LoadCellProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['LoadCellProduct'] = ResolversParentTypes['LoadCellProduct']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MetricProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['MetricProduct'] = ResolversParentTypes['MetricProduct']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productLine?: Resolver<ResolversTypes['StatisticsProductLine'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  acceptTerms?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  acknowledgeAlert?: Resolver<ResolversTypes['Alert'], ParentType, ContextType, RequireFields<MutationAcknowledgeAlertArgs, 'id'>>;
  addApiKey?: Resolver<ResolversTypes['ApiKey'], ParentType, ContextType, Partial<MutationAddApiKeyArgs>>;
  addCellStock?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationAddCellStockArgs, 'batches' | 'cellId' | 'kioskId'>>;
  addKioskSignalRule?: Resolver<ResolversTypes['KioskSignalRule'], ParentType, ContextType, RequireFields<MutationAddKioskSignalRuleArgs, 'data' | 'kioskId'>>;
  addMembercardIdForUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationAddMembercardIdForUserArgs, 'data' | 'userId'>>;
  archiveProductLine?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<MutationArchiveProductLineArgs, 'id'>>;
  assignReplenisher?: Resolver<ResolversTypes['KioskReplenisher'], ParentType, ContextType, RequireFields<MutationAssignReplenisherArgs, 'kioskId' | 'userId'>>;
  cancelSnooze?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationCancelSnoozeArgs, 'kioskId'>>;
  configureKioskProps?: Resolver<ResolversTypes['KioskSettingsResult'], ParentType, ContextType, RequireFields<MutationConfigureKioskPropsArgs, 'data'>>;
  configureLoadCells?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationConfigureLoadCellsArgs, 'kioskId' | 'preset'>>;
  correctCellQuantity?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationCorrectCellQuantityArgs, 'cellId' | 'count' | 'kioskId'>>;
  createKioskLandingPage?: Resolver<ResolversTypes['KioskLandingPageResult'], ParentType, ContextType, RequireFields<MutationCreateKioskLandingPageArgs, 'data' | 'orgId'>>;
  createOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationCreateOrganizationArgs, 'data'>>;
  createPlayList?: Resolver<ResolversTypes['PlayList'], ParentType, ContextType, RequireFields<MutationCreatePlayListArgs, 'data' | 'kioskId' | 'media'>>;
  createProductLine?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<MutationCreateProductLineArgs, 'data'>>;
  createProductLinePrice?: Resolver<ResolversTypes['PriceHistory'], ParentType, ContextType, RequireFields<MutationCreateProductLinePriceArgs, 'data'>>;
  createRefill?: Resolver<ResolversTypes['KioskCommand'], ParentType, ContextType, RequireFields<MutationCreateRefillArgs, 'kioskId'>>;
  createUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationCreateUserArgs, 'data'>>;
  createWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationCreateWebhookEndpointArgs, 'data' | 'orgId'>>;
  dateCellStock?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationDateCellStockArgs, 'batches' | 'cellId' | 'kioskId'>>;
  deleteActivePriceHistory?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteActivePriceHistoryArgs, 'priceHistoryId' | 'productLineId'>>;
  deleteKioskSignalRule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteKioskSignalRuleArgs, 'kioskId' | 'ruleId'>>;
  deleteLoadCell?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationDeleteLoadCellArgs, 'added' | 'cellId' | 'kioskId'>>;
  deleteMembercardIdForUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationDeleteMembercardIdForUserArgs, 'data' | 'userId'>>;
  deleteOrganizationFile?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationFileArgs, 'fileId' | 'orgId'>>;
  deleteOrganizationImage?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationDeleteOrganizationImageArgs, 'orgId'>>;
  deletePlayListContent?: Resolver<ResolversTypes['PlayList'], ParentType, ContextType, RequireFields<MutationDeletePlayListContentArgs, 'kioskId' | 'uri'>>;
  deleteProductLine?: Resolver<ResolversTypes['DeleteProductLineResult'], ParentType, ContextType, RequireFields<MutationDeleteProductLineArgs, 'id'>>;
  deleteProductLineImage?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<MutationDeleteProductLineImageArgs, 'id' | 'orgId'>>;
  deleteWebhookEndpoint?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWebhookEndpointArgs, 'endpointId'>>;
  duplicateProductLine?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<MutationDuplicateProductLineArgs, 'id'>>;
  grantRootForUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationGrantRootForUserArgs, 'data'>>;
  importSales?: Resolver<ResolversTypes['SalesImportSummary'], ParentType, ContextType, RequireFields<MutationImportSalesArgs, 'data' | 'file'>>;
  kioskCreate?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationKioskCreateArgs, 'data'>>;
  kioskDeviceCredentials?: Resolver<ResolversTypes['DeviceCredentials'], ParentType, ContextType, RequireFields<MutationKioskDeviceCredentialsArgs, 'kioskId'>>;
  kioskReset?: Resolver<ResolversTypes['KioskCommand'], ParentType, ContextType, RequireFields<MutationKioskResetArgs, 'id'>>;
  kioskRestart?: Resolver<ResolversTypes['KioskCommand'], ParentType, ContextType, RequireFields<MutationKioskRestartArgs, 'id'>>;
  kioskSync?: Resolver<ResolversTypes['KioskCommand'], ParentType, ContextType, RequireFields<MutationKioskSyncArgs, 'id'>>;
  kioskUpdate?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationKioskUpdateArgs, 'data' | 'id'>>;
  markAllNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  markNotificationsRead?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<MutationMarkNotificationsReadArgs, 'ids'>>;
  previewSalesImport?: Resolver<ResolversTypes['SalesImportSummary'], ParentType, ContextType, RequireFields<MutationPreviewSalesImportArgs, 'data' | 'file'>>;
  putUserNotificationRule?: Resolver<ResolversTypes['NotificationRule'], ParentType, ContextType, RequireFields<MutationPutUserNotificationRuleArgs, 'data' | 'userId'>>;
  recordCellCount?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRecordCellCountArgs, 'cellId' | 'kioskId'>>;
  recordWaste?: Resolver<ResolversTypes['WasteRecord'], ParentType, ContextType, RequireFields<MutationRecordWasteArgs, 'cellId' | 'kioskId' | 'reason' | 'units'>>;
  refundTransaction?: Resolver<ResolversTypes['Refund'], ParentType, ContextType, RequireFields<MutationRefundTransactionArgs, 'reason' | 'transactionId'>>;
  removeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRemoveApiKeyArgs, 'apiKeyId'>>;
  rotateWebhookSecret?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationRotateWebhookSecretArgs, 'endpointId'>>;
  sendWebhookTest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendWebhookTestArgs, 'endpointId'>>;
  setKioskService?: Resolver<ResolversTypes['KioskCommand'], ParentType, ContextType, RequireFields<MutationSetKioskServiceArgs, 'id' | 'inService'>>;
  setKioskVisitSchedule?: Resolver<Maybe<ResolversTypes['KioskVisitSchedule']>, ParentType, ContextType, RequireFields<MutationSetKioskVisitScheduleArgs, 'kioskId'>>;
  setNotificationRules?: Resolver<ResolversTypes['NotificationRule'], ParentType, ContextType, RequireFields<MutationSetNotificationRulesArgs, 'data'>>;
  setTags?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationSetTagsArgs, 'kioskId' | 'tags'>>;
  setUserLanguage?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationSetUserLanguageArgs, 'lang'>>;
  snoozeKioskAlerts?: Resolver<ResolversTypes['AlertSnooze'], ParentType, ContextType, RequireFields<MutationSnoozeKioskAlertsArgs, 'kioskId' | 'until'>>;
  toggleUserStatus?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationToggleUserStatusArgs, 'data'>>;
  unassignReplenisher?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationUnassignReplenisherArgs, 'kioskId' | 'userId'>>;
  updateKioskSignalRule?: Resolver<ResolversTypes['KioskSignalRule'], ParentType, ContextType, RequireFields<MutationUpdateKioskSignalRuleArgs, 'data' | 'kioskId' | 'ruleId'>>;
  updateLoadcell?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<MutationUpdateLoadcellArgs, 'cells' | 'kioskId'>>;
  updateOrganization?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationArgs, 'data' | 'orgId'>>;
  updateOrganizationImage?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<MutationUpdateOrganizationImageArgs, 'image' | 'orgId'>>;
  updatePlayList?: Resolver<ResolversTypes['PlayList'], ParentType, ContextType, RequireFields<MutationUpdatePlayListArgs, 'items' | 'kioskId'>>;
  updateProductLine?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<MutationUpdateProductLineArgs, 'data'>>;
  updateProductLineImage?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<MutationUpdateProductLineImageArgs, 'id' | 'image'>>;
  updateProductLinePrice?: Resolver<ResolversTypes['PriceHistory'], ParentType, ContextType, RequireFields<MutationUpdateProductLinePriceArgs, 'data' | 'id'>>;
  updateUser?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'data' | 'id'>>;
  updateWebhookEndpoint?: Resolver<ResolversTypes['WebhookEndpoint'], ParentType, ContextType, RequireFields<MutationUpdateWebhookEndpointArgs, 'data' | 'endpointId'>>;
  uploadOrganizationFile?: Resolver<ResolversTypes['OrganizationFile'], ParentType, ContextType, RequireFields<MutationUploadOrganizationFileArgs, 'file' | 'orgId'>>;
  uploadShelfPhoto?: Resolver<ResolversTypes['ShelfPhoto'], ParentType, ContextType, RequireFields<MutationUploadShelfPhotoArgs, 'kioskId' | 'photo'>>;
}>;

export type NotificationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Notification'] = ResolversParentTypes['Notification']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  alertId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  startDate?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationRuleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NotificationRule'] = ResolversParentTypes['NotificationRule']> = ResolversObject<{
  subscriptions?: Resolver<Array<ResolversTypes['NotificationSubscription']>, ParentType, ContextType>;
  types?: Resolver<Array<ResolversTypes['NotificationTypeSetting']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type NotificationSubscriptionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NotificationSubscription'] = ResolversParentTypes['NotificationSubscription']> = ResolversObject<{
  all?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  channels?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  kioskIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationTypeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NotificationType'] = ResolversParentTypes['NotificationType']> = ResolversObject<{
  severity?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationTypeSettingResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NotificationTypeSetting'] = ResolversParentTypes['NotificationTypeSetting']> = ResolversObject<{
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mc?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NotificationsChangeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NotificationsChange'] = ResolversParentTypes['NotificationsChange']> = ResolversObject<{
  aspects?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type NotificationsPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['NotificationsPage'] = ResolversParentTypes['NotificationsPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Notification']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NutritionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Nutrition'] = ResolversParentTypes['Nutrition']> = ResolversObject<{
  carbo?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  carboSugar?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  energy?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fatSaturated?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  fiber?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  protein?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  salt?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
}>;

export type OrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Organization'] = ResolversParentTypes['Organization']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address?: Resolver<ResolversTypes['OrganizationAddress'], ParentType, ContextType>;
  allSubsOrgIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  appleId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['OrganizationContact'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['Currency'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fridges?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kioskInitScreen?: Resolver<ResolversTypes['KioskInitScreen'], ParentType, ContextType>;
  kiosks?: Resolver<Array<ResolversTypes['OrganizationKiosk']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  parentOrg?: Resolver<Maybe<ResolversTypes['OrganizationRef']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  support?: Resolver<ResolversTypes['OrganizationSupport'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['OrganizationType'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  users?: Resolver<Array<ResolversTypes['OrganizationMember']>, ParentType, ContextType>;
}>;

export type OrganizationAddressResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationAddress'] = ResolversParentTypes['OrganizationAddress']> = ResolversObject<{
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrganizationContactResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationContact'] = ResolversParentTypes['OrganizationContact']> = ResolversObject<{
  contactPerson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  supportPhoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrganizationFileResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationFile'] = ResolversParentTypes['OrganizationFile']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  uploadedBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationKiosk'] = ResolversParentTypes['OrganizationKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  serialNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrganizationMemberResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationMember'] = ResolversParentTypes['OrganizationMember']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationRefResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationRef'] = ResolversParentTypes['OrganizationRef']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationSummaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationSummary'] = ResolversParentTypes['OrganizationSummary']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type OrganizationSupportResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationSupport'] = ResolversParentTypes['OrganizationSupport']> = ResolversObject<{
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hotlineAvailability?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OrganizationsGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OrganizationsGrid'] = ResolversParentTypes['OrganizationsGrid']> = ResolversObject<{
  cities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  countries?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  data?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  parentOrg?: Resolver<Array<ResolversTypes['OrganizationRef']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zipcodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type OutOfServicePeriodResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['OutOfServicePeriod'] = ResolversParentTypes['OutOfServicePeriod']> = ResolversObject<{
  appliedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PackagingOptionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PackagingOption'] = ResolversParentTypes['PackagingOption']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ean?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  grossWeightGrams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  netWeightGrams?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  netWeightGramsUnit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  packageWeightGrams?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  shelfLifeDays?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  tolerancePercentage?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PaymentMethodResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PaymentMethod'] = ResolversParentTypes['PaymentMethod']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  last4digits?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updated?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type PaymentMethodStatsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PaymentMethodStats'] = ResolversParentTypes['PaymentMethodStats']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cnt?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PeakSalesHourResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PeakSalesHour'] = ResolversParentTypes['PeakSalesHour']> = ResolversObject<{
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PlayListResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PlayList'] = ResolversParentTypes['PlayList']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PlayListItem']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type PlayListItemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PlayListItem'] = ResolversParentTypes['PlayListItem']> = ResolversObject<{
  duration?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  order?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uri?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PriceHistoryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PriceHistory'] = ResolversParentTypes['PriceHistory']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  default?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validForKiosk?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  validFrom?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  validTo?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type PriceHistoryPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['PriceHistoryPage'] = ResolversParentTypes['PriceHistoryPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['PriceHistory']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductFamilyResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProductFamily'] = ResolversParentTypes['ProductFamily']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  category?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type ProductLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProductLine'] = ResolversParentTypes['ProductLine']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  allergens?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  archived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  capacities?: Resolver<Array<ResolversTypes['Capacity']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  defaultCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  defaultPrice?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  ingredientsList?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  manufacturer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nutrition?: Resolver<ResolversTypes['Nutrition'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  packagingOptions?: Resolver<Array<ResolversTypes['PackagingOption']>, ParentType, ContextType>;
  sku?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tax?: Resolver<Maybe<ResolversTypes['Tax']>, ParentType, ContextType>;
  taxId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  vat?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ProductLineStatisticsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProductLineStatistics'] = ResolversParentTypes['ProductLineStatistics']> = ResolversObject<{
  productLine?: Resolver<ResolversTypes['StatisticsProductLine'], ParentType, ContextType>;
  refilled?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalGrossSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  totalRemovedCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ProductLinesGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProductLinesGrid'] = ResolversParentTypes['ProductLinesGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ProductLine']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ProductLinesStatisticsGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ProductLinesStatisticsGrid'] = ResolversParentTypes['ProductLinesStatisticsGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['ProductLineStatistics']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkMemberCardIfAlreadyAssigned?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryCheckMemberCardIfAlreadyAssignedArgs, 'membercard'>>;
  dailyProfitByKiosks?: Resolver<Array<ResolversTypes['DailyProfitByKiosk']>, ParentType, ContextType, Partial<QueryDailyProfitByKiosksArgs>>;
  findAllTransactionsGrid?: Resolver<ResolversTypes['SalesGrid'], ParentType, ContextType, Partial<QueryFindAllTransactionsGridArgs>>;
  findUserTransactionsGrid?: Resolver<ResolversTypes['UserTransactionsGrid'], ParentType, ContextType, RequireFields<QueryFindUserTransactionsGridArgs, 'limit' | 'skip' | 'userId'>>;
  getAllKiosks?: Resolver<Array<ResolversTypes['Kiosk']>, ParentType, ContextType>;
  getAllOrganizations?: Resolver<Array<ResolversTypes['Organization']>, ParentType, ContextType>;
  getAllSerialNumbers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  getAllTags?: Resolver<Array<ResolversTypes['Tag']>, ParentType, ContextType>;
  getAllUsersGrid?: Resolver<ResolversTypes['UsersGrid'], ParentType, ContextType, Partial<QueryGetAllUsersGridArgs>>;
  getAlmostEmptyKiosks?: Resolver<ResolversTypes['AlmostEmptyPage'], ParentType, ContextType, Partial<QueryGetAlmostEmptyKiosksArgs>>;
  getApiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  getAverageDailyNetRevenue?: Resolver<ResolversTypes['AverageDailyNetRevenue'], ParentType, ContextType, Partial<QueryGetAverageDailyNetRevenueArgs>>;
  getDashboardFigures?: Resolver<ResolversTypes['DashboardFigures'], ParentType, ContextType, Partial<QueryGetDashboardFiguresArgs>>;
  getDefaultProductLinePriceHistory?: Resolver<ResolversTypes['PriceHistoryPage'], ParentType, ContextType, RequireFields<QueryGetDefaultProductLinePriceHistoryArgs, 'productLineId'>>;
  getForecast?: Resolver<ResolversTypes['ForecastResult'], ParentType, ContextType, RequireFields<QueryGetForecastArgs, 'payload'>>;
  getForecastProducts?: Resolver<Array<ResolversTypes['ForecastProduct']>, ParentType, ContextType, Partial<QueryGetForecastProductsArgs>>;
  getKioskAlertSnooze?: Resolver<Maybe<ResolversTypes['AlertSnooze']>, ParentType, ContextType, RequireFields<QueryGetKioskAlertSnoozeArgs, 'kioskId'>>;
  getKioskCommands?: Resolver<Array<ResolversTypes['KioskCommand']>, ParentType, ContextType, RequireFields<QueryGetKioskCommandsArgs, 'kioskId'>>;
  getKioskFleet?: Resolver<ResolversTypes['KioskFleet'], ParentType, ContextType, Partial<QueryGetKioskFleetArgs>>;
  getKioskReplenishers?: Resolver<Array<ResolversTypes['KioskReplenisher']>, ParentType, ContextType, Partial<QueryGetKioskReplenishersArgs>>;
  getKioskSignalRules?: Resolver<Array<ResolversTypes['KioskSignalRule']>, ParentType, ContextType, RequireFields<QueryGetKioskSignalRulesArgs, 'kioskId'>>;
  getKioskWithCapacities?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType, RequireFields<QueryGetKioskWithCapacitiesArgs, 'id'>>;
  getKiosksByOrgIds?: Resolver<Array<ResolversTypes['Kiosk']>, ParentType, ContextType, RequireFields<QueryGetKiosksByOrgIdsArgs, 'orgIds'>>;
  getKiosksForForecast?: Resolver<Array<ResolversTypes['KioskForForecast']>, ParentType, ContextType, Partial<QueryGetKiosksForForecastArgs>>;
  getKiosksGrid?: Resolver<ResolversTypes['KiosksGrid'], ParentType, ContextType, Partial<QueryGetKiosksGridArgs>>;
  getManufacturers?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  getMyExports?: Resolver<ResolversTypes['DataExportsGrid'], ParentType, ContextType, RequireFields<QueryGetMyExportsArgs, 'page' | 'pageSize'>>;
  getMyNotifications?: Resolver<ResolversTypes['NotificationsPage'], ParentType, ContextType, Partial<QueryGetMyNotificationsArgs>>;
  getNotificationRules?: Resolver<ResolversTypes['NotificationRule'], ParentType, ContextType>;
  getNotificationTypes?: Resolver<Array<ResolversTypes['NotificationType']>, ParentType, ContextType>;
  getOneUserNotificationRule?: Resolver<ResolversTypes['NotificationRule'], ParentType, ContextType, RequireFields<QueryGetOneUserNotificationRuleArgs, 'userId'>>;
  getOneUserWithInfo?: Resolver<ResolversTypes['User'], ParentType, ContextType, RequireFields<QueryGetOneUserWithInfoArgs, 'id'>>;
  getOrganizationById?: Resolver<ResolversTypes['Organization'], ParentType, ContextType, RequireFields<QueryGetOrganizationByIdArgs, 'id'>>;
  getOrganizationFiles?: Resolver<Array<ResolversTypes['OrganizationFile']>, ParentType, ContextType, RequireFields<QueryGetOrganizationFilesArgs, 'orgId'>>;
  getOrganizationsGrid?: Resolver<ResolversTypes['OrganizationsGrid'], ParentType, ContextType, Partial<QueryGetOrganizationsGridArgs>>;
  getPaymentsMethodsStats?: Resolver<Array<ResolversTypes['PaymentMethodStats']>, ParentType, ContextType, Partial<QueryGetPaymentsMethodsStatsArgs>>;
  getPeakSalesHour?: Resolver<Maybe<ResolversTypes['PeakSalesHour']>, ParentType, ContextType, Partial<QueryGetPeakSalesHourArgs>>;
  getPlayList?: Resolver<ResolversTypes['PlayList'], ParentType, ContextType, RequireFields<QueryGetPlayListArgs, 'kioskId'>>;
  getProductFamilies?: Resolver<Array<ResolversTypes['ProductFamily']>, ParentType, ContextType>;
  getProductLineActivePriceHistory?: Resolver<ResolversTypes['PriceHistoryPage'], ParentType, ContextType, RequireFields<QueryGetProductLineActivePriceHistoryArgs, 'productLineId'>>;
  getProductLineById?: Resolver<ResolversTypes['ProductLine'], ParentType, ContextType, RequireFields<QueryGetProductLineByIdArgs, 'id'>>;
  getProductLineLinkedKiosks?: Resolver<Array<ResolversTypes['LinkedKiosk']>, ParentType, ContextType, RequireFields<QueryGetProductLineLinkedKiosksArgs, 'id'>>;
  getProductLines?: Resolver<Array<ResolversTypes['ProductLine']>, ParentType, ContextType>;
  getProductLinesByOrgId?: Resolver<Array<ResolversTypes['ProductLine']>, ParentType, ContextType, RequireFields<QueryGetProductLinesByOrgIdArgs, 'orgId'>>;
  getProductLinesStatisticsGrid?: Resolver<ResolversTypes['ProductLinesStatisticsGrid'], ParentType, ContextType, Partial<QueryGetProductLinesStatisticsGridArgs>>;
  getProductsByKioskIds?: Resolver<Array<ResolversTypes['KioskProductStock']>, ParentType, ContextType, RequireFields<QueryGetProductsByKioskIdsArgs, 'kioskIds'>>;
  getRefillHistory?: Resolver<ResolversTypes['RefillHistory'], ParentType, ContextType, RequireFields<QueryGetRefillHistoryArgs, 'filter'>>;
  getRefillReconciliation?: Resolver<Maybe<ResolversTypes['RefillHistoryEntry']>, ParentType, ContextType, RequireFields<QueryGetRefillReconciliationArgs, 'kioskId'>>;
  getReplenisherRoute?: Resolver<ResolversTypes['ReplenisherRoute'], ParentType, ContextType, Partial<QueryGetReplenisherRouteArgs>>;
  getReportSummary?: Resolver<ResolversTypes['ReportSummary'], ParentType, ContextType, RequireFields<QueryGetReportSummaryArgs, 'grouping'>>;
  getSaleMembercards?: Resolver<ResolversTypes['SaleMembercardsPage'], ParentType, ContextType, Partial<QueryGetSaleMembercardsArgs>>;
  getSelf?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  getTemperatureCompliance?: Resolver<ResolversTypes['TemperatureCompliance'], ParentType, ContextType, RequireFields<QueryGetTemperatureComplianceArgs, 'kioskIds' | 'period'>>;
  getTemperatureEventsByKiosk?: Resolver<Array<ResolversTypes['TemperatureEvent']>, ParentType, ContextType, RequireFields<QueryGetTemperatureEventsByKioskArgs, 'kioskId'>>;
  getTopRefillsHour?: Resolver<Array<ResolversTypes['RefillHourGroup']>, ParentType, ContextType, Partial<QueryGetTopRefillsHourArgs>>;
  getTopRefillsWeek?: Resolver<Array<ResolversTypes['RefillPattern']>, ParentType, ContextType, Partial<QueryGetTopRefillsWeekArgs>>;
  getTopSellHours?: Resolver<Array<ResolversTypes['SellPattern']>, ParentType, ContextType, Partial<QueryGetTopSellHoursArgs>>;
  getTopSellWeek?: Resolver<Array<ResolversTypes['SellPattern']>, ParentType, ContextType, Partial<QueryGetTopSellWeekArgs>>;
  getTopSellingProducts?: Resolver<Array<ResolversTypes['TopSellingProduct']>, ParentType, ContextType, RequireFields<QueryGetTopSellingProductsArgs, 'limit'>>;
  getTransactionMetrics?: Resolver<ResolversTypes['TransactionMetrics'], ParentType, ContextType, Partial<QueryGetTransactionMetricsArgs>>;
  getWasteReport?: Resolver<ResolversTypes['WasteReport'], ParentType, ContextType, RequireFields<QueryGetWasteReportArgs, 'filter'>>;
  getWebhookDeliveries?: Resolver<ResolversTypes['WebhookDeliveriesPage'], ParentType, ContextType, RequireFields<QueryGetWebhookDeliveriesArgs, 'endpointId'>>;
  getWebhookEndpoints?: Resolver<Array<ResolversTypes['WebhookEndpoint']>, ParentType, ContextType, Partial<QueryGetWebhookEndpointsArgs>>;
  getWebhookUrlRule?: Resolver<ResolversTypes['WebhookUrlRule'], ParentType, ContextType>;
  gridActivities?: Resolver<ResolversTypes['ActivitiesGrid'], ParentType, ContextType, Partial<QueryGridActivitiesArgs>>;
  gridAlerts?: Resolver<ResolversTypes['AlertsGrid'], ParentType, ContextType, Partial<QueryGridAlertsArgs>>;
  gridAuditEntries?: Resolver<ResolversTypes['AuditEntriesGrid'], ParentType, ContextType, RequireFields<QueryGridAuditEntriesArgs, 'page' | 'pageSize'>>;
  gridRefills?: Resolver<ResolversTypes['RefillsGrid'], ParentType, ContextType, Partial<QueryGridRefillsArgs>>;
  productLinesGrid?: Resolver<ResolversTypes['ProductLinesGrid'], ParentType, ContextType, Partial<QueryProductLinesGridArgs>>;
  salesByKiosk?: Resolver<ResolversTypes['SalesByKiosk'], ParentType, ContextType, RequireFields<QuerySalesByKioskArgs, 'view'>>;
  salesImportPresets?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  serverInfo?: Resolver<ResolversTypes['ServerInfo'], ParentType, ContextType>;
  taxFindAll?: Resolver<Array<ResolversTypes['Tax']>, ParentType, ContextType, Partial<QueryTaxFindAllArgs>>;
  topSellingKiosks?: Resolver<Array<ResolversTypes['TopSellingKiosk']>, ParentType, ContextType, RequireFields<QueryTopSellingKiosksArgs, 'limit'>>;
}>;

export type RefillDetailsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillDetails'] = ResolversParentTypes['RefillDetails']> = ResolversObject<{
  sessionClosedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type RefillHistoryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillHistory'] = ResolversParentTypes['RefillHistory']> = ResolversObject<{
  entries?: Resolver<Array<ResolversTypes['RefillHistoryEntry']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  truncated?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type RefillHistoryEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillHistoryEntry'] = ResolversParentTypes['RefillHistoryEntry']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  differences?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RefillHistoryLine']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  photos?: Resolver<Array<ResolversTypes['ShelfPhoto']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RefillHistoryLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillHistoryLine'] = ResolversParentTypes['RefillHistoryLine']> = ResolversObject<{
  bestBefore?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  difference?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  measured?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  measuredWeight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  productLine?: Resolver<Maybe<ResolversTypes['LoadCellProduct']>, ParentType, ContextType>;
  reconciliation?: Resolver<ResolversTypes['CellReconciliation'], ParentType, ContextType>;
  recorded?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  wasted?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefillHourGroupResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillHourGroup'] = ResolversParentTypes['RefillHourGroup']> = ResolversObject<{
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hours?: Resolver<Array<ResolversTypes['RefillPattern']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type RefillPatternResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillPattern'] = ResolversParentTypes['RefillPattern']> = ResolversObject<{
  added?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refills?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  removed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefillRecordResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillRecord'] = ResolversParentTypes['RefillRecord']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  details?: Resolver<ResolversTypes['RefillDetails'], ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['SaleKiosk'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  scale?: Resolver<Array<ResolversTypes['RefillScaleEntry']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RefillScaleEntryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillScaleEntry'] = ResolversParentTypes['RefillScaleEntry']> = ResolversObject<{
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productLine?: Resolver<ResolversTypes['SaleProductLine'], ParentType, ContextType>;
  refillCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  weight?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type RefillsGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefillsGrid'] = ResolversParentTypes['RefillsGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['RefillRecord']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RefundResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Refund'] = ResolversParentTypes['Refund']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RefundItem']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RefundItemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RefundItem'] = ResolversParentTypes['RefundItem']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ReplenisherRouteResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ReplenisherRoute'] = ResolversParentTypes['ReplenisherRoute']> = ResolversObject<{
  date?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stops?: Resolver<Array<ResolversTypes['ReplenisherRouteStop']>, ParentType, ContextType>;
}>;

export type ReplenisherRouteStopResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ReplenisherRouteStop'] = ResolversParentTypes['ReplenisherRouteStop']> = ResolversObject<{
  expiring?: Resolver<Array<ResolversTypes['RouteExpiringBatch']>, ParentType, ContextType>;
  kiosk?: Resolver<ResolversTypes['Kiosk'], ParentType, ContextType>;
  nextVisit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pickList?: Resolver<Array<ResolversTypes['RoutePickLine']>, ParentType, ContextType>;
  pull?: Resolver<Array<ResolversTypes['RoutePullLine']>, ParentType, ContextType>;
  visit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReportBucketResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ReportBucket'] = ResolversParentTypes['ReportBucket']> = ResolversObject<{
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ReportScopeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ReportScope'] = ResolversParentTypes['ReportScope']> = ResolversObject<{
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ReportSeriesPointResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ReportSeriesPoint'] = ResolversParentTypes['ReportSeriesPoint']> = ResolversObject<{
  costKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  grossSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReportSummaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ReportSummary'] = ResolversParentTypes['ReportSummary']> = ResolversObject<{
  costKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  grossSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grouping?: Resolver<ResolversTypes['ReportGrouping'], ParentType, ContextType>;
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  itemsWithoutCost?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  scope?: Resolver<ResolversTypes['ReportScope'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['ReportSeriesPoint']>, ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoleInOrganizationResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RoleInOrganization'] = ResolversParentTypes['RoleInOrganization']> = ResolversObject<{
  organizationId?: Resolver<ResolversTypes['OrganizationSummary'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type RouteExpiringBatchResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RouteExpiringBatch'] = ResolversParentTypes['RouteExpiringBatch']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bestBefore?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoutePickLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RoutePickLine'] = ResolversParentTypes['RoutePickLine']> = ResolversObject<{
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  basis?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missing?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  packs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  pull?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unitCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoutePullLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['RoutePullLine'] = ResolversParentTypes['RoutePullLine']> = ResolversObject<{
  bestBefore?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  product?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SaleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Sale'] = ResolversParentTypes['Sale']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  evidence?: Resolver<Maybe<ResolversTypes['SaleEvidence']>, ParentType, ContextType>;
  itemsPurchased?: Resolver<Array<ResolversTypes['SaleItem']>, ParentType, ContextType>;
  kiosk?: Resolver<Maybe<ResolversTypes['SaleKiosk']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['SalePaymentMethod'], ParentType, ContextType>;
  paymentStatus?: Resolver<ResolversTypes['SalePaymentStatus'], ParentType, ContextType>;
  promoCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  refundedTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refunds?: Resolver<Array<ResolversTypes['Refund']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type SaleCellEvidenceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaleCellEvidence'] = ResolversParentTypes['SaleCellEvidence']> = ResolversObject<{
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  refused?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  toleranceGrams?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  unitWeightGrams?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  units?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  weightAfter?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  weightBefore?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type SaleEvidenceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaleEvidence'] = ResolversParentTypes['SaleEvidence']> = ResolversObject<{
  cells?: Resolver<Array<ResolversTypes['SaleCellEvidence']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  openedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type SaleItemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaleItem'] = ResolversParentTypes['SaleItem']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kiosk?: Resolver<Maybe<ResolversTypes['SaleKiosk']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productLine?: Resolver<ResolversTypes['SaleProductLine'], ParentType, ContextType>;
  refunded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SaleKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaleKiosk'] = ResolversParentTypes['SaleKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SaleMembercardsPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaleMembercardsPage'] = ResolversParentTypes['SaleMembercardsPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SalePaymentMethodResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalePaymentMethod'] = ResolversParentTypes['SalePaymentMethod']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membercardId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentCardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SaleProductLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SaleProductLine'] = ResolversParentTypes['SaleProductLine']> = ResolversObject<{
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SalesBucketResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesBucket'] = ResolversParentTypes['SalesBucket']> = ResolversObject<{
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type SalesByKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesByKiosk'] = ResolversParentTypes['SalesByKiosk']> = ResolversObject<{
  buckets?: Resolver<Array<ResolversTypes['SalesBucket']>, ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kiosks?: Resolver<Array<ResolversTypes['KioskSalesSeries']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  view?: Resolver<ResolversTypes['SalesView'], ParentType, ContextType>;
}>;

export type SalesChangeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesChange'] = ResolversParentTypes['SalesChange']> = ResolversObject<{
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type SalesGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesGrid'] = ResolversParentTypes['SalesGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Sale']>, ParentType, ContextType>;
  membercards?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  nextCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesImportDuplicateResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesImportDuplicate'] = ResolversParentTypes['SalesImportDuplicate']> = ResolversObject<{
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sameAs?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalesImportMergeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesImportMerge'] = ResolversParentTypes['SalesImportMerge']> = ResolversObject<{
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  variants?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SalesImportRefusalResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesImportRefusal'] = ResolversParentTypes['SalesImportRefusal']> = ResolversObject<{
  code?: Resolver<ResolversTypes['SalesImportRefusalCode'], ParentType, ContextType>;
  expected?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  row?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SalesImportSummaryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SalesImportSummary'] = ResolversParentTypes['SalesImportSummary']> = ResolversObject<{
  acceptedRows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  alreadyImported?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  dateOrder?: Resolver<Maybe<ResolversTypes['SalesImportDateOrder']>, ParentType, ContextType>;
  duplicateTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  duplicates?: Resolver<Array<ResolversTypes['SalesImportDuplicate']>, ParentType, ContextType>;
  imported?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  merged?: Resolver<Array<ResolversTypes['SalesImportMerge']>, ParentType, ContextType>;
  newKiosks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  newProducts?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  refused?: Resolver<Array<ResolversTypes['SalesImportRefusal']>, ParentType, ContextType>;
  refusedTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rows?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SellPatternResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['SellPattern'] = ResolversParentTypes['SellPattern']> = ResolversObject<{
  items?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slot?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  transactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ServerInfoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ServerInfo'] = ResolversParentTypes['ServerInfo']> = ResolversObject<{
  endpoint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ShelfPhotoResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['ShelfPhoto'] = ResolversParentTypes['ShelfPhoto']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  takenAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StatisticsProductLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['StatisticsProductLine'] = ResolversParentTypes['StatisticsProductLine']> = ResolversObject<{
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  defaultCost?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  defaultPrice?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SubscriptionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = ResolversObject<{
  alertChanged?: SubscriptionResolver<ResolversTypes['AlertChange'], "alertChanged", ParentType, ContextType>;
  kioskChanged?: SubscriptionResolver<ResolversTypes['KioskChange'], "kioskChanged", ParentType, ContextType, Partial<SubscriptionKioskChangedArgs>>;
  notificationsChanged?: SubscriptionResolver<ResolversTypes['NotificationsChange'], "notificationsChanged", ParentType, ContextType>;
  salesChanged?: SubscriptionResolver<ResolversTypes['SalesChange'], "salesChanged", ParentType, ContextType, Partial<SubscriptionSalesChangedArgs>>;
}>;

export type TagResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Tag'] = ResolversParentTypes['Tag']> = ResolversObject<{
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type TaxResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Tax'] = ResolversParentTypes['Tax']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TemperatureComplianceResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TemperatureCompliance'] = ResolversParentTypes['TemperatureCompliance']> = ResolversObject<{
  from?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  highLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kiosks?: Resolver<Array<ResolversTypes['KioskCompliance']>, ParentType, ContextType>;
  lowLimit?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TemperatureEventResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TemperatureEvent'] = ResolversParentTypes['TemperatureEvent']> = ResolversObject<{
  max?: Resolver<Maybe<Array<Maybe<ResolversTypes['Float']>>>, ParentType, ContextType>;
  min?: Resolver<Maybe<Array<Maybe<ResolversTypes['Float']>>>, ParentType, ContextType>;
  readings?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sensors?: Resolver<Array<Maybe<ResolversTypes['Float']>>, ParentType, ContextType>;
  ts?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TemperatureExcursionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TemperatureExcursion'] = ResolversParentTypes['TemperatureExcursion']> = ResolversObject<{
  closed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  durationSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ExcursionKind'], ParentType, ContextType>;
  peak?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type TopSellingKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TopSellingKiosk'] = ResolversParentTypes['TopSellingKiosk']> = ResolversObject<{
  costKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kioskId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kioskName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  netCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TopSellingProductResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TopSellingProduct'] = ResolversParentTypes['TopSellingProduct']> = ResolversObject<{
  amount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  costKnown?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  netCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  netSales?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productLineId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TransactionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['Transaction'] = ResolversParentTypes['Transaction']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  discountTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  itemsPurchased?: Resolver<Array<ResolversTypes['TransactionItem']>, ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  paymentMethod?: Resolver<ResolversTypes['TransactionPaymentMethod'], ParentType, ContextType>;
  refundedTotal?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  session?: Resolver<ResolversTypes['TransactionSession'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
}>;

export type TransactionItemResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionItem'] = ResolversParentTypes['TransactionItem']> = ResolversObject<{
  kiosk?: Resolver<Maybe<ResolversTypes['TransactionKiosk']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productLine?: Resolver<ResolversTypes['TransactionProductLine'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransactionKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionKiosk'] = ResolversParentTypes['TransactionKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TransactionMetricsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionMetrics'] = ResolversParentTypes['TransactionMetrics']> = ResolversObject<{
  averagePurchaseValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  grossIncome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leastSold?: Resolver<Maybe<ResolversTypes['MetricProduct']>, ParentType, ContextType>;
  mostRefilled?: Resolver<Maybe<ResolversTypes['MetricProduct']>, ParentType, ContextType>;
  mostRemoved?: Resolver<Maybe<ResolversTypes['MetricProduct']>, ParentType, ContextType>;
  mostSold?: Resolver<Maybe<ResolversTypes['MetricProduct']>, ParentType, ContextType>;
  netIncome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productsAdded?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productsRemoved?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  productsSold?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  refillsDefaultCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  refillsSalesValue?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spoilageRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  totalTransactions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TransactionPaymentMethodResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionPaymentMethod'] = ResolversParentTypes['TransactionPaymentMethod']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPaid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  membercardId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paymentCardType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stripeCustomerId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  stripePaymentIntentId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TransactionProductLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionProductLine'] = ResolversParentTypes['TransactionProductLine']> = ResolversObject<{
  _id?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  articleNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransactionPromoCodeResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionPromoCode'] = ResolversParentTypes['TransactionPromoCode']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TransactionSessionResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionSession'] = ResolversParentTypes['TransactionSession']> = ResolversObject<{
  details?: Resolver<ResolversTypes['TransactionSessionDetails'], ParentType, ContextType>;
}>;

export type TransactionSessionDetailsResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['TransactionSessionDetails'] = ResolversParentTypes['TransactionSessionDetails']> = ResolversObject<{
  promoCode?: Resolver<Maybe<ResolversTypes['TransactionPromoCode']>, ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['UserAddress']>, ParentType, ContextType>;
  apiKey?: Resolver<Maybe<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kiosks?: Resolver<Maybe<Array<ResolversTypes['UserKiosk']>>, ParentType, ContextType>;
  language?: Resolver<ResolversTypes['Language'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  membercards?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentMethods?: Resolver<Maybe<Array<ResolversTypes['PaymentMethod']>>, ParentType, ContextType>;
  rolesInOrganizations?: Resolver<Array<ResolversTypes['RoleInOrganization']>, ParentType, ContextType>;
  root?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  termsAccepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UserAddressResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UserAddress'] = ResolversParentTypes['UserAddress']> = ResolversObject<{
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UserKioskResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UserKiosk'] = ResolversParentTypes['UserKiosk']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserTransactionsGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UserTransactionsGrid'] = ResolversParentTypes['UserTransactionsGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['Transaction']>, ParentType, ContextType>;
  membercards?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UsersGridResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['UsersGrid'] = ResolversParentTypes['UsersGrid']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WasteBatchResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WasteBatch'] = ResolversParentTypes['WasteBatch']> = ResolversObject<{
  batchId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  bestBefore?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WasteReasonTotalResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WasteReasonTotal'] = ResolversParentTypes['WasteReasonTotal']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['WasteReason'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WasteRecordResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WasteRecord'] = ResolversParentTypes['WasteRecord']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  batches?: Resolver<Array<ResolversTypes['WasteBatch']>, ParentType, ContextType>;
  cellId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  created?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  createdBy?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  productLineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['WasteReason'], ParentType, ContextType>;
  refillId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  unitCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WasteReportResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WasteReport'] = ResolversParentTypes['WasteReport']> = ResolversObject<{
  byReason?: Resolver<Array<ResolversTypes['WasteReasonTotal']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['WasteReportLine']>, ParentType, ContextType>;
  salesCost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  spoilageRate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WasteReportLineResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WasteReportLine'] = ResolversParentTypes['WasteReportLine']> = ResolversObject<{
  cost?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kioskId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kioskName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  productLine?: Resolver<Maybe<ResolversTypes['LoadCellProduct']>, ParentType, ContextType>;
  reason?: Resolver<ResolversTypes['WasteReason'], ParentType, ContextType>;
  records?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  units?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookDeliveriesPageResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WebhookDeliveriesPage'] = ResolversParentTypes['WebhookDeliveriesPage']> = ResolversObject<{
  data?: Resolver<Array<ResolversTypes['WebhookDelivery']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type WebhookDeliveryResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WebhookDelivery'] = ResolversParentTypes['WebhookDelivery']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  attempts?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  eventType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lastError?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastStatusCode?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  messageId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nextAttemptAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookEndpointResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WebhookEndpoint'] = ResolversParentTypes['WebhookEndpoint']> = ResolversObject<{
  _id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  disabledReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  events?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  failingSince?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  includeSubOrganizations?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  orgId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WebhookUrlRuleResolvers<ContextType = ResolverContext, ParentType extends ResolversParentTypes['WebhookUrlRule'] = ResolversParentTypes['WebhookUrlRule']> = ResolversObject<{
  loopbackAllowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ResolverContext> = ResolversObject<{
  ActivitiesGrid?: ActivitiesGridResolvers<ContextType>;
  Activity?: ActivityResolvers<ContextType>;
  Alert?: AlertResolvers<ContextType>;
  AlertAcknowledgement?: AlertAcknowledgementResolvers<ContextType>;
  AlertChange?: AlertChangeResolvers<ContextType>;
  AlertKiosk?: AlertKioskResolvers<ContextType>;
  AlertSnooze?: AlertSnoozeResolvers<ContextType>;
  AlertsGrid?: AlertsGridResolvers<ContextType>;
  AlmostEmptyPage?: AlmostEmptyPageResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  ApiKeyExplanation?: ApiKeyExplanationResolvers<ContextType>;
  AuditActor?: AuditActorResolvers<ContextType>;
  AuditChange?: AuditChangeResolvers<ContextType>;
  AuditEntriesGrid?: AuditEntriesGridResolvers<ContextType>;
  AuditEntry?: AuditEntryResolvers<ContextType>;
  AverageDailyNetRevenue?: AverageDailyNetRevenueResolvers<ContextType>;
  Capacity?: CapacityResolvers<ContextType>;
  CellBatch?: CellBatchResolvers<ContextType>;
  CellDifference?: CellDifferenceResolvers<ContextType>;
  CellReconciliation?: CellReconciliationResolvers<ContextType>;
  ComplianceAlert?: ComplianceAlertResolvers<ContextType>;
  ComplianceDay?: ComplianceDayResolvers<ContextType>;
  DailyProfitByKiosk?: DailyProfitByKioskResolvers<ContextType>;
  DashboardFigures?: DashboardFiguresResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  DataExportsGrid?: DataExportsGridResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteProductLineResult?: DeleteProductLineResultResolvers<ContextType>;
  DeviceCredentials?: DeviceCredentialsResolvers<ContextType>;
  File?: GraphQLScalarType;
  ForecastComparison?: ForecastComparisonResolvers<ContextType>;
  ForecastComparisonEntry?: ForecastComparisonEntryResolvers<ContextType>;
  ForecastProduct?: ForecastProductResolvers<ContextType>;
  ForecastProductDemand?: ForecastProductDemandResolvers<ContextType>;
  ForecastResult?: ForecastResultResolvers<ContextType>;
  ForecastRevenueItem?: ForecastRevenueItemResolvers<ContextType>;
  ForecastStats?: ForecastStatsResolvers<ContextType>;
  ForecastTopItem?: ForecastTopItemResolvers<ContextType>;
  InventoryTotal?: InventoryTotalResolvers<ContextType>;
  Kiosk?: KioskResolvers<ContextType>;
  KioskAcceptedPayment?: KioskAcceptedPaymentResolvers<ContextType>;
  KioskAutoTempOutOfService?: KioskAutoTempOutOfServiceResolvers<ContextType>;
  KioskChange?: KioskChangeResolvers<ContextType>;
  KioskCommand?: KioskCommandResolvers<ContextType>;
  KioskCompliance?: KioskComplianceResolvers<ContextType>;
  KioskComponents?: KioskComponentsResolvers<ContextType>;
  KioskController?: KioskControllerResolvers<ContextType>;
  KioskFleet?: KioskFleetResolvers<ContextType>;
  KioskForForecast?: KioskForForecastResolvers<ContextType>;
  KioskHeartbeat?: KioskHeartbeatResolvers<ContextType>;
  KioskInitScreen?: KioskInitScreenResolvers<ContextType>;
  KioskInventory?: KioskInventoryResolvers<ContextType>;
  KioskLandingPageResult?: KioskLandingPageResultResolvers<ContextType>;
  KioskLocation?: KioskLocationResolvers<ContextType>;
  KioskPaymentConfig?: KioskPaymentConfigResolvers<ContextType>;
  KioskProductStock?: KioskProductStockResolvers<ContextType>;
  KioskReplenisher?: KioskReplenisherResolvers<ContextType>;
  KioskSalesSeries?: KioskSalesSeriesResolvers<ContextType>;
  KioskScheduleState?: KioskScheduleStateResolvers<ContextType>;
  KioskServiceCheck?: KioskServiceCheckResolvers<ContextType>;
  KioskServiceCheckSlot?: KioskServiceCheckSlotResolvers<ContextType>;
  KioskSession?: KioskSessionResolvers<ContextType>;
  KioskSettingsResult?: KioskSettingsResultResolvers<ContextType>;
  KioskSignal?: KioskSignalResolvers<ContextType>;
  KioskSignalRule?: KioskSignalRuleResolvers<ContextType>;
  KioskTemperature?: KioskTemperatureResolvers<ContextType>;
  KioskVisitSchedule?: KioskVisitScheduleResolvers<ContextType>;
  KiosksGrid?: KiosksGridResolvers<ContextType>;
  LinkedKiosk?: LinkedKioskResolvers<ContextType>;
  LoadCell?: LoadCellResolvers<ContextType>;
  LoadCellProduct?: LoadCellProductResolvers<ContextType>;
  MetricProduct?: MetricProductResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Notification?: NotificationResolvers<ContextType>;
  NotificationRule?: NotificationRuleResolvers<ContextType>;
  NotificationSubscription?: NotificationSubscriptionResolvers<ContextType>;
  NotificationType?: NotificationTypeResolvers<ContextType>;
  NotificationTypeSetting?: NotificationTypeSettingResolvers<ContextType>;
  NotificationsChange?: NotificationsChangeResolvers<ContextType>;
  NotificationsPage?: NotificationsPageResolvers<ContextType>;
  Nutrition?: NutritionResolvers<ContextType>;
  Organization?: OrganizationResolvers<ContextType>;
  OrganizationAddress?: OrganizationAddressResolvers<ContextType>;
  OrganizationContact?: OrganizationContactResolvers<ContextType>;
  OrganizationFile?: OrganizationFileResolvers<ContextType>;
  OrganizationKiosk?: OrganizationKioskResolvers<ContextType>;
  OrganizationMember?: OrganizationMemberResolvers<ContextType>;
  OrganizationRef?: OrganizationRefResolvers<ContextType>;
  OrganizationSummary?: OrganizationSummaryResolvers<ContextType>;
  OrganizationSupport?: OrganizationSupportResolvers<ContextType>;
  OrganizationsGrid?: OrganizationsGridResolvers<ContextType>;
  OutOfServicePeriod?: OutOfServicePeriodResolvers<ContextType>;
  PackagingOption?: PackagingOptionResolvers<ContextType>;
  PaymentMethod?: PaymentMethodResolvers<ContextType>;
  PaymentMethodStats?: PaymentMethodStatsResolvers<ContextType>;
  PeakSalesHour?: PeakSalesHourResolvers<ContextType>;
  PlayList?: PlayListResolvers<ContextType>;
  PlayListItem?: PlayListItemResolvers<ContextType>;
  PriceHistory?: PriceHistoryResolvers<ContextType>;
  PriceHistoryPage?: PriceHistoryPageResolvers<ContextType>;
  ProductFamily?: ProductFamilyResolvers<ContextType>;
  ProductLine?: ProductLineResolvers<ContextType>;
  ProductLineStatistics?: ProductLineStatisticsResolvers<ContextType>;
  ProductLinesGrid?: ProductLinesGridResolvers<ContextType>;
  ProductLinesStatisticsGrid?: ProductLinesStatisticsGridResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RefillDetails?: RefillDetailsResolvers<ContextType>;
  RefillHistory?: RefillHistoryResolvers<ContextType>;
  RefillHistoryEntry?: RefillHistoryEntryResolvers<ContextType>;
  RefillHistoryLine?: RefillHistoryLineResolvers<ContextType>;
  RefillHourGroup?: RefillHourGroupResolvers<ContextType>;
  RefillPattern?: RefillPatternResolvers<ContextType>;
  RefillRecord?: RefillRecordResolvers<ContextType>;
  RefillScaleEntry?: RefillScaleEntryResolvers<ContextType>;
  RefillsGrid?: RefillsGridResolvers<ContextType>;
  Refund?: RefundResolvers<ContextType>;
  RefundItem?: RefundItemResolvers<ContextType>;
  ReplenisherRoute?: ReplenisherRouteResolvers<ContextType>;
  ReplenisherRouteStop?: ReplenisherRouteStopResolvers<ContextType>;
  ReportBucket?: ReportBucketResolvers<ContextType>;
  ReportScope?: ReportScopeResolvers<ContextType>;
  ReportSeriesPoint?: ReportSeriesPointResolvers<ContextType>;
  ReportSummary?: ReportSummaryResolvers<ContextType>;
  RoleInOrganization?: RoleInOrganizationResolvers<ContextType>;
  RouteExpiringBatch?: RouteExpiringBatchResolvers<ContextType>;
  RoutePickLine?: RoutePickLineResolvers<ContextType>;
  RoutePullLine?: RoutePullLineResolvers<ContextType>;
  Sale?: SaleResolvers<ContextType>;
  SaleCellEvidence?: SaleCellEvidenceResolvers<ContextType>;
  SaleEvidence?: SaleEvidenceResolvers<ContextType>;
  SaleItem?: SaleItemResolvers<ContextType>;
  SaleKiosk?: SaleKioskResolvers<ContextType>;
  SaleMembercardsPage?: SaleMembercardsPageResolvers<ContextType>;
  SalePaymentMethod?: SalePaymentMethodResolvers<ContextType>;
  SaleProductLine?: SaleProductLineResolvers<ContextType>;
  SalesBucket?: SalesBucketResolvers<ContextType>;
  SalesByKiosk?: SalesByKioskResolvers<ContextType>;
  SalesChange?: SalesChangeResolvers<ContextType>;
  SalesGrid?: SalesGridResolvers<ContextType>;
  SalesImportDuplicate?: SalesImportDuplicateResolvers<ContextType>;
  SalesImportMerge?: SalesImportMergeResolvers<ContextType>;
  SalesImportRefusal?: SalesImportRefusalResolvers<ContextType>;
  SalesImportSummary?: SalesImportSummaryResolvers<ContextType>;
  SellPattern?: SellPatternResolvers<ContextType>;
  ServerInfo?: ServerInfoResolvers<ContextType>;
  ShelfPhoto?: ShelfPhotoResolvers<ContextType>;
  StatisticsProductLine?: StatisticsProductLineResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  Tag?: TagResolvers<ContextType>;
  Tax?: TaxResolvers<ContextType>;
  TemperatureCompliance?: TemperatureComplianceResolvers<ContextType>;
  TemperatureEvent?: TemperatureEventResolvers<ContextType>;
  TemperatureExcursion?: TemperatureExcursionResolvers<ContextType>;
  TopSellingKiosk?: TopSellingKioskResolvers<ContextType>;
  TopSellingProduct?: TopSellingProductResolvers<ContextType>;
  Transaction?: TransactionResolvers<ContextType>;
  TransactionItem?: TransactionItemResolvers<ContextType>;
  TransactionKiosk?: TransactionKioskResolvers<ContextType>;
  TransactionMetrics?: TransactionMetricsResolvers<ContextType>;
  TransactionPaymentMethod?: TransactionPaymentMethodResolvers<ContextType>;
  TransactionProductLine?: TransactionProductLineResolvers<ContextType>;
  TransactionPromoCode?: TransactionPromoCodeResolvers<ContextType>;
  TransactionSession?: TransactionSessionResolvers<ContextType>;
  TransactionSessionDetails?: TransactionSessionDetailsResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserAddress?: UserAddressResolvers<ContextType>;
  UserKiosk?: UserKioskResolvers<ContextType>;
  UserTransactionsGrid?: UserTransactionsGridResolvers<ContextType>;
  UsersGrid?: UsersGridResolvers<ContextType>;
  WasteBatch?: WasteBatchResolvers<ContextType>;
  WasteReasonTotal?: WasteReasonTotalResolvers<ContextType>;
  WasteRecord?: WasteRecordResolvers<ContextType>;
  WasteReport?: WasteReportResolvers<ContextType>;
  WasteReportLine?: WasteReportLineResolvers<ContextType>;
  WebhookDeliveriesPage?: WebhookDeliveriesPageResolvers<ContextType>;
  WebhookDelivery?: WebhookDeliveryResolvers<ContextType>;
  WebhookEndpoint?: WebhookEndpointResolvers<ContextType>;
  WebhookUrlRule?: WebhookUrlRuleResolvers<ContextType>;
}>;

