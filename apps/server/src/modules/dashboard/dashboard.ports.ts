/**
 * What the dashboard needs of the organizations module (its service's `summaries`, wired in modules.ts): an
 * organization's name, currency and time zone.
 */
export interface OrganizationsPort {
  summaries(orgIds: readonly string[]): Promise<Map<string, { name: string; currency: string; timeZone: string }>>;
}

/** What the chart of sales by kiosk needs of the kiosks module: the names of the organizations' kiosks. */
export interface KiosksPort {
  kioskNames(orgIds: readonly string[]): Promise<Map<string, string>>;
}
