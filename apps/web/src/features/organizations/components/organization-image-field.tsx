import { IMAGE_LIMITS } from '@kiosk/common/constants';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { ImageUpload } from '../../../components/image-upload.tsx';
import type { ImageProblem } from '../../../lib/image-check.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { useDeleteOrganizationImage, useUpdateOrganizationImage } from '../organizations.mutations.ts';
import { SectionCard } from '../../../components/section-card.tsx';

type OrganizationImageFieldProps =
  /** Editing: a chosen image is uploaded at once (the server checks its bytes) and shown from the server. */
  | { mode: 'edit'; orgId: string; imageUrl: string | null }
  /** Creating: the image waits in the form and is uploaded after the organization exists. */
  | { mode: 'create'; pending: File | null; onPendingChange: (file: File | null) => void };

/** The organization image (spec §5: at most 1400x1400 px and 500 KB) through the shared ImageUpload. */
export function OrganizationImageField(props: OrganizationImageFieldProps) {
  const { t } = useTranslation('organizations');
  const upload = useUpdateOrganizationImage();
  const remove = useDeleteOrganizationImage();
  const pending = props.mode === 'create' ? props.pending : null;
  const pendingUrl = useObjectUrl(pending);

  // The toast uses the spec's texts (§5, §8): not an image → 'Upload failed', otherwise the size rule.
  const onProblem = (_message: string, problem: ImageProblem) =>
    notifyError(
      t(problem.kind === 'type' || problem.kind === 'unreadable' ? 'IMAGE_INVALID' : 'IMAGE_TOO_LARGE', {
        ns: 'errors',
      }),
    );

  if (props.mode === 'create') {
    return (
      <SectionCard title={t('organizations.sections.image')}>
        <ImageUpload
          label={t('organizations.fields.image')}
          imageUrl={pendingUrl}
          limits={IMAGE_LIMITS.organization}
          onSelect={props.onPendingChange}
          onRemove={() => props.onPendingChange(null)}
          onProblem={onProblem}
        />
        <Text size="xs" c="dimmed" mt="xs">
          {t('organizations.form.imagePending')}
        </Text>
      </SectionCard>
    );
  }

  const { orgId, imageUrl } = props;
  return (
    <SectionCard title={t('organizations.sections.image')}>
      <ImageUpload
        label={t('organizations.fields.image')}
        imageUrl={imageUrl}
        limits={IMAGE_LIMITS.organization}
        busy={upload.isPending || remove.isPending}
        onProblem={onProblem}
        onSelect={(image) =>
          upload.mutate(
            { orgId, image },
            {
              onSuccess: () => notifySuccess(t('organizations.form.imageUploaded')),
              onError: (error) => notifyError(errorMessage(error, t)),
            },
          )
        }
        onRemove={() =>
          remove.mutate(orgId, {
            onSuccess: () => notifySuccess(t('organizations.form.imageRemoved')),
            onError: (error) => notifyError(errorMessage(error, t)),
          })
        }
      />
    </SectionCard>
  );
}
