import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { adminOrganizations } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { localeFor } from '../../lib/format.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { errorMessage } from '../../lib/notify.ts';
import { OrganizationForm } from './components/organization-form.tsx';
import { newOrganizationValues, organizationToValues } from './organization-form-values.ts';
import { paths } from '../../lib/paths.ts';
import { useAllOrganizations } from '../../lib/lookups.ts';
import { useOrganization } from './organizations.queries.ts';
import { defaultParent, excludedParentIds, parentOptions, parentRequired } from './parent-options.ts';

/** /organizations/detail/new and /organizations/detail/:id/edit. */
export function OrganizationFormPage() {
  const { t } = useTranslation('organizations');
  const { id } = useParams();
  const editing = id !== undefined;
  const { self } = useSession();
  const existing = useOrganization(editing ? id : null);
  const all = useAllOrganizations();
  const organization = editing ? (existing.data ?? null) : null;

  const setup = useMemo(() => {
    if (!all.data || (editing && !organization)) return null;
    const options = parentOptions(all.data, organization, localeFor(currentLanguage()));
    const adminOrgIds = adminOrganizations(self).flatMap((role) =>
      role.organizationId ? [role.organizationId._id] : [],
    );
    return {
      options,
      rules: {
        parentRequired: parentRequired(self.root, organization),
        excludedParents: excludedParentIds(organization),
      },
      initialValues: organization
        ? organizationToValues(organization)
        : newOrganizationValues(defaultParent(self.root, adminOrgIds, options)),
    };
  }, [all.data, editing, organization, self]);

  const title = organization
    ? t('organizations.form.editTitle', { name: organization.name })
    : t('organizations.form.createTitle');
  const back = organization ? paths.organizations.detail(organization._id) : paths.organizations.list;
  const error = existing.error ?? all.error;

  return (
    <Stack gap="md">
      <Anchor component={Link} to={back} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {organization ? organization.name : t('organizations.detail.back')}
        </Group>
      </Anchor>
      <PageHeader title={title} />
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error, t)}
        </Alert>
      ) : !setup ? (
        <Center py="xl" role="status" aria-live="polite">
          <Loader aria-hidden />
        </Center>
      ) : (
        <OrganizationForm
          // A new id (or a reload) starts a fresh form.
          key={organization?._id ?? 'new'}
          organization={organization}
          initialValues={setup.initialValues}
          parentOptions={setup.options}
          rules={setup.rules}
        />
      )}
    </Stack>
  );
}
