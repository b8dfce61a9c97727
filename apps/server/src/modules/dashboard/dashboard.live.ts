import { filter, pipe } from 'graphql-yoga';
import { canReach } from '../../auth/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { isId } from '../../lib/ids.ts';
import type { Resolvers } from '../../generated/graphql.ts';
import type { LiveBus, LiveNotice } from '../../lib/live.ts';

/**
 * The live channel of recorded sales and refunds. The database itself sends its notices: the roll-up
 * triggers (migration 0008) notify the live bus's database channel once per organization and statement,
 * so every write path — device sales, the import, refunds, demo history — reaches open dashboards.
 */
export const SALES_CHANNEL = 'sales-changed';

/**
 * `salesChanged(orgId)`: notices of the caller's organizations (one when given — an organization out of
 * scope is NOT_FOUND like every other read).
 */
export function createSalesChangesResolvers(live: LiveBus): Pick<Resolvers, 'Subscription'> {
  return {
    Subscription: {
      salesChanged: {
        subscribe: (_parent, { orgId }, { viewer }) => {
          if (orgId && (!isId(orgId) || !canReach(viewer.scope, orgId))) throw new AppError('NOT_FOUND');
          return pipe(
            live.subscribe(SALES_CHANNEL),
            filter((notice: LiveNotice) => canReach(viewer.scope, notice.orgId) && (!orgId || notice.orgId === orgId)),
          );
        },
        resolve: (notice: LiveNotice) => ({ orgId: notice.orgId }),
      },
    },
  };
}
