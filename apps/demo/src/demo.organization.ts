import { AppError, SYSTEM_VIEWER, type Services } from '@kiosk/server/console';

export const DEMO_ORGANIZATION = {
  name: 'Demo Fresh Kiosks GmbH',
  slug: 'demo-fresh-kiosks',
  type: 'Client',
  currency: 'eur',
  timeZone: 'Europe/Berlin',
  description: 'Demo operator with a small fleet of smart fridges.',
  address: { address: 'Friedrichstraße 68', city: 'Berlin', postalCode: '10117', country: 'Germany' },
  contact: { contactPerson: 'Demo Operator', email: 'operator@demo.kiosk.local', phoneNumber: '+49 30 1234567' },
  support: { email: 'support@demo.kiosk.local', hotline: '+49 30 7654321', hotlineAvailability: 'Mo–Fr 8–18' },
} as const;

/**
 * The demo organization, on a first start with demo data when no organization exists yet. Returns its id,
 * or undefined when there was nothing to do (or another instance starting at the same time created it).
 */
export async function seedDemoOrganization(
  organizations: Pick<Services['organizations'], 'getAll' | 'create'>,
  logger: { info(fields: object, message: string): void },
): Promise<string | undefined> {
  if ((await organizations.getAll(SYSTEM_VIEWER)).length > 0) return undefined;
  try {
    const demo = await organizations.create(SYSTEM_VIEWER, { ...DEMO_ORGANIZATION });
    logger.info({ organization: demo.row.name }, 'demo organization created');
    return demo.row.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'SLUG_TAKEN') return undefined;
    throw error;
  }
}
