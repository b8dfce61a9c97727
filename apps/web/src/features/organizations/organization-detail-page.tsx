import { Alert, Anchor, Button, Center, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/notify.ts';
import { OrganizationFilesCard } from './components/organization-files-card.tsx';
import { OrganizationInfoCard } from './components/organization-info-card.tsx';
import { OrganizationKiosksCard } from './components/organization-kiosks-card.tsx';
import { OrganizationSubsCard } from './components/organization-subs-card.tsx';
import { OrganizationUsersCard } from './components/organization-users-card.tsx';
import { paths } from '../../lib/paths.ts';
import { useOrganization } from './organizations.queries.ts';

/** /organizations/detail/:id — the organization with its files, sub-organizations, users and kiosks. */
export function OrganizationDetailPage() {
  const { t } = useTranslation('organizations');
  const { id = '' } = useParams();
  const query = useOrganization(id);
  const org = query.data;

  const back = (
    <Anchor component={Link} to={paths.organizations.list} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden />
        {t('organizations.detail.back')}
      </Group>
    </Anchor>
  );

  if (query.isPending) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader aria-hidden />
      </Center>
    );
  }
  if (!org) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert">
          {errorMessage(query.error, t)}
        </Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {back}
      <PageHeader title={org.name}>
        <Button
          component={Link}
          to={paths.organizations.edit(org._id)}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {t('organizations.detail.edit')}
        </Button>
      </PageHeader>
      <OrganizationInfoCard organization={org} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <OrganizationUsersCard users={org.users} />
        <OrganizationSubsCard orgId={org._id} allSubsOrgIds={org.allSubsOrgIds} />
        <OrganizationFilesCard orgId={org._id} />
        <OrganizationKiosksCard kiosks={org.kiosks} />
      </SimpleGrid>
    </Stack>
  );
}
