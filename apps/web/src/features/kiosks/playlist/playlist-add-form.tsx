import { Button, FileInput, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { mediaProblem, PLAYLIST_MAX_DURATION, PLAYLIST_MEDIA, validDuration } from './playlist-draft.ts';
import { useCreatePlayListItem, type PlayListItem } from './playlist.queries.ts';

/** Uploads an image or video as a new content item at the end of the playlist. */
export function PlaylistAddForm({ kioskId, onAdded }: { kioskId: string; onAdded: (item: PlayListItem) => void }) {
  const { t } = useTranslation('kioskContent');
  const create = useCreatePlayListItem(kioskId);
  const [name, setName] = useState('');
  const [duration, setDuration] = useState<number>(10);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: File | null) => {
    setFile(next);
    const found = next ? mediaProblem(next) : null;
    setProblem(found ? t(`kioskContent.playlist.mediaErrors.${found}`) : null);
    if (next && !name) setName(next.name.replace(/\.[^.]+$/, '').slice(0, 64));
  };

  const submit = () => {
    if (!file || problem || !name.trim() || !validDuration(duration)) return;
    create.mutate(
      { name: name.trim(), duration, media: file },
      {
        onSuccess: (result) => {
          const added = result.createPlayList.items.at(-1);
          if (added) onAdded(added);
          notifySuccess(t('kioskContent.playlist.added'));
          setName('');
          setFile(null);
        },
        onError: (error) => notifyError(errorMessage(error, t)),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('kioskContent.playlist.addTitle')}
          </Title>
          <Group align="flex-start" wrap="wrap">
            <FileInput
              style={{ flex: '1 1 220px' }}
              label={t('kioskContent.playlist.media')}
              description={t('kioskContent.playlist.mediaHint')}
              placeholder={t('kioskContent.playlist.chooseFile')}
              accept={PLAYLIST_MEDIA.types.join(',')}
              value={file}
              onChange={choose}
              error={problem}
              clearable
            />
            <TextInput
              style={{ flex: '1 1 180px' }}
              label={t('kioskContent.playlist.name')}
              value={name}
              maxLength={64}
              onChange={(event) => setName(event.currentTarget.value)}
            />
            <NumberInput
              w={130}
              label={t('kioskContent.playlist.duration')}
              value={duration}
              min={1}
              max={PLAYLIST_MAX_DURATION}
              allowDecimal={false}
              onChange={(value) => setDuration(typeof value === 'number' ? value : Number(value))}
            />
          </Group>
          <Group>
            <Button
              type="submit"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={create.isPending}
              disabled={!file || Boolean(problem) || !name.trim() || !validDuration(duration)}
            >
              {t('kioskContent.playlist.upload')}
            </Button>
            <Text size="xs" c="dimmed">
              {t('kioskContent.playlist.uploadHint')}
            </Text>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
