import type { AuthzCase } from '../../test-support/authz.ts';
import { replenisherAuthzCases } from './field.replenishers.test-data.ts';

/** Test data of the field module: the authorization-matrix cases of replenisher assignments and the replenisher's day. */
export const authzCases: AuthzCase[] = [...replenisherAuthzCases];
