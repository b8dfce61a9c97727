import enCommon from './locales/en/common.json' with { type: 'json' };
import deCommon from './locales/de/common.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import deErrors from './locales/de/errors.json' with { type: 'json' };
import enLogin from './locales/en/login.json' with { type: 'json' };
import deLogin from './locales/de/login.json' with { type: 'json' };
import enExports from './locales/en/exports.json' with { type: 'json' };
import deExports from './locales/de/exports.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import deMail from './locales/de/mail.json' with { type: 'json' };
import enUsers from './locales/en/users.json' with { type: 'json' };
import deUsers from './locales/de/users.json' with { type: 'json' };
import enOrganizations from './locales/en/organizations.json' with { type: 'json' };
import deOrganizations from './locales/de/organizations.json' with { type: 'json' };
import enProducts from './locales/en/products.json' with { type: 'json' };
import deProducts from './locales/de/products.json' with { type: 'json' };
import enKiosks from './locales/en/kiosks.json' with { type: 'json' };
import deKiosks from './locales/de/kiosks.json' with { type: 'json' };
import enPlanogram from './locales/en/planogram.json' with { type: 'json' };
import dePlanogram from './locales/de/planogram.json' with { type: 'json' };
import enKioskSettings from './locales/en/kioskSettings.json' with { type: 'json' };
import deKioskSettings from './locales/de/kioskSettings.json' with { type: 'json' };
import enKioskContent from './locales/en/kioskContent.json' with { type: 'json' };
import deKioskContent from './locales/de/kioskContent.json' with { type: 'json' };
import enInventory from './locales/en/inventory.json' with { type: 'json' };
import deInventory from './locales/de/inventory.json' with { type: 'json' };
import enTransactions from './locales/en/transactions.json' with { type: 'json' };
import enDashboard from './locales/en/dashboard.json' with { type: 'json' };
import deDashboard from './locales/de/dashboard.json' with { type: 'json' };
import deTransactions from './locales/de/transactions.json' with { type: 'json' };
import enAlerts from './locales/en/alerts.json' with { type: 'json' };
import deAlerts from './locales/de/alerts.json' with { type: 'json' };
import enNotifications from './locales/en/notifications.json' with { type: 'json' };
import deNotifications from './locales/de/notifications.json' with { type: 'json' };
import enIntegrations from './locales/en/integrations.json' with { type: 'json' };
import deIntegrations from './locales/de/integrations.json' with { type: 'json' };
import enForecast from './locales/en/forecast.json' with { type: 'json' };
import deForecast from './locales/de/forecast.json' with { type: 'json' };
import enReports from './locales/en/reports.json' with { type: 'json' };
import deReports from './locales/de/reports.json' with { type: 'json' };
import enCompliance from './locales/en/compliance.json' with { type: 'json' };
import deCompliance from './locales/de/compliance.json' with { type: 'json' };
import enReportExport from './locales/en/reportExport.json' with { type: 'json' };
import deReportExport from './locales/de/reportExport.json' with { type: 'json' };
import enAudit from './locales/en/audit.json' with { type: 'json' };
import deAudit from './locales/de/audit.json' with { type: 'json' };
import enField from './locales/en/field.json' with { type: 'json' };
import deField from './locales/de/field.json' with { type: 'json' };

/**
 * Translation catalogues, one JSON file per namespace and language. Keys are
 * `<area>.<screen>.<item>`; every key exists in en and de (i18n.test.ts checks).
 */
export const resources = {
  en: {
    common: enCommon,
    errors: enErrors,
    login: enLogin,
    exports: enExports,
    mail: enMail,
    users: enUsers,
    organizations: enOrganizations,
    products: enProducts,
    kiosks: enKiosks,
    planogram: enPlanogram,
    kioskSettings: enKioskSettings,
    kioskContent: enKioskContent,
    inventory: enInventory,
    transactions: enTransactions,
    alerts: enAlerts,
    dashboard: enDashboard,
    notifications: enNotifications,
    integrations: enIntegrations,
    forecast: enForecast,
    reports: enReports,
    compliance: enCompliance,
    reportExport: enReportExport,
    audit: enAudit,
    field: enField,
  },
  de: {
    common: deCommon,
    errors: deErrors,
    login: deLogin,
    exports: deExports,
    mail: deMail,
    users: deUsers,
    organizations: deOrganizations,
    products: deProducts,
    kiosks: deKiosks,
    planogram: dePlanogram,
    kioskSettings: deKioskSettings,
    kioskContent: deKioskContent,
    inventory: deInventory,
    transactions: deTransactions,
    alerts: deAlerts,
    dashboard: deDashboard,
    notifications: deNotifications,
    integrations: deIntegrations,
    forecast: deForecast,
    reports: deReports,
    compliance: deCompliance,
    reportExport: deReportExport,
    audit: deAudit,
    field: deField,
  },
} as const;

export const NAMESPACES = [
  'common',
  'errors',
  'login',
  'exports',
  'mail',
  'users',
  'organizations',
  'products',
  'kiosks',
  'planogram',
  'kioskSettings',
  'kioskContent',
  'inventory',
  'transactions',
  'alerts',
  'dashboard',
  'notifications',
  'integrations',
  'forecast',
  'reports',
  'compliance',
  'reportExport',
  'audit',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
