/**
 * What the command palette searches: the same grid operations the list screens use, with their `search`
 * filter and a few rows each, run side by side. The caller's scope applies as on the screens.
 */
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../generated/gql.ts';
import { request } from '../../../lib/graphql-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Rows per kind: enough to pick from, few enough to read at a glance. */
export const PALETTE_ROWS = 5;
/** Fewer characters match too much to be useful. */
export const PALETTE_MIN_QUERY = 2;

const PALETTE_KIOSKS = graphql(`
  query PaletteKiosks($data: KiosksGridInput) {
    getKiosksGrid(data: $data) {
      data {
        _id
        name
        serialNumber
      }
    }
  }
`);

const PALETTE_PRODUCTS = graphql(`
  query PaletteProducts($data: ProductLinesGridInput) {
    productLinesGrid(data: $data) {
      data {
        _id
        name
        manufacturer
      }
    }
  }
`);

const PALETTE_USERS = graphql(`
  query PaletteUsers($data: UsersGridInput) {
    getAllUsersGrid(data: $data) {
      data {
        _id
        firstName
        lastName
        email
      }
    }
  }
`);

const PALETTE_ORGANIZATIONS = graphql(`
  query PaletteOrganizations($data: OrganizationsGridInput) {
    getOrganizationsGrid(data: $data) {
      data {
        _id
        name
      }
    }
  }
`);

export interface PaletteHit {
  id: string;
  label: string;
  description?: string;
}

export interface PaletteResults {
  kiosks: PaletteHit[];
  products: PaletteHit[];
  users: PaletteHit[];
  organizations: PaletteHit[];
}

async function searchEverything(search: string): Promise<PaletteResults> {
  const data = { search, page: 0, pageSize: PALETTE_ROWS };
  const [kiosks, products, users, organizations] = await Promise.all([
    request('kiosk', PALETTE_KIOSKS, { data }),
    request('products', PALETTE_PRODUCTS, { data }),
    request('organizations', PALETTE_USERS, { data }),
    request('organizations', PALETTE_ORGANIZATIONS, { data }),
  ]);
  return {
    kiosks: kiosks.getKiosksGrid.data.map((kiosk) => ({
      id: kiosk._id,
      label: kiosk.name,
      ...(kiosk.serialNumber ? { description: kiosk.serialNumber } : {}),
    })),
    products: products.productLinesGrid.data.map((product) => ({
      id: product._id,
      label: product.name,
      ...(product.manufacturer ? { description: product.manufacturer } : {}),
    })),
    users: users.getAllUsersGrid.data.map((user) => ({
      id: user._id,
      label: `${user.firstName} ${user.lastName}`.trim() || user.email,
      description: user.email,
    })),
    organizations: organizations.getOrganizationsGrid.data.map((organization) => ({
      id: organization._id,
      label: organization.name,
    })),
  };
}

/** The records matching `search` (already debounced by the caller); nothing is asked for short queries. */
export function usePaletteSearch(search: string) {
  const query = search.trim();
  return useQuery({
    queryKey: queryKeys.palette(query),
    queryFn: query.length >= PALETTE_MIN_QUERY ? () => searchEverything(query) : skipToken,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
