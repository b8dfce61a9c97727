import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OrganizationsRepository } from './organizations.repository.ts';

export const DEMO_ORGANIZATION = {
  name: 'Demo Fresh Kiosks GmbH',
  slug: 'demo-fresh-kiosks',
  type: 'Client',
  currency: 'eur',
  timeZone: 'Europe/Berlin',
  description: 'Demo operator with a small fleet of smart fridges.',
  address: 'Friedrichstraße 68',
  city: 'Berlin',
  postalCode: '10117',
  country: 'Germany',
  contact: { contactPerson: 'Demo Operator', email: 'operator@demo.kiosk.local', phoneNumber: '+49 30 1234567' },
  support: { email: 'support@demo.kiosk.local', hotline: '+49 30 7654321', hotlineAvailability: 'Mo–Fr 8–18' },
} as const;

/**
 * The demo organization, on a first start with demo data when no organization exists yet. Returns its id,
 * or undefined when there was nothing to do (or another instance starting at the same time created it).
 */
export async function seedDemoOrganization(
  organizations: Pick<OrganizationsRepository, 'count' | 'insert'>,
  logger: FastifyBaseLogger,
): Promise<string | undefined> {
  if ((await organizations.count()) > 0) return undefined;
  try {
    const demo = await organizations.insert({ ...DEMO_ORGANIZATION });
    logger.info({ organization: demo.name }, 'demo organization created');
    return demo.id;
  } catch (error) {
    if (isUniqueViolation(error)) return undefined;
    throw error;
  }
}
