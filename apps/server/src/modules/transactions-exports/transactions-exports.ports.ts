import type { Viewer } from '../../auth/viewer.ts';

/** What the exports need of the kiosks module (wired in modules.ts): the names of the organizations' kiosks. */
export interface KiosksPort {
  kioskNames(orgIds: readonly string[]): Promise<Map<string, string>>;
}

/** What they need of the organizations module (its service's `summaries`): currency (headers) and time zone (dates). */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string; currency: string; timeZone: string }>>;
}

/**
 * What the product-line export needs of the transactions module: the products tab's figures of a period in the
 * caller's organizations (null = all), optionally of some kiosks — net of refunds, sold descending.
 */
export interface TransactionsPort {
  productLineFigures(filter: {
    orgFilter: string[] | null;
    from: Date;
    to: Date;
    kioskIds?: string[] | undefined;
  }): Promise<
    {
      name: string;
      sold: number;
      totalCost: string;
      totalGrossSales: string;
      refilled: number;
      removed: number;
      totalRemovedCost: string;
    }[]
  >;
}

/** What the e-mailed exports need of the exports module: queue an export of a kind for the caller. */
export interface ExportsPort {
  request(
    viewer: Viewer,
    kind: string,
    input: { format: string; lng: string },
    params?: Record<string, unknown>,
  ): Promise<{ id: string }>;
}
