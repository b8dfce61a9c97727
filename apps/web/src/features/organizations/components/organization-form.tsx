import type { ErrorCode } from '@kiosk/common/errors';
import { Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage, fieldErrors, notifyError, notifySuccess } from '../../../lib/notify.ts';
import {
  apiPathToFormPath,
  validateOrganizationValues,
  valuesToInput,
  type OrganizationFormValues,
  type ParentRules,
} from '../organization-form-values.ts';
import { paths } from '../../../lib/paths.ts';
import { useSaveOrganization } from '../organizations.mutations.ts';
import type { OrganizationDetail } from '../organizations.queries.ts';
import type { SelectOption } from '../parent-options.ts';
import { OrganizationContactFields } from './organization-contact-fields.tsx';
import { OrganizationGeneralFields } from './organization-general-fields.tsx';
import { OrganizationImageField } from './organization-image-field.tsx';

interface OrganizationFormProps {
  /** The organization being edited, or null when creating. */
  organization: OrganizationDetail | null;
  initialValues: OrganizationFormValues;
  parentOptions: SelectOption[];
  rules: ParentRules;
}

/**
 * Create/edit form, validated with the shared zod rules (packages/common/src/validation/organization.ts)
 * plus the parent rules. Saving shows 'Organization Created' / 'Organization Updated' and returns to
 * /organizations (spec §2, §8); a refusal shows the server's message and its field errors.
 */
export function OrganizationForm({ organization, initialValues, parentOptions, rules }: OrganizationFormProps) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const save = useSaveOrganization();
  const [pendingImage, setPendingImage] = useState<File | null>(null);
  const translate = (errors: Record<string, ErrorCode>) =>
    Object.fromEntries(Object.entries(errors).map(([path, code]) => [path, t(code, { ns: 'errors' })]));

  const form = useForm<OrganizationFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => translate(validateOrganizationValues(values, rules)),
  });

  const submit = (values: OrganizationFormValues) => {
    save.mutate(
      { id: organization?._id ?? null, data: valuesToInput(values), image: organization ? null : pendingImage },
      {
        onSuccess: ({ imageFailed }) => {
          notifySuccess(t(organization ? 'organizations.form.updated' : 'organizations.form.created'));
          if (imageFailed) {
            notifyError(t('organizations.form.imageFailedAfterCreate', { message: errorMessage(imageFailed, t) }));
          }
          void navigate(paths.organizations.list);
        },
        onError: (error) => {
          notifyError(errorMessage(error, t));
          form.setErrors(fieldErrors(error, t, apiPathToFormPath));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit, () => notifyError(t('organizations.form.fixErrors')))}>
      <Stack gap="md">
        <OrganizationGeneralFields form={form} parentOptions={parentOptions} parentRequired={rules.parentRequired} />
        {organization ? (
          <OrganizationImageField mode="edit" orgId={organization._id} imageUrl={organization.imageUrl} />
        ) : (
          <OrganizationImageField mode="create" pending={pendingImage} onPendingChange={setPendingImage} />
        )}
        <OrganizationContactFields form={form} />
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={organization ? paths.organizations.detail(organization._id) : paths.organizations.list}
          >
            {t('organizations.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('organizations.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
