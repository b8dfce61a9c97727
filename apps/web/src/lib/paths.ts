/**
 * One URL scheme for every area (spec §2 uses `/x/detail/{id}`, with the id `new` for create mode):
 *
 *   list    /x                  create  /x/detail/new
 *   detail  /x/detail/:id       edit    /x/detail/:id/edit
 *
 * An area nested below `/x/*` declares its routes with <FeatureRoutes> (components/), and links to
 * itself and to other areas through `paths`. An area whose detail page is also its form (products)
 * has no edit route.
 */
export const NEW_ID = 'new';

export function featurePaths(base: string) {
  const detail = (id: string) => `${base}/detail/${encodeURIComponent(id)}`;
  return {
    list: base,
    create: detail(NEW_ID),
    detail,
    edit: (id: string) => `${detail(id)}/edit`,
    /** Route patterns relative to `${base}/*`; `detail/new` outranks `detail/:id`. */
    routes: { create: `detail/${NEW_ID}`, detail: 'detail/:id', edit: 'detail/:id/edit' },
  };
}

export type FeaturePaths = ReturnType<typeof featurePaths>;

/** Tabs of a kiosk's settings (spec §2 `/kiosks/settings/{id}/general`). */
export const KIOSK_SETTINGS_TABS = ['general', 'controller', 'payment', 'schedule'] as const;
export type KioskSettingsTab = (typeof KIOSK_SETTINGS_TABS)[number];

/**
 * A path inside the console to return to (`?back=`), or null: only a path of this origin — one leading
 * slash, no scheme, no `//host` or `/\host` — so a crafted link cannot send the user elsewhere.
 */
export function returnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const url = new URL(value, 'http://console.invalid');
    return url.origin === 'http://console.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export const paths = {
  /** The alerts grid; `kiosk` preselects the kiosk filter. */
  alerts: (kioskId?: string) => (kioskId ? `/alerts?kiosk=${encodeURIComponent(kioskId)}` : '/alerts'),
  /** Settings → Notifications; `back` is where its back link (and saving) returns to. */
  notificationSettings: (back?: string) =>
    back ? `/settings/notifications?back=${encodeURIComponent(back)}` : '/settings/notifications',
  kiosks: {
    ...featurePaths('/kiosks'),
    /** A kiosk's settings (configureKioskProps, out-of-service schedules); spec §2 returns to `general`. */
    settings: (id: string, tab: KioskSettingsTab = 'general') => `/kiosks/settings/${encodeURIComponent(id)}/${tab}`,
    /** A kiosk's playlist; saving returns to the kiosk's page (spec §2). */
    playlist: (id: string) => `/kiosks/playlist/${encodeURIComponent(id)}`,
    /** A kiosk's planogram editor (load cells). */
    planogram: (id: string) => `/kiosks/planogram/${encodeURIComponent(id)}`,
  },
  organizations: featurePaths('/organizations'),
  users: featurePaths('/users'),
  products: featurePaths('/products'),
};
