import { z } from 'zod';
import { email, optionalPhone, optionalString, requiredString } from './common.ts';

export const addressInput = z.object({
  name: optionalString,
  line1: optionalString,
  line2: optionalString,
  postalCode: optionalString,
  city: optionalString,
  state: optionalString,
  country: optionalString,
});

export const userNameFields = z.object({
  firstName: requiredString.max(100),
  lastName: requiredString.max(100),
  email,
  mobile: optionalPhone,
});
