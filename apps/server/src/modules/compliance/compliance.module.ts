import { readFileSync } from 'node:fs';
import type { Platform, ServerModule } from '../../lib/module.ts';
import { createComplianceResolvers } from './compliance.resolvers.ts';
import { registerComplianceRoutes } from './compliance.routes.ts';
import {
  createComplianceService,
  type ComplianceAlertsPort,
  type ComplianceKiosksPort,
  type ComplianceOrganizationsPort,
  type ComplianceService,
  type ComplianceUsersPort,
} from './compliance.service.ts';

/**
 * The temperature compliance report for food-safety audits (docs/compliance.md): read from the kiosks
 * module's readings and service commands and the alerts module's temperature alerts, through ports;
 * `getTemperatureCompliance` on the reports endpoint and its PDF and CSV downloads. No tables of its own.
 */
export function createComplianceModule(
  _platform: Platform,
  ports: {
    kiosks: ComplianceKiosksPort;
    alerts: ComplianceAlertsPort;
    organizations: ComplianceOrganizationsPort;
    users: ComplianceUsersPort;
  },
): ServerModule<'compliance', ComplianceService> {
  const service = createComplianceService(ports);
  return {
    name: 'compliance',
    service,
    graphql: [
      {
        endpoint: 'reports',
        typeDefs: readFileSync(new URL('./compliance.graphql', import.meta.url), 'utf8'),
        resolvers: createComplianceResolvers(service),
      },
    ],
    routes: (app, { authenticate }) => registerComplianceRoutes(app, { compliance: service, authenticate }),
  };
}
