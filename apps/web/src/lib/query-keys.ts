/**
 * Every query key of the console, from one factory. A key starts with the area whose data it holds,
 * so invalidating `queryKeys.<area>.all` refreshes that area; a lookup several areas share (the
 * signed-in user, every organization, my exports) has exactly one key here and one query (lib/).
 * A mutation invalidates every key whose data it changes, including other areas'.
 */
import type {
  AlertsGridInput,
  AlmostEmptyFilter,
  KiosksGridInput,
  OrganizationsGridInput,
  ProductLinesGridInput,
  ProductLinesStatisticsInput,
  RefillsGridInput,
  ReportGrouping,
  SaleMembercardsInput,
  SalesGridInput,
  SalesView,
  TransactionMetricsQueryVariables,
  UsersGridInput,
  UserTransactionsQueryVariables,
} from '../generated/graphql.ts';

export const queryKeys = {
  /** The alerts screen: the grid and each kiosk's snooze. */
  alerts: {
    all: ['alerts'] as const,
    grids: ['alerts', 'grid'] as const,
    grid: (input: AlertsGridInput) => ['alerts', 'grid', input] as const,
    snooze: (kioskId: string) => ['alerts', 'snooze', kioskId] as const,
  },
  /** getSelf: the signed-in user (session, names and currency of their organizations). */
  self: ['self'] as const,
  /** The command palette's search over kiosks, products, users and organizations (app/layout). */
  palette: (search: string) => ['palette', search] as const,
  /** getMyExports: the signed-in user's exports (any area that starts one). */
  myExports: ['exports', 'mine'] as const,
  kiosks: {
    all: ['kiosks'] as const,
    /** getAllKiosks: every kiosk the caller sees (pickers and filters), loaded when the layout opens. */
    lookup: ['kiosks', 'lookup'] as const,
    grid: (input: KiosksGridInput) => ['kiosks', 'grid', input] as const,
    /** getAllTags: tags on the caller's kiosks (filter and form suggestions). */
    tags: ['kiosks', 'tags'] as const,
    detail: (id: string) => ['kiosks', 'detail', id] as const,
    /** The kiosk page's live state (below detail(id), so refreshing the detail refreshes it too). */
    live: (id: string) => ['kiosks', 'detail', id, 'live'] as const,
    /** A kiosk's settings page (controller, payment, ESL; kiosks/settings). */
    settings: (id: string) => ['kiosks', 'detail', id, 'settings'] as const,
    /** getKioskSignalRules of one kiosk (out-of-service schedules). */
    signalRules: (id: string) => ['kiosks', 'signalRules', id] as const,
    /** getKioskReplenishers of one kiosk, and the organization's replenishers to choose from. */
    replenishers: (id: string) => ['kiosks', 'replenishers', id] as const,
    replenisherCandidates: (orgId: string) => ['kiosks', 'replenishers', 'candidates', orgId] as const,
    /** getKioskCommands of one kiosk. */
    commands: (id: string) => ['kiosks', 'commands', id] as const,
    /** getTemperatureEventsByKiosk of one kiosk; the range after the id. */
    temperatures: (id: string, from?: string, to?: string) =>
      from === undefined
        ? (['kiosks', 'temperatures', id] as const)
        : (['kiosks', 'temperatures', id, from, to] as const),
    /** gridActivities of one kiosk; the page and period after the id. */
    activities: (id: string, variables?: unknown) =>
      variables === undefined
        ? (['kiosks', 'activities', id] as const)
        : (['kiosks', 'activities', id, variables] as const),
    /** Every kiosks grid (the list page). */
    grids: ['kiosks', 'grid'] as const,
  },
  organizations: {
    all: ['organizations'] as const,
    /** getAllOrganizations: every organization the caller may see (pickers, filters, parent choice). */
    lookup: ['organizations', 'lookup'] as const,
    grid: (input: OrganizationsGridInput) => ['organizations', 'grid', input] as const,
    detail: (id: string) => ['organizations', 'detail', id] as const,
    files: (orgId: string) => ['organizations', 'files', orgId] as const,
    /** An organization's support contact (the help screen). */
    support: (orgId: string) => ['organizations', 'support', orgId] as const,
  },
  /** The help content of one language (loaded by the help screen only). */
  help: (language: string) => ['help', language] as const,
  users: {
    all: ['users'] as const,
    grid: (input: UsersGridInput) => ['users', 'grid', input] as const,
    detail: (id: string) => ['users', 'detail', id] as const,
    transactions: (variables: UserTransactionsQueryVariables) => ['users', 'transactions', variables] as const,
  },
  products: {
    all: ['products'] as const,
    grid: (input: ProductLinesGridInput) => ['products', 'grid', input] as const,
    filterOptions: ['products', 'filterOptions'] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
    taxes: (orgId: string | null) => ['products', 'taxes', orgId] as const,
    defaultPrices: (id: string, page: number) => ['products', 'prices', id, 'default', page] as const,
    activePrices: (id: string, page: number) => ['products', 'prices', id, 'kiosk', page] as const,
    linkedKiosks: (id: string) => ['products', 'linkedKiosks', id] as const,
  },
  /** Notification settings (the caller's rule, the alert types) and the notification centre (the bell). */
  /** Settings → Security (API keys) and Integrations (webhooks). */
  integrations: {
    all: ['integrations'] as const,
    apiKeys: ['integrations', 'api-keys'] as const,
    webhooks: ['integrations', 'webhooks'] as const,
    urlRule: ['integrations', 'webhook-url-rule'] as const,
    deliveries: (endpointId: string) => ['integrations', 'deliveries', endpointId] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    rule: ['notifications', 'rule'] as const,
    centre: ['notifications', 'centre'] as const,
  },
  /** The transactions screen: sales, refills and products tabs and the metric widgets. */
  transactions: {
    all: ['transactions'] as const,
    sales: (input: SalesGridInput) => ['transactions', 'sales', input] as const,
    refills: (input: RefillsGridInput) => ['transactions', 'refills', input] as const,
    products: (input: ProductLinesStatisticsInput) => ['transactions', 'products', input] as const,
    metrics: (variables: TransactionMetricsQueryVariables) => ['transactions', 'metrics', variables] as const,
    memberCards: (input: SaleMembercardsInput) => ['transactions', 'memberCards', input] as const,
  },
  /** The dashboard: figures and sales by kiosk (refreshed by salesChanged), fleet and stock (by kioskChanged). */
  /** The forecast screen: kiosks and products to pick, and the stored forecast's variants. */
  forecast: {
    all: ['forecast'] as const,
    kiosks: (orgId: string | null) => ['forecast', 'kiosks', orgId] as const,
    products: (orgId: string | null, kioskIds: readonly string[]) => ['forecast', 'products', orgId, kioskIds] as const,
    variant: (variant: string, input: object) => ['forecast', 'variant', variant, input] as const,
  },
  dashboard: {
    all: ['dashboard'] as const,
    /** Every sales read (figures and chart) of the dashboard. */
    sales: ['dashboard', 'sales'] as const,
    figures: (orgId: string | null) => ['dashboard', 'sales', 'figures', orgId] as const,
    salesByKiosk: (orgId: string, view: SalesView) => ['dashboard', 'sales', 'byKiosk', orgId, view] as const,
    /** Every kiosk-side read (fleet strip, local alerts, almost-empty stock). */
    kiosks: ['dashboard', 'kiosks'] as const,
    fleet: (orgId: string) => ['dashboard', 'kiosks', 'fleet', orgId] as const,
    almostEmpty: (filter: AlmostEmptyFilter) => ['dashboard', 'kiosks', 'almostEmpty', filter] as const,
    productOptions: (orgId: string) => ['dashboard', 'productOptions', orgId] as const,
  },
  /** The Reports screen: the figures of a filter, and the net sales / profit series of a grouping. */
  reports: {
    all: ['reports'] as const,
    overview: (filter: ReportsFilterKey) => ['reports', 'overview', filter] as const,
    summary: (filter: ReportsFilterKey, grouping: ReportGrouping) => ['reports', 'summary', filter, grouping] as const,
    /** getWasteReport of a filter (reports/waste). */
    waste: (filter: object) => ['reports', 'waste', filter] as const,
    /** getRefillHistory of a filter (reports/refill-history). */
    refillHistory: (filter: object) => ['reports', 'refillHistory', filter] as const,
  },
};

/** What identifies a report's data: organization, period and kiosks as sent to the API. */
export interface ReportsFilterKey {
  orgId: string | null;
  period: { from: string; to: string } | null;
  kioskIds: string[] | null;
}

export type QueryKey = readonly unknown[];
