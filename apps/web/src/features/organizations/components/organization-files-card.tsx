import { ActionIcon, Button, EmptyState, FileButton, Group, Loader, Table, Text } from '@mantine/core';
import { IconDownload, IconFiles, IconTrash, IconUpload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';

import { useDateTime, useTimeZones, withZone } from '../../../lib/time-zones.ts';
import { formatFileSize } from '../organizations-format.ts';
import {
  useDeleteOrganizationFile,
  useDownloadOrganizationFile,
  useUploadOrganizationFile,
} from '../organizations.mutations.ts';
import { useOrganizationFiles, type OrganizationFile } from '../organizations.queries.ts';
import { SectionCard } from '../../../components/section-card.tsx';

interface OrganizationFilesCardProps {
  orgId: string;
}

/** Documents of the organization: list, upload, download with the bearer token (ADR 0004), delete after asking. */
export function OrganizationFilesCard({ orgId }: OrganizationFilesCardProps) {
  const { t } = useTranslation('organizations');
  const language = currentLanguage();
  // Uploads at the organization's wall clock, its zone in the header where it differs from the reader's.
  const time = useDateTime();
  const zone = useTimeZones().ofOrganization(orgId);
  const files = useOrganizationFiles(orgId);
  const upload = useUploadOrganizationFile();
  const remove = useDeleteOrganizationFile();
  const download = useDownloadOrganizationFile();
  const [confirm, confirmDialog] = useConfirm();

  const onUpload = (file: File | null) => {
    if (!file) return;
    upload.mutate(
      { orgId, file },
      {
        onSuccess: () => notifySuccess(t('organizations.detail.files.uploaded')),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  const onDelete = async (file: OrganizationFile) => {
    const yes = await confirm({
      title: t('organizations.detail.files.deleteTitle'),
      message: t('organizations.detail.files.deleteMessage', { name: file.name }),
      confirmLabel: t('organizations.detail.files.deleteConfirm'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(
      { orgId, fileId: file._id },
      {
        onSuccess: () => notifySuccess(t('organizations.detail.files.deleted')),
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  const onDownload = (file: OrganizationFile) =>
    download.mutate({ url: file.url, name: file.name }, { onError: (error) => notifyError(errorMessage(error, t)) });

  const uploadButton = (
    <Group gap="xs">
      <Text size="xs" c="dimmed">
        {t('organizations.detail.files.hint')}
      </Text>
      <FileButton onChange={onUpload}>
        {(props) => (
          <Button
            {...props}
            size="xs"
            variant="light"
            loading={upload.isPending}
            leftSection={<IconUpload size={14} aria-hidden />}
          >
            {t('organizations.detail.files.upload')}
          </Button>
        )}
      </FileButton>
    </Group>
  );

  const rows = files.data ?? [];
  return (
    <SectionCard title={t('organizations.detail.files.title')} actions={uploadButton}>
      {files.isPending ? (
        <Loader size="sm" />
      ) : files.isError ? (
        <Text c="red" role="alert">
          {errorMessage(files.error, t)}
        </Text>
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconFiles aria-hidden />} description={t('organizations.detail.files.empty')} py="md" />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('organizations.detail.files.columns.name')}</Table.Th>
                <Table.Th>{t('organizations.detail.files.columns.size')}</Table.Th>
                <Table.Th>
                  {withZone(t('organizations.detail.files.columns.uploaded'), time.differs(zone) ? zone : null)}
                </Table.Th>
                <Table.Th>{t('organizations.detail.files.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((file) => (
                <Table.Tr key={file._id}>
                  <Table.Td>{file.name}</Table.Td>
                  <Table.Td>{formatFileSize(file.size, language)}</Table.Td>
                  <Table.Td>{time.format(file.createdAt, { zone })}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('organizations.detail.files.download', { name: file.name })}
                        onClick={() => onDownload(file)}
                        loading={download.isPending && download.variables.url === file.url}
                      >
                        <IconDownload size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('organizations.detail.files.delete', { name: file.name })}
                        onClick={() => void onDelete(file)}
                        disabled={remove.isPending}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {confirmDialog}
    </SectionCard>
  );
}
