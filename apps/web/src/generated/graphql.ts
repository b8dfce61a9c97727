/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Alert severity (spec §4): High, Medium, Low. */
export type AlertSeverity =
  | 'high'
  | 'low'
  | 'mid';

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

/** gridAlerts (spec §7): startDate descending, page size 25 from page 0; filters default to all. */
export type AlertsGridInput = {
  kioskIds?: Array<string | number> | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  severities?: Array<AlertSeverity> | null | undefined;
  statuses?: Array<AlertStatus> | null | undefined;
  types?: Array<AlertType> | null | undefined;
};

/** Filters of the almost-empty list; each narrows it. */
export type AlmostEmptyFilter = {
  kioskId?: string | number | null | undefined;
  manufacturer?: string | null | undefined;
  /** Kiosks owned by this organization (the dashboard's chosen one); an organization outside the caller's scope is NOT_FOUND. */
  orgId?: string | number | null | undefined;
  productId?: string | number | null | undefined;
};

export type ApiKeyInput = {
  expiresAt?: string | null | undefined;
  name: string;
  scope: ApiKeyScope;
};

export type ApiKeyScope =
  | 'READ_ONLY'
  | 'READ_WRITE';

export type AuditFilter = {
  /** Entries at or after this instant. */
  from?: string | null | undefined;
  objectType?: string | null | undefined;
  /** Words in the operation, the object id, the user's e-mail or the changed values. */
  search?: string | null | undefined;
  /** Entries before this instant. */
  to?: string | null | undefined;
  userId?: string | number | null | undefined;
};

export type CapacityInput = {
  surfaceSize: number;
  units: number;
};

/** Units of one batch: how many, and their best-before day (null: unknown). */
export type CellBatchInput = {
  bestBefore?: string | null | undefined;
  quantity: number;
};

/** A period of calendar days (YYYY-MM-DD, both included) in each kiosk's organization's time zone. */
export type CompliancePeriodInput = {
  from: string;
  to: string;
};

