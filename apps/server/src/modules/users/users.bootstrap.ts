import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, generatePassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { OrganizationsRepository } from '../organizations/organizations.repository.ts';
import type { UsersRepository } from './users.repository.ts';

export interface BootstrapOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  /** With an external identity provider no password is kept here. */
  embeddedIdentity: boolean;
  demoData: boolean;
}

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
 * First start: creates the initial root user (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password
 * printed once) and, with demo data on, a demo organization the root user administers. Later starts
 * change nothing. Returns the generated password when one was made.
 */
export async function bootstrap(
  deps: { users: UsersRepository; organizations: OrganizationsRepository; logger: FastifyBaseLogger },
  options: BootstrapOptions,
): Promise<{ generatedPassword?: string; created: boolean }> {
  const { users, organizations, logger } = deps;
  if ((await users.countRoots()) > 0) return { created: false };

  let generatedPassword: string | undefined;
  let passwordHash: string | null = null;
  if (options.embeddedIdentity) {
    const password = options.adminPassword ?? (generatedPassword = generatePassword());
    passwordHash = await hashPassword(password);
  }
  const existing = await users.findByEmail(options.adminEmail);
  let admin;
  try {
    admin = existing
      ? await users.update(existing.id, { root: true, status: 'ACTIVE', ...(passwordHash ? { passwordHash } : {}) })
      : await users.insert({
          email: options.adminEmail,
          firstName: 'Admin',
          lastName: 'Root',
          root: true,
          passwordHash,
        });
  } catch (error) {
    // Another instance starting on the same database created the root user a moment earlier.
    if (isUniqueViolation(error)) return { created: false };
    throw error;
  }
  if (!admin) throw new Error('initial root user could not be stored');
  logger.info({ email: admin.email }, 'initial root user created');

  if (options.demoData && (await organizations.count()) === 0) {
    try {
      const demo = await organizations.insert({ ...DEMO_ORGANIZATION });
      await users.addMembership(admin.id, demo.id, 'admin');
      logger.info({ organization: demo.name }, 'demo organization created');
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return { created: true, ...(generatedPassword ? { generatedPassword } : {}) };
}
