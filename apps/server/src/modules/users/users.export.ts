import { scopeFilter } from '../../auth/scope.ts';
import { translator } from '../../mail/translate.ts';
import type { ExportKind } from '../../lib/export-kind.ts';
import type { MemberCardsRepository } from './users.member-cards.repository.ts';
import type { UsersAdminRepository } from './users.admin.repository.ts';
import { nameMemberships, type OrganizationsPort } from './users.ports.ts';

const COLUMNS = [
  'firstName',
  'lastName',
  'email',
  'mobile',
  'status',
  'root',
  'organizations',
  'membercards',
  'termsAccepted',
  'updatedAt',
] as const;

/** The users list export (GET /api/v1/organizations/export/users/{format}/{lng}): the users the caller may see. */
export function createUsersExport({
  admin,
  memberCards,
  organizations,
  pageSize = 500,
}: {
  admin: UsersAdminRepository;
  memberCards: MemberCardsRepository;
  organizations: OrganizationsPort;
  /** Users read per page: memory holds one page, not every user. */
  pageSize?: number;
}): ExportKind {
  return {
    kind: 'users',
    title: (lang) => translator(lang, 'exports')('exports.users.title'),
    fileBaseName: (lang) => translator(lang, 'exports')('exports.users.fileName'),
    async build(viewer, lang) {
      const t = translator(lang, 'exports');
      const filter = scopeFilter(viewer.scope);
      const yesNo = (value: boolean) => t(value ? 'exports.users.values.yes' : 'exports.users.values.no');
      /** The users page by page (keyset), each page with its roles and member cards. */
      async function* rows() {
        let after: Awaited<ReturnType<typeof admin.listVisiblePage>>[number] | undefined;
        for (;;) {
          const users = await admin.listVisiblePage(filter, after, pageSize);
          const ids = users.map((u) => u.id);
          const [roles, cards] = await Promise.all([
            admin.membershipsOf(ids, filter).then((found) => nameMemberships(organizations, found)),
            memberCards.cardsOf(ids),
          ]);
          for (const user of users) {
            yield {
              firstName: user.firstName,
              lastName: user.lastName,
              email: user.email,
              mobile: user.mobile,
              status: t(`exports.users.values.${user.status === 'ACTIVE' ? 'ACTIVE' : 'inactive'}`),
              root: yesNo(user.root),
              organizations: (roles.get(user.id) ?? [])
                .map(
                  (m) =>
                    `${m.orgName} (${t(`exports.users.values.${m.role === 'admin' || m.role === 'replenisher' ? m.role : 'consumer'}`)})`,
                )
                .join('; '),
              membercards: (cards.get(user.id) ?? []).join(', '),
              termsAccepted: yesNo(user.termsAccepted),
              updatedAt: user.updatedAt,
            };
          }
          after = users.at(-1);
          if (!after || users.length < pageSize) return;
        }
      }
      return {
        columns: COLUMNS.map((key) => ({ key, header: t(`exports.users.columns.${key}`) })),
        rows: rows(),
      };
    },
  };
}
