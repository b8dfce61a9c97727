/** URL segment → i18n key of the tab label (settings.tabs.*). */
export const SETTINGS_TABS = {
  notifications: 'notifications',
  'kiosk-ui': 'kioskUi',
  security: 'security',
  integrations: 'integrations',
  audit: 'audit',
} as const;

export type SettingsTab = keyof typeof SETTINGS_TABS;

export function isSettingsTab(value: string | undefined): value is SettingsTab {
  return value !== undefined && Object.hasOwn(SETTINGS_TABS, value);
}
