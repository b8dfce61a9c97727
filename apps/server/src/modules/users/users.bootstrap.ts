import type { FastifyBaseLogger } from 'fastify';
import { hashPassword, generatePassword } from '../../auth/passwords.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { UsersRepository } from './users.repository.ts';

export interface BootstrapOptions {
  adminEmail: string;
  adminPassword: string | undefined;
  /** With an external identity provider no password is kept here. */
  embeddedIdentity: boolean;
}

export type BootstrapResult = { created: false } | { created: true; rootUserId: string; generatedPassword?: string };

/**
 * First start: creates the initial root user (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password
 * printed once). Later starts, and an instance that loses the race against another one starting on the
 * same database, change nothing. Returns the generated password when one was made.
 */
export async function bootstrapRoot(
  deps: { users: UsersRepository; logger: FastifyBaseLogger },
  options: BootstrapOptions,
): Promise<BootstrapResult> {
  const { users, logger } = deps;
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

  return { created: true, rootUserId: admin.id, ...(generatedPassword ? { generatedPassword } : {}) };
}
