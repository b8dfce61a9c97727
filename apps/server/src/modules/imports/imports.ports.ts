import type { Viewer } from '../../auth/viewer.ts';

/**
 * What the import needs of the kiosks, products and forecast modules (wired in modules.ts): an organization's
 * kiosks and products by name, created as the caller when new, and the forecast's recompute afterwards.
 */
export interface ImportPorts {
  kiosksOf(orgId: string): Promise<{ id: string; name: string }[]>;
  /** Creates a kiosk in the organization, as the caller (the kiosks module checks the caller). */
  createKiosk(viewer: Viewer, orgId: string, name: string, serialNumber: string): Promise<{ id: string }>;
  productsOf(orgId: string): Promise<{ id: string; name: string }[]>;
  /** Creates a product named so in the organization with this default price, as the caller. */
  createProduct(viewer: Viewer, orgId: string, name: string, defaultPrice: string): Promise<{ id: string }>;
  /** After sales were written (committed): e.g. the forecast recomputes the organization. Optional. */
  imported?(orgId: string): Promise<void>;
}

/** What it needs of the organizations module (its service's `summaries`): the time zone, the default for the file's times. */
export interface ImportOrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { timeZone: string }>>;
}
