/**
 * A postal address as stored in a jsonb column (spec §3: a user's address, a kiosk's location); the postal
 * code is text. Every part is optional.
 */
export interface PostalAddress {
  name?: string | null;
  line1?: string | null;
  line2?: string | null;
  postalCode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
}