/** configureKioskProps: the fields given change; status in_service / out_of_service sends a service command. */
export type ConfigureKioskPropsInput = {
  acceptedPayment?: KioskAcceptedPaymentInput | null | undefined;
  controller?: KioskControllerInput | null | undefined;
  esl?: string | null | undefined;
  kioskId: string | number;
  pin?: number | null | undefined;
  status?: string | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type CreateUserInput = {
  address?: UserAddressInput | null | undefined;
  avatarUrl?: string | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  mobile?: string | null | undefined;
  note?: string | null | undefined;
  /** Roles to give; each organization must be one the caller administers. A caller who is not root must give at least one. */
  rolesInOrganizations?: Array<RoleInOrganizationInput> | null | undefined;
};

export type Currency =
  | 'chf'
  | 'eur'
  | 'gbp';

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

/**
 * What to forecast: one organization's kiosks, or some of them (at most FORECAST_SELECTION_MAX kiosks),
 * optionally some products (at most FORECAST_SELECTION_MAX); a range of local days (YYYY-MM-DD) in the
 * organization's time zone, by default 30 days around today.
 */
export type ForecastPayload = {
  from?: string | null | undefined;
  kioskIds?: Array<string | number> | null | undefined;
  /** Language of holiday names (en or de); default: the caller's. */
  language?: string | null | undefined;
  /** Default: the caller's only (or first) organization; root must give one. */
  orgId?: string | number | null | undefined;
  productIds?: Array<string | number> | null | undefined;
  to?: string | null | undefined;
  variant: ForecastVariant;
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
  root: boolean;
  userId: string | number;
};

export type KioskAcceptedPaymentInput = {
  config?: KioskPaymentConfigInput | null | undefined;
  type: string;
};

export type KioskAutoTempOutOfServiceInput = {
  active: boolean;
  maxTemperature: number;
  timeInMinutes: number;
};

export type KioskComponentsInput = {
  manufacturer?: string | null | undefined;
  model?: string | null | undefined;
  type?: string | null | undefined;
};

/** Controller settings to change; omitted fields keep their values, null resets one to its default. */
export type KioskControllerInput = {
  ageRestriction?: boolean | null | undefined;
  autoTempOutOfService?: KioskAutoTempOutOfServiceInput | null | undefined;
  fraudDetection?: boolean | null | undefined;
  memberCardEnabled?: boolean | null | undefined;
  minimumAge?: number | null | undefined;
  paymentType?: string | null | undefined;
  preAuth?: string | null | undefined;
  serviceCheck?: KioskServiceCheckInput | null | undefined;
  supportEmail?: string | null | undefined;
  supportHotline?: string | null | undefined;
  supportHotlineAvailability?: string | null | undefined;
  tabletFont?: string | null | undefined;
  tabletLang?: string | null | undefined;
  technicianPin?: number | null | undefined;
  thermostatTemperature?: number | null | undefined;
  tolerance?: number | null | undefined;
};

/** The kiosk form (spec §5): PINs as integers, exactly 4 digits and different; esl is accepted and dropped. */
export type KioskInput = {
  components?: KioskComponentsInput | null | undefined;
  esl?: string | null | undefined;
  location?: KioskLocationInput | null | undefined;
  name: string;
  notes?: string | null | undefined;
  /** The owner organization (default: the caller's when they administer exactly one). */
  orgId?: string | number | null | undefined;
  pin?: number | null | undefined;
  serialNumber: string;
  tags?: Array<string> | null | undefined;
  technicianPin?: number | null | undefined;
};

/** Colours of the kiosk screen (#rgb or #rrggbb); an omitted colour keeps the current one. */
export type KioskLandingPageInput = {
  bgColor?: string | null | undefined;
  bodyTextColor?: string | null | undefined;
  headerTextColor?: string | null | undefined;
};

export type KioskLocationInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

/** An omitted, null or empty password / clientSecret keeps the stored one. */
export type KioskPaymentConfigInput = {
  authorizationType?: string | null | undefined;
  clientID?: string | null | undefined;
  clientSecret?: string | null | undefined;
  locationID?: string | null | undefined;
  password?: string | null | undefined;
  paymentMode?: string | null | undefined;
  username?: string | null | undefined;
};

export type KioskServiceCheckInput = {
  enabled: boolean;
  slots?: Array<KioskServiceCheckSlotInput> | null | undefined;
  type?: string | null | undefined;
};

export type KioskServiceCheckSlotInput = {
  dayNumber: number;
  endTime: string;
  startTime: string;
};

export type KioskSignalInput = {
  dayNumber: number;
  msFromStartOfDay: number;
  notifyThat: string;
};

/** Per day slot one OutOfServiceStart and one OutOfServiceEnd, the start earlier than the end. */
export type KioskSignalRuleInput = {
  repeating: string;
  signals: Array<KioskSignalInput>;
};

export type KioskSortField =
  | 'createdAt'
  /** Today's income (dayIncome), sorted on the server across all pages; ties by name. */
  | 'dayIncome'
  | 'name'
  | 'serialNumber';

/** Fields to change; omitted ones keep their values. */
export type KioskUpdateInput = {
  components?: KioskComponentsInput | null | undefined;
  esl?: string | null | undefined;
  location?: KioskLocationInput | null | undefined;
  name?: string | null | undefined;
  notes?: string | null | undefined;
  orgId?: string | number | null | undefined;
  pin?: number | null | undefined;
  serialNumber?: string | null | undefined;
  tags?: Array<string> | null | undefined;
  technicianPin?: number | null | undefined;
};

export type KioskVisitScheduleInput = {
  /** 0–200; 20 when left out. */
  safetyMarginPercent?: number | null | undefined;
  /** ISO weekdays (1 = Monday … 7 = Sunday), at least one, each once. */
  weekdays: Array<number>;
};

/** The kiosks grid request. Filters take 'all' (the default) or a value: network online/offline, service inService/outOfService, door open/closed/unknown. */
export type KiosksGridInput = {
  door?: string | null | undefined;
  network?: string | null | undefined;
  orgId?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** Matches the name or the serial number. */
  search?: string | null | undefined;
  service?: string | null | undefined;
  sortField?: KioskSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  /** Kiosks carrying any of these tags. */
  tags?: Array<string> | null | undefined;
};

export type Language =
  | 'de'
  | 'en';

/**
 * One cell of a planogram save; omitted fields keep their values (a new cell: N50, empty, and its own position —
 * A2 → 2, B1 → 16 — when free, else the lowest free one; a deleted cell's slot stays empty until then).
 */
export type LoadCellInput = {
  cellId: string;
  planogramPosition?: number | null | undefined;
  priceTag?: string | null | undefined;
  /** null empties the cell. */
  productId?: string | number | null | undefined;
  /** N33 or N50. */
  surfaceSize?: string | null | undefined;
  tagId?: string | null | undefined;
};

/** Kiosk presets (spec §9): single kiosk 15 cells (side A), double kiosk 30 cells (sides A and B). */
export type LoadCellPreset =
  | 'double'
  | 'single';

export type MemberCardsInput = {
  membercards: Array<string>;
};

export type NotificationRuleInput = {
  subscriptions: Array<NotificationSubscriptionInput>;
  types: Array<NotificationTypeSettingInput>;
};

export type NotificationSubscriptionInput = {
  all: boolean;
  channels?: Array<string> | null | undefined;
  kioskIds?: Array<string | number> | null | undefined;
  type: string;
};

export type NotificationTypeSettingInput = {
  email: boolean;
  mc: boolean;
  type: string;
};

export type NutritionInput = {
  carbo?: number | null | undefined;
  carboSugar?: number | null | undefined;
  energy?: number | null | undefined;
  fat?: number | null | undefined;
  fatSaturated?: number | null | undefined;
  fiber?: number | null | undefined;
  protein?: number | null | undefined;
  salt?: number | null | undefined;
};

export type OrganizationAddressInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

export type OrganizationContactInput = {
  contactPerson?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  role?: string | null | undefined;
  supportEmail?: string | null | undefined;
  supportPhoneNumber?: string | null | undefined;
};

/**
 * The organization form. On create, name is required and a missing slug is generated from the name.
 * On update, a field left out stays as it is, null clears it, and a nested group (address, contact,
 * support) that is given replaces the whole group.
 */
export type OrganizationInput = {
  address?: OrganizationAddressInput | null | undefined;
  appleId?: string | null | undefined;
  contact?: OrganizationContactInput | null | undefined;
  currency?: Currency | null | undefined;
  description?: string | null | undefined;
  name?: string | null | undefined;
  /** Parent organization id; null or absent on create = top-level (root only). */
  parentOrg?: string | number | null | undefined;
  slug?: string | null | undefined;
  support?: OrganizationSupportInput | null | undefined;
  timeZone?: string | null | undefined;
  type?: OrganizationType | null | undefined;
};

export type OrganizationSortField =
  | 'city'
  | 'country'
  | 'createdAt'
  | 'name'
  | 'type'
  | 'zipcode';

export type OrganizationSupportInput = {
  email?: string | null | undefined;
  hotline?: string | null | undefined;
  hotlineAvailability?: string | null | undefined;
};

export type OrganizationType =
  | 'Client'
  | 'General'
  | 'Manufacturer';

/** Facet filters; each list matches any of its values, an empty or absent list means all. */
export type OrganizationsGridFilters = {
  city?: Array<string> | null | undefined;
  country?: Array<string> | null | undefined;
  parentOrg?: Array<string | number> | null | undefined;
  type?: Array<OrganizationType> | null | undefined;
  zipcode?: Array<string> | null | undefined;
};

export type OrganizationsGridInput = {
  filters?: OrganizationsGridFilters | null | undefined;
  /** Page number from 0. */
  page?: number | null | undefined;
  /** Rows per page, 25 by default, at most 500. */
  pageSize?: number | null | undefined;
  /** Matches name, city or contact e-mail (case-insensitive, substring). */
  search?: string | null | undefined;
  /** Default: name ascending. */
  sort?: OrganizationsGridSort | null | undefined;
};

export type OrganizationsGridSort = {
  field?: OrganizationSortField;
  order?: SortOrder;
};

export type PackagingOptionInput = {
  description?: string | null | undefined;
  ean?: string | null | undefined;
  /** Whole numbers; a fraction is refused with 'Actual weight must be a whole number'. */
  grossWeightGrams?: number | null | undefined;
  netWeightGrams?: number | null | undefined;
  netWeightGramsUnit?: string | null | undefined;
  packageWeightGrams?: number | null | undefined;
  shelfLifeDays?: number | null | undefined;
  tolerancePercentage?: number | null | undefined;
  unitCount?: number | null | undefined;
};

/** A period of instants; either bound may be omitted. */
export type PeriodInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

/** A new content item: name, seconds on screen, enabled (default true). */
export type PlayListItemInput = {
  duration: number;
  enabled?: boolean | null | undefined;
  name: string;
};

/** One existing item (named by its uri) with its new fields; the list's order is the new play order. */
export type PlayListItemUpdate = {
  duration: number;
  enabled: boolean;
  name: string;
  uri: string;
};

/** Every field of the product form. On update, omitted fields keep their values. */
export type ProductLineInput = {
  allergens?: string | null | undefined;
  articleNumber?: string | null | undefined;
  capacities?: Array<CapacityInput> | null | undefined;
  category?: string | null | undefined;
  /** Decimal string, zero or more. */
  defaultCost?: string | null | undefined;
  /** Decimal string, greater than zero. */
  defaultPrice?: string | null | undefined;
  description?: string | null | undefined;
  ingredientsList?: string | null | undefined;
  manufacturer?: string | null | undefined;
  name?: string | null | undefined;
  nutrition?: NutritionInput | null | undefined;
  /** Owner organization; defaults to the caller's first admin organization. */
  orgId?: string | number | null | undefined;
  packagingOptions?: Array<PackagingOptionInput> | null | undefined;
  sku?: string | null | undefined;
  /** The form field `tax`: a global tax or one of the product organization's own. */
  taxId?: string | number | null | undefined;
};

export type ProductLinePriceInput = {
  /** Decimal string, greater than zero. */
  price: string;
  productLineId: string | number;
  /** A kiosk id for a kiosk-specific price; omitted for a default price. */
  validForKiosk?: string | number | null | undefined;
  /** Defaults to now. */
  validFrom?: string | null | undefined;
  /** Omitted = open-ended. Must be later than validFrom. */
  validTo?: string | null | undefined;
};

export type ProductLinePriceUpdateInput = {
  price?: string | null | undefined;
  validFrom?: string | null | undefined;
  validTo?: string | null | undefined;
};

export type ProductLineSortField =
  | 'articleNumber'
  | 'category'
  | 'createdAt'
  | 'defaultCost'
  | 'defaultPrice'
  | 'manufacturer'
  | 'name';

/** The products grid request: page from 0, 25 per page, name ascending by default. Filters equal to 'all' are ignored. */
export type ProductLinesGridInput = {
  category?: string | null | undefined;
  /** Products whose category belongs to this family. */
  familyId?: string | number | null | undefined;
  includeArchived?: boolean | null | undefined;
  manufacturer?: string | null | undefined;
  orgId?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  /** Matches name, article number or EAN. */
  search?: string | null | undefined;
  sortField?: ProductLineSortField | null | undefined;
  sortOrder?: SortOrder | null | undefined;
};

/** The products tab's request (spec §7 getProductLinesStatisticsGrid): sold descending. */
export type ProductLinesStatisticsInput = {
  from?: string | null | undefined;
  kioskIds?: Array<string | number> | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  to?: string | null | undefined;
};

/** What the refill history covers: [from, to) of at most 92 days, narrowed by the rest. */
export type RefillHistoryFilter = {
  from: string;
  kioskIds?: Array<string | number> | null | undefined;
  /** An organization outside the caller's scope is NOT_FOUND. */
  orgId?: string | number | null | undefined;
  to: string;
  /** Only the visits of these people (at most 100). */
  userIds?: Array<string | number> | null | undefined;
};

/** The refills tab's request (spec §7 gridRefills): created descending. */
export type RefillsGridInput = {
  from?: string | null | undefined;
  kioskIds?: Array<string | number> | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  to?: string | null | undefined;
  /** Refill modes (spec §4); lowercase spellings are accepted. */
  type?: Array<string> | null | undefined;
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
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type RoleInOrganizationInput = {
  organizationId: string | number;
  role: UserRole;
};

/** The member cards used in a period (the sales tab's member-card filter), by id, a page at a time. */
export type SaleMembercardsInput = {
  /** The previous page's nextCursor: the page holds the cards after it. */
  after?: string | null | undefined;
  /** Period, inclusive bounds. */
  from?: string | null | undefined;
  kioskIds?: Array<string | number> | null | undefined;
  /** Cards per page, 1 to 100. */
  limit?: number | null | undefined;
  /** Part of a card id, case-insensitive. */
  search?: string | null | undefined;
  to?: string | null | undefined;
};

/** Payment status of a sale (spec §4). */
export type SalePaymentStatus =
  | 'not_paid'
  | 'paid'
  | 'pending';

/** The sales tab's request (spec §7 findAllTransactionsGrid): created descending, page size 25 from page 0. */
export type SalesGridInput = {
  /**
   * The previous page's nextCursor: the page after it is read by keyset however deep it is (page then only
   * numbers it). Without it the page is found by its offset.
   */
  after?: string | null | undefined;
  /** Period, inclusive bounds. */
  from?: string | null | undefined;
  kioskIds?: Array<string | number> | null | undefined;
  membercardIds?: Array<string> | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  paymentStatus?: Array<SalePaymentStatus> | null | undefined;
  /** Matches an item's name or article number, or the member card / card type. */
  search?: string | null | undefined;
  to?: string | null | undefined;
};

/** The file's header name for each of our columns (omit a column the file lacks). */
export type SalesImportColumns = {
  cardId?: string | null | undefined;
  kiosk?: string | null | undefined;
  lineTotal?: string | null | undefined;
  paymentType?: string | null | undefined;
  product?: string | null | undefined;
  quantity?: string | null | undefined;
  timestamp?: string | null | undefined;
  transactionId?: string | null | undefined;
  unitPrice?: string | null | undefined;
};

/** One value for every row, for a column the file lacks or a row whose cell is empty. */
export type SalesImportConstants = {
  kiosk?: string | null | undefined;
  paymentType?: string | null | undefined;
  product?: string | null | undefined;
  quantity?: number | null | undefined;
};

/** How a date with day and month before the year is read: 31/12/2024 is DAY_FIRST, 12/31/2024 MONTH_FIRST. */
export type SalesImportDateOrder =
  | 'DAY_FIRST'
  | 'MONTH_FIRST';

/** How to read a sales-history CSV: a preset or a column mapping, and the time zone of its times (IANA). */
export type SalesImportInput = {
  columns?: SalesImportColumns | null | undefined;
  constants?: SalesImportConstants | null | undefined;
  /**
   * How dates with day and month before the year are read. Without it they are read in the order the file
   * shows (a day above 12 in some line) and refused (DATE_ORDER_NEEDED) when the file shows none or both.
   * Year-first dates (2024-03-01, ISO 8601) need no order.
   */
  dateOrder?: SalesImportDateOrder | null | undefined;
  delimiter?: string | null | undefined;
  /** The organization the sales (and new kiosks and products) belong to; default: the caller's only one. */
  orgId?: string | number | null | undefined;
  /** A built-in format, e.g. vending-machine-sales-2022; columns and constants given here override it. */
  preset?: string | null | undefined;
  /**
   * The IANA zone of times written without an offset (an old name such as Europe/Kiev is read as its current
   * one); default: the organization's time zone. Times with an offset (2024-03-01T10:15:50+01:00) are instants.
   */
  timeZone?: string | null | undefined;
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

export type SortOrder =
  | 'asc'
  | 'desc';

export type ToggleUserStatusInput = {
  userId: string | number;
};

/**
 * A field left out stays as it is; null clears an optional field. rolesInOrganizations, when given, is
 * the complete list of the user's roles within the caller's reach: roles there that are not listed are
 * removed, listed ones are added or changed; roles in organizations beyond the caller's reach stay.
 */
export type UpdateUserInput = {
  address?: UserAddressInput | null | undefined;
  avatarUrl?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  mobile?: string | null | undefined;
  note?: string | null | undefined;
  rolesInOrganizations?: Array<RoleInOrganizationInput> | null | undefined;
};

export type UserAddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  name?: string | null | undefined;
  postalCode?: string | null | undefined;
  state?: string | null | undefined;
};

export type UserRole =
  | 'admin'
  | 'consumer'
  /** Field operations on the kiosks assigned to them (ADR 0024). */
  | 'replenisher';

export type UserStatus =
  | 'ACTIVE'
  | 'inactive';

export type UserTransactionsSort = {
  field?: UserTransactionsSortField;
  order?: SortOrder;
};

export type UserTransactionsSortField =
  | 'created'
  | 'total';

/** Filters; absent means all (spec: filter defaults 'all'). */
export type UsersGridFilters = {
  /** Users with a role in this organization (it must be one the caller administers). */
  organization?: string | number | null | undefined;
  /** Users with this role in an organization the caller administers (and in `organization` when given). */
  role?: UserRole | null | undefined;
  status?: UserStatus | null | undefined;
};

export type UsersGridInput = {
  filters?: UsersGridFilters | null | undefined;
  /** Page number from 0. */
  page?: number | null | undefined;
  /** Rows per page, 25 by default, at most 500. */
  pageSize?: number | null | undefined;
  /** Matches first name, last name, full name or e-mail (case-insensitive, substring). */
  search?: string | null | undefined;
  /** Default: firstName ascending. */
  sort?: UsersGridSort | null | undefined;
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

/** Why units were taken out of a cell. */
export type WasteReason =
  | 'damaged'
  | 'expired'
  | 'other'
  | 'quality'
  | 'recall';

/** What a waste report covers: [from, to) of at most 366 days, narrowed by the rest. */
export type WasteReportFilter = {
  from: string;
  kioskIds?: Array<string | number> | null | undefined;
  /** An organization outside the caller's scope is NOT_FOUND. */
  orgId?: string | number | null | undefined;
  productIds?: Array<string | number> | null | undefined;
  /** WasteReason values (text, so an unknown one is refused naming the field). */
  reasons?: Array<string> | null | undefined;
  to: string;
};

export type WebhookEndpointInput = {
  description?: string | null | undefined;
  enabled?: boolean | null | undefined;
  events: Array<string>;
  /** Also the events of the organization's sub-organizations (default false). */
  includeSubOrganizations?: boolean | null | undefined;
  url: string;
};

export type PaletteKiosksQueryVariables = Exact<{
  data?: KiosksGridInput | null | undefined;
}>;


export type PaletteKiosksQuery = { getKiosksGrid: { data: Array<{ _id: string, name: string, serialNumber: string }> } };

export type PaletteProductsQueryVariables = Exact<{
  data?: ProductLinesGridInput | null | undefined;
}>;


export type PaletteProductsQuery = { productLinesGrid: { data: Array<{ _id: string, name: string, manufacturer: string | null }> } };

export type PaletteUsersQueryVariables = Exact<{
  data?: UsersGridInput | null | undefined;
}>;


export type PaletteUsersQuery = { getAllUsersGrid: { data: Array<{ _id: string, firstName: string, lastName: string, email: string }> } };

export type PaletteOrganizationsQueryVariables = Exact<{
  data?: OrganizationsGridInput | null | undefined;
}>;


export type PaletteOrganizationsQuery = { getOrganizationsGrid: { data: Array<{ _id: string, name: string }> } };

export type AcceptTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type AcceptTermsMutation = { acceptTerms: { _id: string, termsAccepted: boolean } };

export type SetUserLanguageMutationVariables = Exact<{
  lang: Language;
}>;


export type SetUserLanguageMutation = { setUserLanguage: { _id: string, language: Language } };

export type AlertsGridQueryVariables = Exact<{
  data?: AlertsGridInput | null | undefined;
}>;


export type AlertsGridQuery = { gridAlerts: { total: number, data: Array<{ _id: string, orgId: string, type: AlertType, severity: AlertSeverity, status: AlertStatus, scaleDirection: ScaleDirection | null, startDate: string, endDate: string | null, details: string, kiosk: { _id: string, name: string }, acknowledged: { at: string, note: string | null } | null }> } };

export type AcknowledgeAlertMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type AcknowledgeAlertMutation = { acknowledgeAlert: { _id: string, status: AlertStatus } };

export type KioskAlertSnoozeQueryVariables = Exact<{
  kioskId: string | number;
}>;


export type KioskAlertSnoozeQuery = { getKioskAlertSnooze: { _id: string, until: string, reason: string | null } | null };

export type SnoozeKioskAlertsMutationVariables = Exact<{
  kioskId: string | number;
  until: string;
  reason?: string | null | undefined;
}>;


export type SnoozeKioskAlertsMutation = { snoozeKioskAlerts: { _id: string, until: string } };

export type CancelSnoozeMutationVariables = Exact<{
  kioskId: string | number;
}>;


export type CancelSnoozeMutation = { cancelSnooze: boolean };

export type AlertChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AlertChangedSubscription = { alertChanged: { alertId: string, kioskId: string, orgId: string, kind: string } };

export type DashboardFiguresQueryVariables = Exact<{
  orgId?: string | number | null | undefined;
}>;


export type DashboardFiguresQuery = { getDashboardFigures: { orgId: string, currency: string, timeZone: string, todayFrom: string, monthFrom: string, to: string, customersToday: number, productsSoldToday: number, revenueToday: string, monthlyRevenue: string } };

export type DashboardSalesByKioskQueryVariables = Exact<{
  view: SalesView;
  orgId?: string | number | null | undefined;
}>;


export type DashboardSalesByKioskQuery = { salesByKiosk: { orgId: string, currency: string, view: SalesView, buckets: Array<{ start: string, end: string, label: string }>, kiosks: Array<{ kioskId: string | null, kioskName: string | null, revenue: Array<string>, transactions: Array<number> }> } };

export type DashboardKioskFleetQueryVariables = Exact<{
  orgIds?: Array<string | number> | string | number | null | undefined;
}>;


export type DashboardKioskFleetQuery = { getKioskFleet: { total: number, online: number, offline: number, outOfService: number, inUse: number, hot: Array<{ _id: string, name: string, temperature: { value: number | null } }>, offlineLong: Array<{ _id: string, name: string, lastMessage: string | null }> } };

export type DashboardAlmostEmptyQueryVariables = Exact<{
  filter?: AlmostEmptyFilter | null | undefined;
  limit?: number | null | undefined;
}>;


export type DashboardAlmostEmptyQuery = { getAlmostEmptyKiosks: { total: number, data: Array<{ kioskId: string, kioskName: string, amount: number, max: number, occupancy: number, productLine: { _id: string, name: string, manufacturer: string | null } | null }> } };

export type DashboardProductOptionsQueryVariables = Exact<{
  orgId: string | number;
}>;


export type DashboardProductOptionsQuery = { getProductLinesByOrgId: Array<{ _id: string, name: string, manufacturer: string | null }> };

export type DashboardSalesChangedSubscriptionVariables = Exact<{
  orgId?: string | number | null | undefined;
}>;


export type DashboardSalesChangedSubscription = { salesChanged: { orgId: string } };

export type DashboardKiosksChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type DashboardKiosksChangedSubscription = { kioskChanged: { kioskId: string, orgId: string } };

export type GetFieldRouteQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type GetFieldRouteQuery = { getReplenisherRoute: { date: string | null, stops: Array<{ visit: string, nextVisit: string, kiosk: { _id: string, name: string, location: { name: string | null, line1: string | null, postalCode: string | null, city: string | null }, inventory: { loadCells: Array<{ cellId: string, count: number, maxQty: number, bestBefore: string | null, productLine: { _id: string, name: string } | null }> } }, pickList: Array<{ productLineId: string, product: string, packs: number, units: number, unitCount: number, missing: number }>, expiring: Array<{ cellId: string, product: string | null, batchId: string, bestBefore: string, quantity: number }>, pull: Array<{ cellId: string, productLineId: string, product: string | null, quantity: number, bestBefore: string }> }> } };

export type FieldOpenDoorMutationVariables = Exact<{
  kioskId: string | number;
}>;


export type FieldOpenDoorMutation = { createRefill: { _id: string, status: string } };

export type FieldAddCellStockMutationVariables = Exact<{
  kioskId: string | number;
  cellId: string;
  batches: Array<CellBatchInput> | CellBatchInput;
  note?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type FieldAddCellStockMutation = { addCellStock: { _id: string } };

export type FieldDateCellStockMutationVariables = Exact<{
  kioskId: string | number;
  cellId: string;
  batches: Array<CellBatchInput> | CellBatchInput;
  idempotencyKey?: string | null | undefined;
}>;


export type FieldDateCellStockMutation = { dateCellStock: { _id: string } };

export type FieldRecordWasteMutationVariables = Exact<{
  kioskId: string | number;
  cellId: string;
  units: number;
  reason: string;
  note?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type FieldRecordWasteMutation = { recordWaste: { _id: string } };

export type FieldRecordCellCountMutationVariables = Exact<{
  kioskId: string | number;
  cellId: string;
  found?: number | null | undefined;
  added?: number | null | undefined;
  countedAt?: string | null | undefined;
}>;


export type FieldRecordCellCountMutation = { recordCellCount: boolean };

export type FieldUploadShelfPhotoMutationVariables = Exact<{
  kioskId: string | number;
  photo: File;
  takenAt?: string | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type FieldUploadShelfPhotoMutation = { uploadShelfPhoto: { _id: string } };

export type FieldRefillReconciliationQueryVariables = Exact<{
  kioskId: string | number;
}>;


export type FieldRefillReconciliationQuery = { getRefillReconciliation: { _id: string, kind: string, end: string, sessionId: string | null, differences: number, lines: Array<{ cellId: string, productLine: { _id: string, name: string } | null, reconciliation: { status: string, scaleBefore: number | null, scaleAfter: number | null, scaleChange: number | null, found: number | null, added: number | null, wasted: number, differences: Array<{ kind: string, recorded: number, measured: number, difference: number }> } }> } | null };

export type KiosksForForecastQueryVariables = Exact<{
  orgId?: string | number | null | undefined;
}>;


export type KiosksForForecastQuery = { getKiosksForForecast: Array<{ orgId: string, kioskId: string, name: string, dataSufficient: boolean, daysWithSales: number }> };

export type ForecastProductsQueryVariables = Exact<{
  orgId?: string | number | null | undefined;
  kioskIds?: Array<string | number> | string | number | null | undefined;
}>;


export type ForecastProductsQuery = { getForecastProducts: Array<{ name: string, productId: string, kioskId: string, orgId: string }> };

export type ForecastQueryVariables = Exact<{
  payload: ForecastPayload;
}>;


export type ForecastQuery = { getForecast: { variant: ForecastVariant, orgId: string, currency: string, timeZone: string, today: string, from: string, to: string, computedAt: string | null, stats: { netSales: string, productDemand: number, productDemandLower: number | null, productDemandUpper: number | null, numberOfCustomer: number, nextWeekCovered: boolean, revenueLastWeekChange: string, revenueLastWeekChangePercentage: number | null, demandLastWeekChange: number, demandLastWeekChangePercentage: number | null } | null, revenue: Array<{ date: string, forecastedSales: string | null, forecastedSalesLower: string | null, forecastedSalesUpper: string | null, actualSales: string | null, forecastedProfit: string | null, forecastedNetCost: string | null, expectedUnits: number | null, pointUnits: number | null, unitsLower: number | null, unitsUpper: number | null, actualUnits: number | null, holiday: string | null }> | null, productDemand: Array<{ productId: string, kioskId: string, name: string, kioskName: string, forecastedUnits: number, pointUnits: number, unitsLower: number, unitsUpper: number, actualUnits: number }> | null, comparison: Array<{ date: string, holiday: string | null, list: Array<{ name: string, id: string, value: string, meta: string | null }> }> | null, topSellingKiosks: Array<{ name: string, quantitySold: number, id: string }> | null, topSellingProducts: Array<{ name: string, quantitySold: number, id: string }> | null } };

export type OrganizationSupportQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationSupportQuery = { getOrganizationById: { _id: string, name: string, support: { email: string | null, hotline: string | null, hotlineAvailability: string | null } } };

export type KioskCreateRefillMutationVariables = Exact<{
  kioskId: string | number;
}>;


export type KioskCreateRefillMutation = { createRefill: { _id: string, status: string } };

export type KioskResetSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type KioskResetSessionMutation = { kioskReset: { _id: string, status: string } };

export type KioskSyncMutationVariables = Exact<{
  id: string | number;
}>;


export type KioskSyncMutation = { kioskSync: { _id: string, status: string } };

export type KioskRestartMutationVariables = Exact<{
  id: string | number;
}>;


export type KioskRestartMutation = { kioskRestart: { _id: string, status: string } };

export type SetKioskServiceMutationVariables = Exact<{
  id: string | number;
  inService: boolean;
}>;


export type SetKioskServiceMutation = { setKioskService: { _id: string, status: string } };

export type KioskDeviceCredentialsMutationVariables = Exact<{
  kioskId: string | number;
}>;


export type KioskDeviceCredentialsMutation = { kioskDeviceCredentials: { username: string, password: string, mqttUrl: string, mqttWsUrl: string } };

export type KioskLiveQueryVariables = Exact<{
  id: string | number;
}>;


export type KioskLiveQuery = { getKioskWithCapacities: { _id: string, name: string, serialNumber: string, orgId: string, qrcode: string | null, online: boolean, lastMessage: string | null, doorStatus: string, inService: boolean, serviceReason: string | null, ipAddress: string | null, firmware: string | null, thermostatTemperature: number, dayIncome: string, deviceCredentialsIssuedAt: string | null, session: { type: string, since: string | null }, temperature: { sensors: Array<number | null>, value: number | null, updated: string | null }, heartbeat: { uptime: number | null, updated: string | null } } };

export type KioskCommandsQueryVariables = Exact<{
  kioskId: string | number;
  limit?: number | null | undefined;
}>;


export type KioskCommandsQuery = { getKioskCommands: Array<{ _id: string, type: string, status: string, created: string, sentAt: string | null, deliveredAt: string | null, finishedAt: string | null, expiresAt: string, resends: number, error: string | null }> };

export type KioskTemperaturesQueryVariables = Exact<{
  kioskId: string | number;
  from?: string | null | undefined;
  to?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type KioskTemperaturesQuery = { getTemperatureEventsByKiosk: Array<{ ts: string, sensors: Array<number | null> }> };

export type KioskActivitiesQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  kiosk?: string | number | null | undefined;
  period?: PeriodInput | null | undefined;
  sort?: SortOrder | null | undefined;
  categories?: Array<string> | string | null | undefined;
}>;


export type KioskActivitiesQuery = { gridActivities: { total: number, data: Array<{ _id: string, ts: string, category: string, type: string, details: string }> } };

export type KioskReplenishersQueryVariables = Exact<{
  kioskId: string | number;
}>;


export type KioskReplenishersQuery = { getKioskReplenishers: Array<{ _id: string, userId: string, firstName: string, lastName: string, email: string, created: string }> };

export type KioskReplenisherCandidatesQueryVariables = Exact<{
  data?: UsersGridInput | null | undefined;
}>;


export type KioskReplenisherCandidatesQuery = { getAllUsersGrid: { total: number, data: Array<{ _id: string, firstName: string, lastName: string, email: string, rolesInOrganizations: Array<{ role: string, status: string, organizationId: { _id: string } }> }> } };

export type KioskAssignReplenisherMutationVariables = Exact<{
  kioskId: string | number;
  userId: string | number;
}>;


export type KioskAssignReplenisherMutation = { assignReplenisher: { _id: string, userId: string } };

export type KioskUnassignReplenisherMutationVariables = Exact<{
  kioskId: string | number;
  userId: string | number;
}>;


export type KioskUnassignReplenisherMutation = { unassignReplenisher: boolean };

export type KioskCreateMutationVariables = Exact<{
  data: KioskInput;
}>;


export type KioskCreateMutation = { kioskCreate: { _id: string } };

export type KioskUpdateMutationVariables = Exact<{
  id: string | number;
  data: KioskUpdateInput;
}>;


export type KioskUpdateMutation = { kioskUpdate: { _id: string } };

export type KiosksGridQueryVariables = Exact<{
  data?: KiosksGridInput | null | undefined;
}>;


export type KiosksGridQuery = { getKiosksGrid: { total: number, data: Array<{ _id: string, name: string, serialNumber: string, orgId: string, online: boolean, doorStatus: string, inService: boolean, dayIncome: string, session: { type: string, since: string | null }, temperature: { sensors: Array<number | null> }, schedule: { rules: number, nextChange: string | null, nextInService: boolean | null } | null }> } };

export type KioskTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type KioskTagsQuery = { getAllTags: Array<{ name: string, orgId: string }> };

export type KioskByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type KioskByIdQuery = { getKioskWithCapacities: { _id: string, name: string, serialNumber: string, notes: string | null, pin: number | null, technicianPin: number | null, orgId: string, online: boolean, doorStatus: string, inService: boolean, updated: string, location: { name: string | null, line1: string | null, line2: string | null, postalCode: string | null, city: string | null, state: string | null, country: string | null }, tags: Array<{ name: string }>, components: { manufacturer: string | null, type: string | null, model: string | null } } };

export type KioskInventoryQueryVariables = Exact<{
  id: string | number;
}>;


export type KioskInventoryQuery = { getKioskWithCapacities: { _id: string, name: string, serialNumber: string, orgId: string, online: boolean, inventory: { loadCells: Array<{ cellId: string, planogramPosition: number, count: number, bestBefore: string | null, priceTag: string | null, tagId: string | null, surfaceSize: string, maxQty: number, occupancy: number, productLine: { _id: string, name: string, articleNumber: string | null, imageUrl: string | null } | null, batches: Array<{ _id: string, quantity: number, bestBefore: string | null }> }>, totals: Array<{ count: number, maxQty: number, cells: number, occupancy: number, productLine: { _id: string, name: string, imageUrl: string | null } }> } } };

export type PlanogramProductsQueryVariables = Exact<{
  orgId: string | number;
}>;


export type PlanogramProductsQuery = { getProductLinesByOrgId: Array<{ _id: string, name: string, articleNumber: string | null, capacities: Array<{ surfaceSize: number, units: number }> }> };

export type ConfigureLoadCellsMutationVariables = Exact<{
  kioskId: string | number;
  preset: LoadCellPreset;
}>;


export type ConfigureLoadCellsMutation = { configureLoadCells: { _id: string } };

export type UpdateLoadcellMutationVariables = Exact<{
  kioskId: string | number;
  cells: Array<LoadCellInput> | LoadCellInput;
}>;


export type UpdateLoadcellMutation = { updateLoadcell: { _id: string } };

export type DeleteLoadCellMutationVariables = Exact<{
  kioskId: string | number;
  cellId: string;
  added: boolean;
}>;


export type DeleteLoadCellMutation = { deleteLoadCell: { _id: string } };

export type CorrectCellQuantityMutationVariables = Exact<{
  kioskId: string | number;
  cellId: string;
  count: number;
  note?: string | null | undefined;
}>;


export type CorrectCellQuantityMutation = { correctCellQuantity: { _id: string } };

export type KioskPlayListQueryVariables = Exact<{
  kioskId: string | number;
}>;


export type KioskPlayListQuery = { getKioskWithCapacities: { _id: string, name: string }, getPlayList: { kioskId: string, items: Array<{ name: string, uri: string, duration: number, type: string, enabled: boolean, order: number, mediaType: string }> } };

export type CreatePlayListMutationVariables = Exact<{
  kioskId: string | number;
  data: PlayListItemInput;
  media: File;
}>;


export type CreatePlayListMutation = { createPlayList: { kioskId: string, items: Array<{ name: string, uri: string, duration: number, type: string, enabled: boolean, order: number, mediaType: string }> } };

export type UpdatePlayListMutationVariables = Exact<{
  kioskId: string | number;
  items: Array<PlayListItemUpdate> | PlayListItemUpdate;
}>;


export type UpdatePlayListMutation = { updatePlayList: { kioskId: string } };

export type DeletePlayListContentMutationVariables = Exact<{
  kioskId: string | number;
  uri: string;
}>;


export type DeletePlayListContentMutation = { deletePlayListContent: { kioskId: string } };

export type KioskSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type KioskSettingsQuery = { getKioskWithCapacities: { _id: string, name: string, serialNumber: string, orgId: string, online: boolean, inService: boolean, pin: number | null, esl: string | null, currency: string | null, visitSchedule: { weekdays: Array<number>, safetyMarginPercent: number, visit: string, nextVisit: string } | null, tags: Array<{ name: string }>, controller: { supportEmail: string | null, supportHotline: string | null, supportHotlineAvailability: string | null, preAuth: string | null, paymentType: string | null, tabletLang: string | null, tabletFont: string | null, minimumAge: number, fraudDetection: boolean, ageRestriction: boolean, memberCardEnabled: boolean, technicianPin: number | null, thermostatTemperature: number, tolerance: number, serviceCheck: { type: string | null, enabled: boolean, slots: Array<{ dayNumber: number, startTime: string, endTime: string }> }, autoTempOutOfService: { active: boolean, maxTemperature: number, timeInMinutes: number } }, acceptedPayment: { type: string, config: { username: string | null, passwordSet: boolean, clientID: string | null, clientSecretSet: boolean, locationID: string | null, authorizationType: string | null, paymentMode: string | null } } | null } };

export type KioskSignalRulesQueryVariables = Exact<{
  kioskId: string | number;
}>;


export type KioskSignalRulesQuery = { getKioskSignalRules: Array<{ _id: string, repeating: string, signals: Array<{ dayNumber: number, msFromStartOfDay: number, notifyThat: string }> }> };

export type ConfigureKioskPropsMutationVariables = Exact<{
  data: ConfigureKioskPropsInput;
}>;


export type ConfigureKioskPropsMutation = { configureKioskProps: { offline: boolean, code: string | null, message: string | null, command: { _id: string, status: string } } };

export type AddKioskSignalRuleMutationVariables = Exact<{
  kioskId: string | number;
  data: KioskSignalRuleInput;
}>;


export type AddKioskSignalRuleMutation = { addKioskSignalRule: { _id: string } };

export type UpdateKioskSignalRuleMutationVariables = Exact<{
  kioskId: string | number;
  ruleId: string | number;
  data: KioskSignalRuleInput;
}>;


export type UpdateKioskSignalRuleMutation = { updateKioskSignalRule: { _id: string } };

export type DeleteKioskSignalRuleMutationVariables = Exact<{
  kioskId: string | number;
  ruleId: string | number;
}>;


export type DeleteKioskSignalRuleMutation = { deleteKioskSignalRule: boolean };

export type SetKioskVisitScheduleMutationVariables = Exact<{
  kioskId: string | number;
  schedule?: KioskVisitScheduleInput | null | undefined;
}>;


export type SetKioskVisitScheduleMutation = { setKioskVisitSchedule: { weekdays: Array<number>, safetyMarginPercent: number, visit: string, nextVisit: string } | null };

export type KioskChangedSubscriptionVariables = Exact<{
  kioskId?: string | number | null | undefined;
}>;


export type KioskChangedSubscription = { kioskChanged: { kioskId: string, orgId: string, aspects: Array<string> } };

export type KioskListSalesChangedSubscriptionVariables = Exact<{
  orgId?: string | number | null | undefined;
}>;


export type KioskListSalesChangedSubscription = { salesChanged: { orgId: string } };

export type MyNotificationsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type MyNotificationsQuery = { getMyNotifications: { total: number, unread: number, data: Array<{ _id: string, alertId: string, kind: string, kioskId: string, kioskName: string, type: string, severity: string, startDate: string, endDate: string | null, created: string, readAt: string | null }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type NotificationsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationsChangedSubscription = { notificationsChanged: { userId: string, aspects: Array<string> } };

export type CreateOrganizationMutationVariables = Exact<{
  data: OrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { _id: string } };

export type UpdateOrganizationMutationVariables = Exact<{
  orgId: string | number;
  data: OrganizationInput;
}>;


export type UpdateOrganizationMutation = { updateOrganization: { _id: string } };

export type UpdateOrganizationImageMutationVariables = Exact<{
  orgId: string | number;
  image: File;
}>;


export type UpdateOrganizationImageMutation = { updateOrganizationImage: { _id: string, imageUrl: string | null } };

export type DeleteOrganizationImageMutationVariables = Exact<{
  orgId: string | number;
}>;


export type DeleteOrganizationImageMutation = { deleteOrganizationImage: { _id: string, imageUrl: string | null } };

export type UploadOrganizationFileMutationVariables = Exact<{
  orgId: string | number;
  file: File;
}>;


export type UploadOrganizationFileMutation = { uploadOrganizationFile: { _id: string, name: string } };

export type DeleteOrganizationFileMutationVariables = Exact<{
  orgId: string | number;
  fileId: string | number;
}>;


export type DeleteOrganizationFileMutation = { deleteOrganizationFile: boolean };

export type OrganizationsGridQueryVariables = Exact<{
  data?: OrganizationsGridInput | null | undefined;
}>;


export type OrganizationsGridQuery = { getOrganizationsGrid: { total: number, countries: Array<string>, cities: Array<string>, zipcodes: Array<string>, parentOrg: Array<{ _id: string, name: string }>, data: Array<{ _id: string, name: string, type: OrganizationType, imageUrl: string | null, parentOrg: { _id: string, name: string } | null, address: { city: string | null, country: string | null, postalCode: string | null } }> } };

export type OrganizationByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationByIdQuery = { getOrganizationById: { _id: string, name: string, slug: string, appleId: string | null, imageUrl: string | null, description: string | null, fridges: number, type: OrganizationType, allSubsOrgIds: Array<string>, currency: Currency, timeZone: string, createdAt: string, updatedAt: string, parentOrg: { _id: string, name: string } | null, address: { address: string | null, city: string | null, state: string | null, country: string | null, postalCode: string | null }, contact: { contactPerson: string | null, role: string | null, email: string | null, phoneNumber: string | null, supportEmail: string | null, supportPhoneNumber: string | null }, support: { email: string | null, hotline: string | null, hotlineAvailability: string | null }, users: Array<{ _id: string, firstName: string, lastName: string, email: string, role: string, status: string }>, kiosks: Array<{ _id: string, name: string, serialNumber: string | null }> } };

export type OrganizationFilesQueryVariables = Exact<{
  orgId: string | number;
}>;


export type OrganizationFilesQuery = { getOrganizationFiles: Array<{ _id: string, name: string, contentType: string, size: number, url: string, createdAt: string }> };

export type CreateProductLineMutationVariables = Exact<{
  data: ProductLineInput;
  image?: File | null | undefined;
}>;


export type CreateProductLineMutation = { createProductLine: { _id: string } };

export type UpdateProductLineMutationVariables = Exact<{
  id?: string | number | null | undefined;
  data: ProductLineInput;
}>;


export type UpdateProductLineMutation = { updateProductLine: { _id: string } };

export type DeleteProductLineMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProductLineMutation = { deleteProductLine: { _id: string, deleted: boolean, archived: boolean } };

export type ArchiveProductLineMutationVariables = Exact<{
  id: string | number;
}>;


export type ArchiveProductLineMutation = { archiveProductLine: { _id: string, archived: boolean } };

export type DuplicateProductLineMutationVariables = Exact<{
  id: string | number;
}>;


export type DuplicateProductLineMutation = { duplicateProductLine: { _id: string } };

export type UpdateProductLineImageMutationVariables = Exact<{
  id: string | number;
  image: File;
}>;


export type UpdateProductLineImageMutation = { updateProductLineImage: { _id: string, image: string | null, thumbnail: string | null } };

export type DeleteProductLineImageMutationVariables = Exact<{
  id: string | number;
  orgId: string | number;
}>;


export type DeleteProductLineImageMutation = { deleteProductLineImage: { _id: string, image: string | null, thumbnail: string | null } };

export type CreateProductLinePriceMutationVariables = Exact<{
  data: ProductLinePriceInput;
}>;


export type CreateProductLinePriceMutation = { createProductLinePrice: { _id: string } };

export type UpdateProductLinePriceMutationVariables = Exact<{
  id: string | number;
  data: ProductLinePriceUpdateInput;
}>;


export type UpdateProductLinePriceMutation = { updateProductLinePrice: { _id: string } };

export type DeleteActivePriceHistoryMutationVariables = Exact<{
  productLineId: string | number;
  priceHistoryId: string | number;
}>;


export type DeleteActivePriceHistoryMutation = { deleteActivePriceHistory: boolean };

export type ProductLinesGridQueryVariables = Exact<{
  data?: ProductLinesGridInput | null | undefined;
}>;


export type ProductLinesGridQuery = { productLinesGrid: { total: number, data: Array<{ _id: string, name: string, category: string | null, manufacturer: string | null, articleNumber: string | null, thumbnail: string | null, defaultPrice: string, archived: boolean, packagingOptions: Array<{ ean: string | null }> }> } };

export type ProductFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductFilterOptionsQuery = { getManufacturers: Array<string>, getProductFamilies: Array<{ _id: string, name: string, category: Array<string> }> };

export type ProductLineByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductLineByIdQuery = { getProductLineById: { _id: string, orgId: string, name: string, category: string | null, manufacturer: string | null, articleNumber: string | null, sku: string | null, description: string | null, ingredientsList: string | null, allergens: string | null, image: string | null, thumbnail: string | null, taxId: string | null, vat: string | null, defaultCost: string, defaultPrice: string, archived: boolean, nutrition: { energy: number | null, fat: number | null, fatSaturated: number | null, salt: number | null, protein: number | null, fiber: number | null, carbo: number | null, carboSugar: number | null }, packagingOptions: Array<{ ean: string | null, description: string | null, unitCount: number, grossWeightGrams: number | null, packageWeightGrams: number, netWeightGrams: number | null, netWeightGramsUnit: string, shelfLifeDays: number | null, tolerancePercentage: number }>, capacities: Array<{ surfaceSize: number, units: number }> } };

export type ProductTaxesQueryVariables = Exact<{
  selectedOrg?: string | number | null | undefined;
}>;


export type ProductTaxesQuery = { taxFindAll: Array<{ _id: string, name: string, value: string }> };

export type ProductDefaultPricesQueryVariables = Exact<{
  productLineId: string | number;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ProductDefaultPricesQuery = { getDefaultProductLinePriceHistory: { total: number, data: Array<{ _id: string, price: string, validFrom: string, validTo: string | null }> } };

export type ProductActivePricesQueryVariables = Exact<{
  productLineId: string | number;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ProductActivePricesQuery = { getProductLineActivePriceHistory: { total: number, data: Array<{ _id: string, price: string, validForKiosk: string | null, validFrom: string, validTo: string | null }> } };

export type ProductLinkedKiosksQueryVariables = Exact<{
  id: string | number;
}>;


export type ProductLinkedKiosksQuery = { getProductLineLinkedKiosks: Array<{ _id: string, name: string }> };

export type TemperatureComplianceQueryVariables = Exact<{
  kioskIds: Array<string | number> | string | number;
  period: CompliancePeriodInput;
}>;


export type TemperatureComplianceQuery = { getTemperatureCompliance: { from: string, to: string, highLimit: number, lowLimit: number, kiosks: Array<{ kioskId: string, kioskName: string, serialNumber: string, orgName: string, timeZone: string, days: Array<{ date: string, readings: number, min: number | null, max: number | null, secondsAbove: number, secondsBelow: number, secondsCovered: number, secondsOutOfService: number }>, excursions: Array<{ kind: ExcursionKind, start: string, end: string, durationSeconds: number, peak: number, closed: boolean }>, outOfService: Array<{ start: string, appliedAt: string | null, end: string | null, endReason: string | null }>, alerts: Array<{ alertId: string, type: string, startDate: string, endDate: string | null, acknowledgedAt: string | null, acknowledgedBy: string | null, note: string | null }> }> } };

export type RefillHistoryQueryVariables = Exact<{
  filter: RefillHistoryFilter;
}>;


export type RefillHistoryQuery = { getRefillHistory: { truncated: boolean, entries: Array<{ _id: string, kind: string, kioskId: string, kioskName: string, userId: string | null, userName: string | null, start: string, end: string, mode: string | null, differences: number, lines: Array<{ cellId: string, measured: number | null, measuredWeight: number | null, recorded: number | null, difference: number | null, wasted: number, bestBefore: string | null, productLine: { _id: string, name: string } | null, reconciliation: { status: string, differences: Array<{ kind: string, recorded: number, measured: number, difference: number }> } }>, photos: Array<{ _id: string, url: string, thumbnailUrl: string, takenAt: string | null, created: string }> }> } };

export type ReportsOverviewQueryVariables = Exact<{
  orgId?: string | number | null | undefined;
  period?: ReportPeriod | null | undefined;
  kioskIds?: Array<string | number> | string | number | null | undefined;
}>;


export type ReportsOverviewQuery = { getAverageDailyNetRevenue: { average: string, netSales: string, days: number }, getPeakSalesHour: { start: number, end: number, sum: string } | null, topSellingKiosks: Array<{ rank: number, kioskId: string | null, kioskName: string | null, netSales: string, netCost: string, profit: string, costKnown: boolean }>, getTopSellingProducts: Array<{ rank: number, productLine: string, productLineId: string | null, amount: number, netSales: string, netCost: string, profit: string, costKnown: boolean }>, getPaymentsMethodsStats: Array<{ _id: string, cnt: number }>, getTopSellHours: Array<{ slot: number, transactions: number, netSales: string }>, getTopSellWeek: Array<{ slot: number, transactions: number, netSales: string }>, getTopRefillsHour: Array<{ hours: Array<{ slot: number, refills: number, added: number, removed: number }> }>, getTopRefillsWeek: Array<{ slot: number, refills: number, added: number, removed: number }> };

export type ReportsSummaryQueryVariables = Exact<{
  orgId?: string | number | null | undefined;
  period?: ReportPeriod | null | undefined;
  kioskIds?: Array<string | number> | string | number | null | undefined;
  grouping?: ReportGrouping | null | undefined;
}>;


export type ReportsSummaryQuery = { getReportSummary: { grouping: ReportGrouping, transactions: number, items: number, grossSales: string, netSales: string, netCost: string, profit: string, costKnown: boolean, itemsWithoutCost: number, scope: { orgId: string, currency: string, timeZone: string, from: string, to: string }, series: Array<{ start: string, end: string, label: string, transactions: number, items: number, netSales: string, netCost: string, profit: string, costKnown: boolean }> } };

export type WasteReportQueryVariables = Exact<{
  filter: WasteReportFilter;
}>;


export type WasteReportQuery = { getWasteReport: { from: string, to: string, units: number, cost: string, salesCost: string, spoilageRate: number | null, byReason: Array<{ reason: WasteReason, units: number, cost: string }>, lines: Array<{ kioskId: string, kioskName: string, orgId: string, reason: WasteReason, units: number, cost: string, records: number, productLine: { _id: string, name: string, articleNumber: string | null } | null }> } };

export type AuditEntriesQueryVariables = Exact<{
  filter?: AuditFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AuditEntriesQuery = { gridAuditEntries: { total: number, objectTypes: Array<string>, actors: Array<{ userId: string, email: string | null }>, data: Array<{ _id: string, at: string, actorType: string, userId: string | null, apiKeyId: string | null, actorEmail: string | null, endpoint: string, operation: string, objectType: string | null, objectId: string | null, orgId: string | null, orgName: string | null, args: string, changeCount: number, changes: Array<{ objectType: string, objectId: string | null, action: string, before: string | null, after: string | null }> }> } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { getApiKeys: Array<{ _id: string, name: string, scope: ApiKeyScope, expiresAt: string | null, lastUsedAt: string | null, createdAt: string }> };

export type AddApiKeyMutationVariables = Exact<{
  data?: ApiKeyInput | null | undefined;
}>;


export type AddApiKeyMutation = { addApiKey: { _id: string, name: string, scope: ApiKeyScope, secret: string | null, explanation: { requestHeader: string, jwtHeader: string, payloadRule: string, payloadExample: string, nodeExample: string, curlExample: string | null } } };

export type RemoveApiKeyMutationVariables = Exact<{
  apiKeyId: string | number;
}>;


export type RemoveApiKeyMutation = { removeApiKey: boolean };

export type WebhookUrlRuleQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookUrlRuleQuery = { getWebhookUrlRule: { loopbackAllowed: boolean } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { getWebhookEndpoints: Array<{ _id: string, orgId: string, url: string, description: string, events: Array<string>, includeSubOrganizations: boolean, secret: string, enabled: boolean, disabledReason: string | null, failingSince: string | null, createdAt: string }> };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { getWebhookDeliveries: { total: number, data: Array<{ _id: string, messageId: string, eventType: string, status: string, attempts: number, lastStatusCode: number | null, lastError: string | null, nextAttemptAt: string | null, lastAttemptAt: string | null, createdAt: string }> } };

export type CreateWebhookEndpointMutationVariables = Exact<{
  orgId: string | number;
  data: WebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { _id: string } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  endpointId: string | number;
  data: WebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { _id: string } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type RotateWebhookSecretMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { _id: string, secret: string } };

export type SendWebhookTestMutationVariables = Exact<{
  endpointId: string | number;
}>;


export type SendWebhookTestMutation = { sendWebhookTest: boolean };

export type OrganizationKioskScreenQueryVariables = Exact<{
  id: string | number;
}>;


export type OrganizationKioskScreenQuery = { getOrganizationById: { _id: string, name: string, kioskInitScreen: { headerURI: string | null, headerTextColor: string | null, bgURI: string | null, bgColor: string | null, bodyTextColor: string | null } } };

export type CreateKioskLandingPageMutationVariables = Exact<{
  orgId: string | number;
  data: KioskLandingPageInput;
  header?: File | null | undefined;
  background?: File | null | undefined;
}>;


export type CreateKioskLandingPageMutation = { createKioskLandingPage: { offlineKiosks: Array<string>, organization: { _id: string } } };

export type NotificationRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationRulesQuery = { getNotificationTypes: Array<{ type: string, severity: string }>, getNotificationRules: { userId: string, types: Array<{ type: string, email: boolean, mc: boolean }>, subscriptions: Array<{ type: string, all: boolean, channels: Array<string>, kioskIds: Array<string> }> } };

export type SetNotificationRulesMutationVariables = Exact<{
  data: NotificationRuleInput;
}>;


export type SetNotificationRulesMutation = { setNotificationRules: { userId: string } };

export type SalesImportOrganizationZoneQueryVariables = Exact<{
  id: string | number;
}>;


export type SalesImportOrganizationZoneQuery = { getOrganizationById: { _id: string, timeZone: string } };

export type PreviewSalesImportMutationVariables = Exact<{
  file: File;
  data: SalesImportInput;
}>;


export type PreviewSalesImportMutation = { previewSalesImport: { timeZone: string, dateOrder: SalesImportDateOrder | null, rows: number, acceptedRows: number, transactions: number, alreadyImported: number, total: string, newKiosks: Array<string>, newProducts: Array<string>, refusedTotal: number, imported: boolean, duplicateTotal: number, merged: Array<{ field: string, name: string, variants: Array<string> }>, refused: Array<{ row: number, field: string, code: SalesImportRefusalCode, value: string, expected: string | null }>, duplicates: Array<{ row: number, sameAs: number }> } };

export type ImportSalesMutationVariables = Exact<{
  file: File;
  data: SalesImportInput;
}>;


export type ImportSalesMutation = { importSales: { timeZone: string, dateOrder: SalesImportDateOrder | null, rows: number, acceptedRows: number, transactions: number, alreadyImported: number, total: string, newKiosks: Array<string>, newProducts: Array<string>, refusedTotal: number, imported: boolean, duplicateTotal: number, merged: Array<{ field: string, name: string, variants: Array<string> }>, refused: Array<{ row: number, field: string, code: SalesImportRefusalCode, value: string, expected: string | null }>, duplicates: Array<{ row: number, sameAs: number }> } };

export type TransactionsKioskChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TransactionsKioskChangedSubscription = { kioskChanged: { kioskId: string, aspects: Array<string> } };

export type SalesGridQueryVariables = Exact<{
  data?: SalesGridInput | null | undefined;
}>;


export type SalesGridQuery = { findAllTransactionsGrid: { total: number, nextCursor: string | null, data: Array<{ _id: string, orgId: string, created: string, total: string, discountTotal: string, paymentStatus: SalePaymentStatus, promoCode: string | null, refundedTotal: string, kiosk: { _id: string, name: string | null } | null, paymentMethod: { method: string, membercardId: string | null, paymentCardType: string | null, cardType: string | null }, refunds: Array<{ _id: string, created: string, reason: string, total: string, items: Array<{ itemId: string, amount: string }> }>, itemsPurchased: Array<{ _id: string, refunded: boolean, price: string, tax: string, productLine: { _id: string | null, name: string, articleNumber: string | null } }>, evidence: { openedAt: string | null, closedAt: string | null, cells: Array<{ cellId: string, weightBefore: number, weightAfter: number, unitWeightGrams: number | null, toleranceGrams: number | null, units: number | null, refused: string | null }> } | null }> } };

export type SaleMembercardsQueryVariables = Exact<{
  data?: SaleMembercardsInput | null | undefined;
}>;


export type SaleMembercardsQuery = { getSaleMembercards: { data: Array<string>, nextCursor: string | null } };

export type RefillsGridQueryVariables = Exact<{
  data?: RefillsGridInput | null | undefined;
}>;


export type RefillsGridQuery = { gridRefills: { total: number, data: Array<{ _id: string, orgId: string, created: string, type: string, kiosk: { _id: string, name: string | null }, details: { sessionClosedAt: string | null }, scale: Array<{ cellId: string, count: number, weight: number | null, refillCost: string, status: string, productLine: { _id: string | null, name: string, articleNumber: string | null } }> }> } };

export type ProductLinesStatisticsQueryVariables = Exact<{
  data?: ProductLinesStatisticsInput | null | undefined;
}>;


export type ProductLinesStatisticsQuery = { getProductLinesStatisticsGrid: { total: number, data: Array<{ totalCost: string, totalGrossSales: string, totalRemovedCost: string, refilled: number, sold: number, removed: number, productLine: { _id: string | null, name: string, defaultPrice: string | null, defaultCost: string | null } }> } };

export type TransactionMetricsQueryVariables = Exact<{
  from?: string | null | undefined;
  to?: string | null | undefined;
  kioskIds?: Array<string | number> | string | number | null | undefined;
  membercardIds?: Array<string> | string | null | undefined;
}>;


export type TransactionMetricsQuery = { getTransactionMetrics: { totalTransactions: number, averagePurchaseValue: string, productsSold: number, netIncome: string, grossIncome: string, productsAdded: number, productsRemoved: number, spoilageRate: number | null, refillsDefaultCost: string, refillsSalesValue: string, mostSold: { count: number, productLine: { name: string } } | null, leastSold: { count: number, productLine: { name: string } } | null, mostRefilled: { count: number, productLine: { name: string } } | null, mostRemoved: { count: number, productLine: { name: string } } | null } };

export type RefundTransactionMutationVariables = Exact<{
  transactionId: string | number;
  itemIds?: Array<string | number> | string | number | null | undefined;
  reason: string;
}>;


export type RefundTransactionMutation = { refundTransaction: { _id: string, total: string } };

export type CreateUserMutationVariables = Exact<{
  data: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { _id: string } };

export type UpdateUserMutationVariables = Exact<{
  id: string | number;
  data: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { _id: string } };

export type ToggleUserStatusMutationVariables = Exact<{
  data: ToggleUserStatusInput;
}>;


export type ToggleUserStatusMutation = { toggleUserStatus: { _id: string, status: string } };

export type GrantUserRootMutationVariables = Exact<{
  data: GrantRootInput;
}>;


export type GrantUserRootMutation = { grantRootForUser: { _id: string, root: boolean } };

export type AddUserMemberCardsMutationVariables = Exact<{
  userId: string | number;
  data: MemberCardsInput;
}>;


export type AddUserMemberCardsMutation = { addMembercardIdForUser: { _id: string, membercards: Array<string> } };

export type DeleteUserMemberCardsMutationVariables = Exact<{
  userId: string | number;
  data: MemberCardsInput;
}>;


export type DeleteUserMemberCardsMutation = { deleteMembercardIdForUser: { _id: string, membercards: Array<string> } };

export type UsersGridQueryVariables = Exact<{
  data?: UsersGridInput | null | undefined;
}>;


export type UsersGridQuery = { getAllUsersGrid: { total: number, data: Array<{ _id: string, status: string, firstName: string, lastName: string, email: string, root: boolean, rolesInOrganizations: Array<{ role: string, status: string, organizationId: { _id: string, name: string } }> }> } };

export type UserDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type UserDetailQuery = { getOneUserWithInfo: { _id: string, status: string, firstName: string, lastName: string, root: boolean, email: string, mobile: string | null, termsAccepted: boolean, note: string | null, membercards: Array<string>, updatedAt: string, address: { name: string | null, line1: string | null, line2: string | null, postalCode: string | null, city: string | null, state: string | null, country: string | null } | null, rolesInOrganizations: Array<{ role: string, status: string, organizationId: { _id: string, name: string, currency: string } }>, paymentMethods: Array<{ _id: string, provider: string, type: string, last4digits: string, default: boolean, cardType: string | null, created: string, updated: string }> | null, kiosks: Array<{ _id: string, name: string }> | null } };

export type UserTransactionsQueryVariables = Exact<{
  userId: string | number;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  search?: string | null | undefined;
  sort?: UserTransactionsSort | null | undefined;
}>;


export type UserTransactionsQuery = { findUserTransactionsGrid: { total: number, data: Array<{ _id: string, orgId: string, created: string, total: string, refundedTotal: string, itemsPurchased: Array<{ price: string, productLine: { _id: string | null, name: string }, kiosk: { _id: string, name: string | null } | null }> }> } };

export type CheckMemberCardQueryVariables = Exact<{
  membercard: string;
  userId?: string | number | null | undefined;
}>;


export type CheckMemberCardQuery = { checkMemberCardIfAlreadyAssigned: boolean };

export type LiveTestKioskChangedSubscriptionVariables = Exact<{
  kioskId?: string | number | null | undefined;
}>;


export type LiveTestKioskChangedSubscription = { kioskChanged: { kioskId: string, orgId: string, aspects: Array<string> } };

export type AllOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type AllOrganizationsQuery = { getAllOrganizations: Array<{ _id: string, name: string, timeZone: string, parentOrg: { _id: string } | null }> };

export type AllKiosksQueryVariables = Exact<{ [key: string]: never; }>;


export type AllKiosksQuery = { getAllKiosks: Array<{ _id: string, name: string, serialNumber: string, orgId: string }> };

export type MyExportsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyExportsQuery = { getMyExports: { total: number, data: Array<{ _id: string, kind: string, format: ExportFormat, status: ExportStatus, fileName: string | null, rowCount: number | null, error: string | null, downloadUrl: string | null, createdAt: string, finishedAt: string | null }> } };

export type RoleInOrganizationFieldsFragment = { role: string, status: string, organizationId: { _id: string, name: string, currency: string } };

export type GetSelfQueryVariables = Exact<{ [key: string]: never; }>;


export type GetSelfQuery = { getSelf: { _id: string, firstName: string, lastName: string, email: string, avatarUrl: string | null, root: boolean, status: string, termsAccepted: boolean, language: Language, mobile: string | null, rolesInOrganizations: Array<{ role: string, status: string, organizationId: { _id: string, name: string, currency: string } }> } };

export const RoleInOrganizationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleInOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<RoleInOrganizationFieldsFragment, unknown>;
export const PaletteKiosksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaletteKiosks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KiosksGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKiosksGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}}]}}]}}]}}]} as unknown as DocumentNode<PaletteKiosksQuery, PaletteKiosksQueryVariables>;
export const PaletteProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaletteProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLinesGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLinesGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}}]}}]}}]}}]} as unknown as DocumentNode<PaletteProductsQuery, PaletteProductsQueryVariables>;
export const PaletteUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaletteUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllUsersGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<PaletteUsersQuery, PaletteUsersQueryVariables>;
export const PaletteOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaletteOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationsGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationsGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PaletteOrganizationsQuery, PaletteOrganizationsQueryVariables>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const SetUserLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lang"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Language"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"lang"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lang"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetUserLanguageMutation, SetUserLanguageMutationVariables>;
export const AlertsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AlertsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlertsGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scaleDirection"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acknowledged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AlertsGridQuery, AlertsGridQueryVariables>;
export const AcknowledgeAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcknowledgeAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcknowledgeAlertMutation, AcknowledgeAlertMutationVariables>;
export const KioskAlertSnoozeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskAlertSnooze"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskAlertSnooze"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<KioskAlertSnoozeQuery, KioskAlertSnoozeQueryVariables>;
export const SnoozeKioskAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SnoozeKioskAlerts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"until"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"snoozeKioskAlerts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"until"},"value":{"kind":"Variable","name":{"kind":"Name","value":"until"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}}]}}]} as unknown as DocumentNode<SnoozeKioskAlertsMutation, SnoozeKioskAlertsMutationVariables>;
export const CancelSnoozeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelSnooze"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelSnooze"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}]}]}}]} as unknown as DocumentNode<CancelSnoozeMutation, CancelSnoozeMutationVariables>;
export const AlertChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AlertChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<AlertChangedSubscription, AlertChangedSubscriptionVariables>;
export const DashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardFigures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDashboardFigures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"todayFrom"}},{"kind":"Field","name":{"kind":"Name","value":"monthFrom"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"customersToday"}},{"kind":"Field","name":{"kind":"Name","value":"productsSoldToday"}},{"kind":"Field","name":{"kind":"Name","value":"revenueToday"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenue"}}]}}]}}]} as unknown as DocumentNode<DashboardFiguresQuery, DashboardFiguresQueryVariables>;
export const DashboardSalesByKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardSalesByKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"view"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesView"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesByKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"view"},"value":{"kind":"Variable","name":{"kind":"Name","value":"view"}}},{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardSalesByKioskQuery, DashboardSalesByKioskQueryVariables>;
export const DashboardKioskFleetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardKioskFleet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskFleet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"outOfService"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"hot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineLong"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardKioskFleetQuery, DashboardKioskFleetQueryVariables>;
export const DashboardAlmostEmptyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardAlmostEmpty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AlmostEmptyFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAlmostEmptyKiosks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"field"},"value":{"kind":"EnumValue","value":"amount"}},{"kind":"ObjectField","name":{"kind":"Name","value":"order"},"value":{"kind":"EnumValue","value":"asc"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DashboardAlmostEmptyQuery, DashboardAlmostEmptyQueryVariables>;
export const DashboardProductOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardProductOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductLinesByOrgId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}}]}}]}}]} as unknown as DocumentNode<DashboardProductOptionsQuery, DashboardProductOptionsQueryVariables>;
export const DashboardSalesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardSalesChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}}]}}]}}]} as unknown as DocumentNode<DashboardSalesChangedSubscription, DashboardSalesChangedSubscriptionVariables>;
export const DashboardKiosksChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"DashboardKiosksChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}}]}}]}}]} as unknown as DocumentNode<DashboardKiosksChangedSubscription, DashboardKiosksChangedSubscriptionVariables>;
export const GetFieldRouteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetFieldRoute"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getReplenisherRoute"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"stops"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"}},{"kind":"Field","name":{"kind":"Name","value":"nextVisit"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inventory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loadCells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"maxQty"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pickList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLineId"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"packs"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"batchId"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pull"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"productLineId"}},{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}}]}}]}}]}}]}}]} as unknown as DocumentNode<GetFieldRouteQuery, GetFieldRouteQueryVariables>;
export const FieldOpenDoorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FieldOpenDoor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRefill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FieldOpenDoorMutation, FieldOpenDoorMutationVariables>;
export const FieldAddCellStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FieldAddCellStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CellBatchInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCellStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cellId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}}},{"kind":"Argument","name":{"kind":"Name","value":"batches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batches"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<FieldAddCellStockMutation, FieldAddCellStockMutationVariables>;
export const FieldDateCellStockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FieldDateCellStock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"batches"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CellBatchInput"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateCellStock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cellId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}}},{"kind":"Argument","name":{"kind":"Name","value":"batches"},"value":{"kind":"Variable","name":{"kind":"Name","value":"batches"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<FieldDateCellStockMutation, FieldDateCellStockMutationVariables>;
export const FieldRecordWasteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FieldRecordWaste"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"units"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordWaste"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cellId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}}},{"kind":"Argument","name":{"kind":"Name","value":"units"},"value":{"kind":"Variable","name":{"kind":"Name","value":"units"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<FieldRecordWasteMutation, FieldRecordWasteMutationVariables>;
export const FieldRecordCellCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FieldRecordCellCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"found"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"added"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"countedAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordCellCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cellId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}}},{"kind":"Argument","name":{"kind":"Name","value":"found"},"value":{"kind":"Variable","name":{"kind":"Name","value":"found"}}},{"kind":"Argument","name":{"kind":"Name","value":"added"},"value":{"kind":"Variable","name":{"kind":"Name","value":"added"}}},{"kind":"Argument","name":{"kind":"Name","value":"countedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"countedAt"}}}]}]}}]} as unknown as DocumentNode<FieldRecordCellCountMutation, FieldRecordCellCountMutationVariables>;
export const FieldUploadShelfPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FieldUploadShelfPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"takenAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadShelfPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}},{"kind":"Argument","name":{"kind":"Name","value":"takenAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"takenAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<FieldUploadShelfPhotoMutation, FieldUploadShelfPhotoMutationVariables>;
export const FieldRefillReconciliationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FieldRefillReconciliation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRefillReconciliation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"differences"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"scaleBefore"}},{"kind":"Field","name":{"kind":"Name","value":"scaleAfter"}},{"kind":"Field","name":{"kind":"Name","value":"scaleChange"}},{"kind":"Field","name":{"kind":"Name","value":"found"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"wasted"}},{"kind":"Field","name":{"kind":"Name","value":"differences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"measured"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<FieldRefillReconciliationQuery, FieldRefillReconciliationQueryVariables>;
export const KiosksForForecastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KiosksForForecast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKiosksForForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dataSufficient"}},{"kind":"Field","name":{"kind":"Name","value":"daysWithSales"}}]}}]}}]} as unknown as DocumentNode<KiosksForForecastQuery, KiosksForForecastQueryVariables>;
export const ForecastProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForecastProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getForecastProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}}]}}]}}]} as unknown as DocumentNode<ForecastProductsQuery, ForecastProductsQueryVariables>;
export const ForecastDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Forecast"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"payload"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForecastPayload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"payload"},"value":{"kind":"Variable","name":{"kind":"Name","value":"payload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"variant"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"computedAt"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"netSales"}},{"kind":"Field","name":{"kind":"Name","value":"productDemand"}},{"kind":"Field","name":{"kind":"Name","value":"productDemandLower"}},{"kind":"Field","name":{"kind":"Name","value":"productDemandUpper"}},{"kind":"Field","name":{"kind":"Name","value":"numberOfCustomer"}},{"kind":"Field","name":{"kind":"Name","value":"nextWeekCovered"}},{"kind":"Field","name":{"kind":"Name","value":"revenueLastWeekChange"}},{"kind":"Field","name":{"kind":"Name","value":"revenueLastWeekChangePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"demandLastWeekChange"}},{"kind":"Field","name":{"kind":"Name","value":"demandLastWeekChangePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"forecastedSales"}},{"kind":"Field","name":{"kind":"Name","value":"forecastedSalesLower"}},{"kind":"Field","name":{"kind":"Name","value":"forecastedSalesUpper"}},{"kind":"Field","name":{"kind":"Name","value":"actualSales"}},{"kind":"Field","name":{"kind":"Name","value":"forecastedProfit"}},{"kind":"Field","name":{"kind":"Name","value":"forecastedNetCost"}},{"kind":"Field","name":{"kind":"Name","value":"expectedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"pointUnits"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLower"}},{"kind":"Field","name":{"kind":"Name","value":"unitsUpper"}},{"kind":"Field","name":{"kind":"Name","value":"actualUnits"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"}}]}},{"kind":"Field","name":{"kind":"Name","value":"productDemand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"forecastedUnits"}},{"kind":"Field","name":{"kind":"Name","value":"pointUnits"}},{"kind":"Field","name":{"kind":"Name","value":"unitsLower"}},{"kind":"Field","name":{"kind":"Name","value":"unitsUpper"}},{"kind":"Field","name":{"kind":"Name","value":"actualUnits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comparison"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"holiday"}},{"kind":"Field","name":{"kind":"Name","value":"list"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"meta"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSellingKiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantitySold"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSellingProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantitySold"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ForecastQuery, ForecastQueryVariables>;
export const OrganizationSupportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationSupport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"support"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotline"}},{"kind":"Field","name":{"kind":"Name","value":"hotlineAvailability"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationSupportQuery, OrganizationSupportQueryVariables>;
export const KioskCreateRefillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskCreateRefill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRefill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<KioskCreateRefillMutation, KioskCreateRefillMutationVariables>;
export const KioskResetSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskResetSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<KioskResetSessionMutation, KioskResetSessionMutationVariables>;
export const KioskSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskSync"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<KioskSyncMutation, KioskSyncMutationVariables>;
export const KioskRestartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskRestart"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskRestart"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<KioskRestartMutation, KioskRestartMutationVariables>;
export const SetKioskServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetKioskService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inService"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKioskService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"inService"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inService"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetKioskServiceMutation, SetKioskServiceMutationVariables>;
export const KioskDeviceCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskDeviceCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskDeviceCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"mqttUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mqttWsUrl"}}]}}]}}]} as unknown as DocumentNode<KioskDeviceCredentialsMutation, KioskDeviceCredentialsMutationVariables>;
export const KioskLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskWithCapacities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"qrcode"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessage"}},{"kind":"Field","name":{"kind":"Name","value":"doorStatus"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensors"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heartbeat"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uptime"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"serviceReason"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"firmware"}},{"kind":"Field","name":{"kind":"Name","value":"thermostatTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"dayIncome"}},{"kind":"Field","name":{"kind":"Name","value":"deviceCredentialsIssuedAt"}}]}}]}}]} as unknown as DocumentNode<KioskLiveQuery, KioskLiveQueryVariables>;
export const KioskCommandsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskCommands"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskCommands"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"resends"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]} as unknown as DocumentNode<KioskCommandsQuery, KioskCommandsQueryVariables>;
export const KioskTemperaturesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskTemperatures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTemperatureEventsByKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ts"}},{"kind":"Field","name":{"kind":"Name","value":"sensors"}}]}}]}}]} as unknown as DocumentNode<KioskTemperaturesQuery, KioskTemperaturesQueryVariables>;
export const KioskActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kiosk"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"categories"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"kiosk"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kiosk"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"categories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"categories"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"ts"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"details"}}]}}]}}]}}]} as unknown as DocumentNode<KioskActivitiesQuery, KioskActivitiesQueryVariables>;
export const KioskReplenishersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskReplenishers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskReplenishers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]} as unknown as DocumentNode<KioskReplenishersQuery, KioskReplenishersQueryVariables>;
export const KioskReplenisherCandidatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskReplenisherCandidates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllUsersGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"rolesInOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KioskReplenisherCandidatesQuery, KioskReplenisherCandidatesQueryVariables>;
export const KioskAssignReplenisherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskAssignReplenisher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignReplenisher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<KioskAssignReplenisherMutation, KioskAssignReplenisherMutationVariables>;
export const KioskUnassignReplenisherDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskUnassignReplenisher"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignReplenisher"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<KioskUnassignReplenisherMutation, KioskUnassignReplenisherMutationVariables>;
export const KioskCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskCreate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<KioskCreateMutation, KioskCreateMutationVariables>;
export const KioskUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<KioskUpdateMutation, KioskUpdateMutationVariables>;
export const KiosksGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KiosksGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KiosksGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKiosksGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"doorStatus"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"dayIncome"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"since"}}]}},{"kind":"Field","name":{"kind":"Name","value":"temperature"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sensors"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"}},{"kind":"Field","name":{"kind":"Name","value":"nextChange"}},{"kind":"Field","name":{"kind":"Name","value":"nextInService"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KiosksGridQuery, KiosksGridQueryVariables>;
export const KioskTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}}]}}]}}]} as unknown as DocumentNode<KioskTagsQuery, KioskTagsQueryVariables>;
export const KioskByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskWithCapacities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"technicianPin"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"doorStatus"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]} as unknown as DocumentNode<KioskByIdQuery, KioskByIdQueryVariables>;
export const KioskInventoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskInventory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskWithCapacities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"inventory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loadCells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"planogramPosition"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"batches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceTag"}},{"kind":"Field","name":{"kind":"Name","value":"tagId"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceSize"}},{"kind":"Field","name":{"kind":"Name","value":"maxQty"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"maxQty"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KioskInventoryQuery, KioskInventoryQueryVariables>;
export const PlanogramProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanogramProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductLinesByOrgId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"capacities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surfaceSize"}},{"kind":"Field","name":{"kind":"Name","value":"units"}}]}}]}}]}}]} as unknown as DocumentNode<PlanogramProductsQuery, PlanogramProductsQueryVariables>;
export const ConfigureLoadCellsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigureLoadCells"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoadCellPreset"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configureLoadCells"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"preset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<ConfigureLoadCellsMutation, ConfigureLoadCellsMutationVariables>;
export const UpdateLoadcellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLoadcell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cells"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoadCellInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLoadcell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cells"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cells"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateLoadcellMutation, UpdateLoadcellMutationVariables>;
export const DeleteLoadCellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLoadCell"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"added"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLoadCell"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cellId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}}},{"kind":"Argument","name":{"kind":"Name","value":"added"},"value":{"kind":"Variable","name":{"kind":"Name","value":"added"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<DeleteLoadCellMutation, DeleteLoadCellMutationVariables>;
export const CorrectCellQuantityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CorrectCellQuantity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"correctCellQuantity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"cellId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cellId"}}},{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<CorrectCellQuantityMutation, CorrectCellQuantityMutationVariables>;
export const KioskPlayListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskPlayList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskWithCapacities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getPlayList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}}]}}]}}]}}]} as unknown as DocumentNode<KioskPlayListQuery, KioskPlayListQueryVariables>;
export const CreatePlayListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePlayList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlayListItemInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"media"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPlayList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"media"},"value":{"kind":"Variable","name":{"kind":"Name","value":"media"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"order"}},{"kind":"Field","name":{"kind":"Name","value":"mediaType"}}]}}]}}]}}]} as unknown as DocumentNode<CreatePlayListMutation, CreatePlayListMutationVariables>;
export const UpdatePlayListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePlayList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"items"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlayListItemUpdate"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePlayList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"items"},"value":{"kind":"Variable","name":{"kind":"Name","value":"items"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}}]}}]}}]} as unknown as DocumentNode<UpdatePlayListMutation, UpdatePlayListMutationVariables>;
export const DeletePlayListContentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePlayListContent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uri"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePlayListContent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"uri"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uri"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}}]}}]}}]} as unknown as DocumentNode<DeletePlayListContentMutation, DeletePlayListContentMutationVariables>;
export const KioskSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskWithCapacities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"online"}},{"kind":"Field","name":{"kind":"Name","value":"inService"}},{"kind":"Field","name":{"kind":"Name","value":"pin"}},{"kind":"Field","name":{"kind":"Name","value":"esl"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"visitSchedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"safetyMarginPercent"}},{"kind":"Field","name":{"kind":"Name","value":"visit"}},{"kind":"Field","name":{"kind":"Name","value":"nextVisit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"controller"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportHotline"}},{"kind":"Field","name":{"kind":"Name","value":"supportHotlineAvailability"}},{"kind":"Field","name":{"kind":"Name","value":"preAuth"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"tabletLang"}},{"kind":"Field","name":{"kind":"Name","value":"tabletFont"}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"fraudDetection"}},{"kind":"Field","name":{"kind":"Name","value":"ageRestriction"}},{"kind":"Field","name":{"kind":"Name","value":"memberCardEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"technicianPin"}},{"kind":"Field","name":{"kind":"Name","value":"thermostatTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"serviceCheck"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"autoTempOutOfService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"maxTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"timeInMinutes"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPayment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"passwordSet"}},{"kind":"Field","name":{"kind":"Name","value":"clientID"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"locationID"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<KioskSettingsQuery, KioskSettingsQueryVariables>;
export const KioskSignalRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskSignalRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getKioskSignalRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"repeating"}},{"kind":"Field","name":{"kind":"Name","value":"signals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dayNumber"}},{"kind":"Field","name":{"kind":"Name","value":"msFromStartOfDay"}},{"kind":"Field","name":{"kind":"Name","value":"notifyThat"}}]}}]}}]}}]} as unknown as DocumentNode<KioskSignalRulesQuery, KioskSignalRulesQueryVariables>;
export const ConfigureKioskPropsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfigureKioskProps"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigureKioskPropsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"configureKioskProps"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offline"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"command"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConfigureKioskPropsMutation, ConfigureKioskPropsMutationVariables>;
export const AddKioskSignalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddKioskSignalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskSignalRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addKioskSignalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<AddKioskSignalRuleMutation, AddKioskSignalRuleMutationVariables>;
export const UpdateKioskSignalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateKioskSignalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskSignalRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateKioskSignalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ruleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateKioskSignalRuleMutation, UpdateKioskSignalRuleMutationVariables>;
export const DeleteKioskSignalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteKioskSignalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteKioskSignalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"ruleId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ruleId"}}}]}]}}]} as unknown as DocumentNode<DeleteKioskSignalRuleMutation, DeleteKioskSignalRuleMutationVariables>;
export const SetKioskVisitScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetKioskVisitSchedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"schedule"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskVisitScheduleInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setKioskVisitSchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}},{"kind":"Argument","name":{"kind":"Name","value":"schedule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"schedule"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"safetyMarginPercent"}},{"kind":"Field","name":{"kind":"Name","value":"visit"}},{"kind":"Field","name":{"kind":"Name","value":"nextVisit"}}]}}]}}]} as unknown as DocumentNode<SetKioskVisitScheduleMutation, SetKioskVisitScheduleMutationVariables>;
export const KioskChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KioskChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"aspects"}}]}}]}}]} as unknown as DocumentNode<KioskChangedSubscription, KioskChangedSubscriptionVariables>;
export const KioskListSalesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"KioskListSalesChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"salesChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}}]}}]}}]} as unknown as DocumentNode<KioskListSalesChangedSubscription, KioskListSalesChangedSubscriptionVariables>;
export const MyNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMyNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"alertId"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyNotificationsQuery, MyNotificationsQueryVariables>;
export const MarkNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}]}]}}]} as unknown as DocumentNode<MarkNotificationsReadMutation, MarkNotificationsReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const NotificationsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"NotificationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"aspects"}}]}}]}}]} as unknown as DocumentNode<NotificationsChangedSubscription, NotificationsChangedSubscriptionVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const UpdateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationMutation, UpdateOrganizationMutationVariables>;
export const UpdateOrganizationImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganizationImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganizationImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationImageMutation, UpdateOrganizationImageMutationVariables>;
export const DeleteOrganizationImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrganizationImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrganizationImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]} as unknown as DocumentNode<DeleteOrganizationImageMutation, DeleteOrganizationImageMutationVariables>;
export const UploadOrganizationFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadOrganizationFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadOrganizationFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UploadOrganizationFileMutation, UploadOrganizationFileMutationVariables>;
export const DeleteOrganizationFileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteOrganizationFile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOrganizationFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileId"}}}]}]}}]} as unknown as DocumentNode<DeleteOrganizationFileMutation, DeleteOrganizationFileMutationVariables>;
export const OrganizationsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationsGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationsGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"countries"}},{"kind":"Field","name":{"kind":"Name","value":"cities"}},{"kind":"Field","name":{"kind":"Name","value":"zipcodes"}},{"kind":"Field","name":{"kind":"Name","value":"parentOrg"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"parentOrg"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationsGridQuery, OrganizationsGridQueryVariables>;
export const OrganizationByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"appleId"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fridges"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"parentOrg"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"allSubsOrgIds"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactPerson"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"supportEmail"}},{"kind":"Field","name":{"kind":"Name","value":"supportPhoneNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"support"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hotline"}},{"kind":"Field","name":{"kind":"Name","value":"hotlineAvailability"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<OrganizationByIdQuery, OrganizationByIdQueryVariables>;
export const OrganizationFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationFiles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OrganizationFilesQuery, OrganizationFilesQueryVariables>;
export const CreateProductLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLineInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<CreateProductLineMutation, CreateProductLineMutationVariables>;
export const UpdateProductLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateProductLineMutation, UpdateProductLineMutationVariables>;
export const DeleteProductLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<DeleteProductLineMutation, DeleteProductLineMutationVariables>;
export const ArchiveProductLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ArchiveProductLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveProductLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}}]}}]}}]} as unknown as DocumentNode<ArchiveProductLineMutation, ArchiveProductLineMutationVariables>;
export const DuplicateProductLineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DuplicateProductLine"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicateProductLine"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<DuplicateProductLineMutation, DuplicateProductLineMutationVariables>;
export const UpdateProductLineImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductLineImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductLineImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]} as unknown as DocumentNode<UpdateProductLineImageMutation, UpdateProductLineImageMutationVariables>;
export const DeleteProductLineImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProductLineImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProductLineImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}}]}}]}}]} as unknown as DocumentNode<DeleteProductLineImageMutation, DeleteProductLineImageMutationVariables>;
export const CreateProductLinePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProductLinePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLinePriceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProductLinePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<CreateProductLinePriceMutation, CreateProductLinePriceMutationVariables>;
export const UpdateProductLinePriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductLinePrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLinePriceUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductLinePrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateProductLinePriceMutation, UpdateProductLinePriceMutationVariables>;
export const DeleteActivePriceHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteActivePriceHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"priceHistoryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteActivePriceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"priceHistoryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"priceHistoryId"}}}]}]}}]} as unknown as DocumentNode<DeleteActivePriceHistoryMutation, DeleteActivePriceHistoryMutationVariables>;
export const ProductLinesGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductLinesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLinesGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLinesGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPrice"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"packagingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ean"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProductLinesGridQuery, ProductLinesGridQueryVariables>;
export const ProductFilterOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductFilterOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductFamilies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getManufacturers"}}]}}]} as unknown as DocumentNode<ProductFilterOptionsQuery, ProductFilterOptionsQueryVariables>;
export const ProductLineByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductLineById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductLineById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}},{"kind":"Field","name":{"kind":"Name","value":"sku"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ingredientsList"}},{"kind":"Field","name":{"kind":"Name","value":"allergens"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnail"}},{"kind":"Field","name":{"kind":"Name","value":"taxId"}},{"kind":"Field","name":{"kind":"Name","value":"vat"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCost"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPrice"}},{"kind":"Field","name":{"kind":"Name","value":"archived"}},{"kind":"Field","name":{"kind":"Name","value":"nutrition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"energy"}},{"kind":"Field","name":{"kind":"Name","value":"fat"}},{"kind":"Field","name":{"kind":"Name","value":"fatSaturated"}},{"kind":"Field","name":{"kind":"Name","value":"salt"}},{"kind":"Field","name":{"kind":"Name","value":"protein"}},{"kind":"Field","name":{"kind":"Name","value":"fiber"}},{"kind":"Field","name":{"kind":"Name","value":"carbo"}},{"kind":"Field","name":{"kind":"Name","value":"carboSugar"}}]}},{"kind":"Field","name":{"kind":"Name","value":"packagingOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ean"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"unitCount"}},{"kind":"Field","name":{"kind":"Name","value":"grossWeightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"packageWeightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"netWeightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"netWeightGramsUnit"}},{"kind":"Field","name":{"kind":"Name","value":"shelfLifeDays"}},{"kind":"Field","name":{"kind":"Name","value":"tolerancePercentage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"surfaceSize"}},{"kind":"Field","name":{"kind":"Name","value":"units"}}]}}]}}]}}]} as unknown as DocumentNode<ProductLineByIdQuery, ProductLineByIdQueryVariables>;
export const ProductTaxesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductTaxes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"selectedOrg"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxFindAll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"selectedOrg"},"value":{"kind":"Variable","name":{"kind":"Name","value":"selectedOrg"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<ProductTaxesQuery, ProductTaxesQueryVariables>;
export const ProductDefaultPricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductDefaultPrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getDefaultProductLinePriceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]}}]} as unknown as DocumentNode<ProductDefaultPricesQuery, ProductDefaultPricesQueryVariables>;
export const ProductActivePricesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductActivePrices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"productLineId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductLineActivePriceHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"productLineId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"productLineId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"validForKiosk"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validTo"}}]}}]}}]}}]} as unknown as DocumentNode<ProductActivePricesQuery, ProductActivePricesQueryVariables>;
export const ProductLinkedKiosksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductLinkedKiosks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductLineLinkedKiosks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ProductLinkedKiosksQuery, ProductLinkedKiosksQueryVariables>;
export const TemperatureComplianceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TemperatureCompliance"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompliancePeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTemperatureCompliance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"highLimit"}},{"kind":"Field","name":{"kind":"Name","value":"lowLimit"}},{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"readings"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"secondsAbove"}},{"kind":"Field","name":{"kind":"Name","value":"secondsBelow"}},{"kind":"Field","name":{"kind":"Name","value":"secondsCovered"}},{"kind":"Field","name":{"kind":"Name","value":"secondsOutOfService"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excursions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"durationSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"peak"}},{"kind":"Field","name":{"kind":"Name","value":"closed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outOfService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alertId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedBy"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TemperatureComplianceQuery, TemperatureComplianceQueryVariables>;
export const RefillHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefillHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefillHistoryFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getRefillHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"differences"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measured"}},{"kind":"Field","name":{"kind":"Name","value":"measuredWeight"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"wasted"}},{"kind":"Field","name":{"kind":"Name","value":"bestBefore"}},{"kind":"Field","name":{"kind":"Name","value":"reconciliation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"differences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recorded"}},{"kind":"Field","name":{"kind":"Name","value":"measured"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"takenAt"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefillHistoryQuery, RefillHistoryQueryVariables>;
export const ReportsOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsOverview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPeriod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAverageDailyNetRevenue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"average"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getPeakSalesHour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topSellingKiosks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}},{"kind":"Field","name":{"kind":"Name","value":"netCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"costKnown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getTopSellingProducts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"}},{"kind":"Field","name":{"kind":"Name","value":"productLineId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}},{"kind":"Field","name":{"kind":"Name","value":"netCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"costKnown"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getPaymentsMethodsStats"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"cnt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getTopSellHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getTopSellWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getTopRefillsHour"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"refills"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"getTopRefillsWeek"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slot"}},{"kind":"Field","name":{"kind":"Name","value":"refills"}},{"kind":"Field","name":{"kind":"Name","value":"added"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]} as unknown as DocumentNode<ReportsOverviewQuery, ReportsOverviewQueryVariables>;
export const ReportsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPeriod"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grouping"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportGrouping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getReportSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"grouping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grouping"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scope"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"grouping"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"grossSales"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}},{"kind":"Field","name":{"kind":"Name","value":"netCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"costKnown"}},{"kind":"Field","name":{"kind":"Name","value":"itemsWithoutCost"}},{"kind":"Field","name":{"kind":"Name","value":"series"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"items"}},{"kind":"Field","name":{"kind":"Name","value":"netSales"}},{"kind":"Field","name":{"kind":"Name","value":"netCost"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}},{"kind":"Field","name":{"kind":"Name","value":"costKnown"}}]}}]}}]}}]} as unknown as DocumentNode<ReportsSummaryQuery, ReportsSummaryQueryVariables>;
export const WasteReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WasteReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WasteReportFilter"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWasteReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"salesCost"}},{"kind":"Field","name":{"kind":"Name","value":"spoilageRate"}},{"kind":"Field","name":{"kind":"Name","value":"byReason"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"kioskName"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"records"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WasteReportQuery, WasteReportQueryVariables>;
export const AuditEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridAuditEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"objectTypes"}},{"kind":"Field","name":{"kind":"Name","value":"actors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorType"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"apiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"actorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"orgName"}},{"kind":"Field","name":{"kind":"Name","value":"args"}},{"kind":"Field","name":{"kind":"Name","value":"changeCount"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectType"}},{"kind":"Field","name":{"kind":"Name","value":"objectId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const AddApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKeyInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestHeader"}},{"kind":"Field","name":{"kind":"Name","value":"jwtHeader"}},{"kind":"Field","name":{"kind":"Name","value":"payloadRule"}},{"kind":"Field","name":{"kind":"Name","value":"payloadExample"}},{"kind":"Field","name":{"kind":"Name","value":"nodeExample"}},{"kind":"Field","name":{"kind":"Name","value":"curlExample"}}]}}]}}]}}]} as unknown as DocumentNode<AddApiKeyMutation, AddApiKeyMutationVariables>;
export const RemoveApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiKeyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiKeyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiKeyId"}}}]}]}}]} as unknown as DocumentNode<RemoveApiKeyMutation, RemoveApiKeyMutationVariables>;
export const WebhookUrlRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookUrlRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWebhookUrlRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loopbackAllowed"}}]}}]}}]} as unknown as DocumentNode<WebhookUrlRuleQuery, WebhookUrlRuleQueryVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"includeSubOrganizations"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disabledReason"}},{"kind":"Field","name":{"kind":"Name","value":"failingSince"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getWebhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SendWebhookTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendWebhookTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendWebhookTest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}}]}]}}]} as unknown as DocumentNode<SendWebhookTestMutation, SendWebhookTestMutationVariables>;
export const OrganizationKioskScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationKioskScreen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kioskInitScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"headerURI"}},{"kind":"Field","name":{"kind":"Name","value":"headerTextColor"}},{"kind":"Field","name":{"kind":"Name","value":"bgURI"}},{"kind":"Field","name":{"kind":"Name","value":"bgColor"}},{"kind":"Field","name":{"kind":"Name","value":"bodyTextColor"}}]}}]}}]}}]} as unknown as DocumentNode<OrganizationKioskScreenQuery, OrganizationKioskScreenQueryVariables>;
export const CreateKioskLandingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKioskLandingPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskLandingPageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"header"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"background"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKioskLandingPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"orgId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orgId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}},{"kind":"Argument","name":{"kind":"Name","value":"header"},"value":{"kind":"Variable","name":{"kind":"Name","value":"header"}}},{"kind":"Argument","name":{"kind":"Name","value":"background"},"value":{"kind":"Variable","name":{"kind":"Name","value":"background"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offlineKiosks"}}]}}]}}]} as unknown as DocumentNode<CreateKioskLandingPageMutation, CreateKioskLandingPageMutationVariables>;
export const NotificationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getNotificationTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"getNotificationRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"types"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mc"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"all"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"kioskIds"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationRulesQuery, NotificationRulesQueryVariables>;
export const SetNotificationRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetNotificationRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NotificationRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setNotificationRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]} as unknown as DocumentNode<SetNotificationRulesMutation, SetNotificationRulesMutationVariables>;
export const SalesImportOrganizationZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesImportOrganizationZone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOrganizationById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<SalesImportOrganizationZoneQuery, SalesImportOrganizationZoneQueryVariables>;
export const PreviewSalesImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewSalesImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewSalesImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOrder"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedRows"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"newKiosks"}},{"kind":"Field","name":{"kind":"Name","value":"newProducts"}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicateTotal"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"sameAs"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewSalesImportMutation, PreviewSalesImportMutationVariables>;
export const ImportSalesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportSales"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"File"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importSales"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOrder"}},{"kind":"Field","name":{"kind":"Name","value":"rows"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedRows"}},{"kind":"Field","name":{"kind":"Name","value":"transactions"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"newKiosks"}},{"kind":"Field","name":{"kind":"Name","value":"newProducts"}},{"kind":"Field","name":{"kind":"Name","value":"merged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"variants"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refusedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"imported"}},{"kind":"Field","name":{"kind":"Name","value":"refused"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"expected"}}]}},{"kind":"Field","name":{"kind":"Name","value":"duplicateTotal"}},{"kind":"Field","name":{"kind":"Name","value":"duplicates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"sameAs"}}]}}]}}]}}]} as unknown as DocumentNode<ImportSalesMutation, ImportSalesMutationVariables>;
export const TransactionsKioskChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TransactionsKioskChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"aspects"}}]}}]}}]} as unknown as DocumentNode<TransactionsKioskChangedSubscription, TransactionsKioskChangedSubscriptionVariables>;
export const SalesGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SalesGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findAllTransactionsGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"discountTotal"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"promoCode"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"membercardId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentCardType"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"itemId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"itemsPurchased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tax"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"evidence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"openedAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"weightBefore"}},{"kind":"Field","name":{"kind":"Name","value":"weightAfter"}},{"kind":"Field","name":{"kind":"Name","value":"unitWeightGrams"}},{"kind":"Field","name":{"kind":"Name","value":"toleranceGrams"}},{"kind":"Field","name":{"kind":"Name","value":"units"}},{"kind":"Field","name":{"kind":"Name","value":"refused"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalesGridQuery, SalesGridQueryVariables>;
export const SaleMembercardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaleMembercards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SaleMembercardsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSaleMembercards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"nextCursor"}}]}}]}}]} as unknown as DocumentNode<SaleMembercardsQuery, SaleMembercardsQueryVariables>;
export const RefillsGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefillsGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RefillsGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gridRefills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sessionClosedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"scale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cellId"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"weight"}},{"kind":"Field","name":{"kind":"Name","value":"refillCost"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"articleNumber"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefillsGridQuery, RefillsGridQueryVariables>;
export const ProductLinesStatisticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductLinesStatistics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductLinesStatisticsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getProductLinesStatisticsGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"defaultPrice"}},{"kind":"Field","name":{"kind":"Name","value":"defaultCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCost"}},{"kind":"Field","name":{"kind":"Name","value":"totalGrossSales"}},{"kind":"Field","name":{"kind":"Name","value":"totalRemovedCost"}},{"kind":"Field","name":{"kind":"Name","value":"refilled"}},{"kind":"Field","name":{"kind":"Name","value":"sold"}},{"kind":"Field","name":{"kind":"Name","value":"removed"}}]}}]}}]}}]} as unknown as DocumentNode<ProductLinesStatisticsQuery, ProductLinesStatisticsQueryVariables>;
export const TransactionMetricsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionMetrics"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membercardIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getTransactionMetrics"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"membercardIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membercardIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTransactions"}},{"kind":"Field","name":{"kind":"Name","value":"averagePurchaseValue"}},{"kind":"Field","name":{"kind":"Name","value":"productsSold"}},{"kind":"Field","name":{"kind":"Name","value":"netIncome"}},{"kind":"Field","name":{"kind":"Name","value":"grossIncome"}},{"kind":"Field","name":{"kind":"Name","value":"productsAdded"}},{"kind":"Field","name":{"kind":"Name","value":"productsRemoved"}},{"kind":"Field","name":{"kind":"Name","value":"spoilageRate"}},{"kind":"Field","name":{"kind":"Name","value":"refillsDefaultCost"}},{"kind":"Field","name":{"kind":"Name","value":"refillsSalesValue"}},{"kind":"Field","name":{"kind":"Name","value":"mostSold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leastSold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mostRefilled"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mostRemoved"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionMetricsQuery, TransactionMetricsQueryVariables>;
export const RefundTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"itemIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"transactionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"transactionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"itemIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"itemIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<RefundTransactionMutation, RefundTransactionMutationVariables>;
export const CreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<CreateUserMutation, CreateUserMutationVariables>;
export const UpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]} as unknown as DocumentNode<UpdateUserMutation, UpdateUserMutationVariables>;
export const ToggleUserStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleUserStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ToggleUserStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleUserStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ToggleUserStatusMutation, ToggleUserStatusMutationVariables>;
export const GrantUserRootDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GrantUserRoot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GrantRootInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"grantRootForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"root"}}]}}]}}]} as unknown as DocumentNode<GrantUserRootMutation, GrantUserRootMutationVariables>;
export const AddUserMemberCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddUserMemberCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCardsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addMembercardIdForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"membercards"}}]}}]}}]} as unknown as DocumentNode<AddUserMemberCardsMutation, AddUserMemberCardsMutationVariables>;
export const DeleteUserMemberCardsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteUserMemberCards"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemberCardsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMembercardIdForUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"membercards"}}]}}]}}]} as unknown as DocumentNode<DeleteUserMemberCardsMutation, DeleteUserMemberCardsMutationVariables>;
export const UsersGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsersGrid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UsersGridInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllUsersGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"root"}},{"kind":"Field","name":{"kind":"Name","value":"rolesInOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UsersGridQuery, UsersGridQueryVariables>;
export const UserDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getOneUserWithInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"root"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"postalCode"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rolesInOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleInOrganizationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"membercards"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"last4digits"}},{"kind":"Field","name":{"kind":"Name","value":"default"}},{"kind":"Field","name":{"kind":"Name","value":"cardType"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleInOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<UserDetailQuery, UserDetailQueryVariables>;
export const UserTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserTransactionsSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findUserTransactionsGrid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"refundedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"itemsPurchased"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"productLine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kiosk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UserTransactionsQuery, UserTransactionsQueryVariables>;
export const CheckMemberCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckMemberCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"membercard"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkMemberCardIfAlreadyAssigned"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"membercard"},"value":{"kind":"Variable","name":{"kind":"Name","value":"membercard"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}]}]}}]} as unknown as DocumentNode<CheckMemberCardQuery, CheckMemberCardQueryVariables>;
export const LiveTestKioskChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveTestKioskChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kioskId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskId"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}},{"kind":"Field","name":{"kind":"Name","value":"aspects"}}]}}]}}]} as unknown as DocumentNode<LiveTestKioskChangedSubscription, LiveTestKioskChangedSubscriptionVariables>;
export const AllOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"parentOrg"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}}]}}]}}]}}]} as unknown as DocumentNode<AllOrganizationsQuery, AllOrganizationsQueryVariables>;
export const AllKiosksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllKiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getAllKiosks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"serialNumber"}},{"kind":"Field","name":{"kind":"Name","value":"orgId"}}]}}]}}]} as unknown as DocumentNode<AllKiosksQuery, AllKiosksQueryVariables>;
export const MyExportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyExports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getMyExports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}}]}}]}}]}}]} as unknown as DocumentNode<MyExportsQuery, MyExportsQueryVariables>;
export const GetSelfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GetSelf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getSelf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"root"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"rolesInOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleInOrganizationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleInOrganizationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInOrganization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"_id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<GetSelfQuery, GetSelfQueryVariables>;