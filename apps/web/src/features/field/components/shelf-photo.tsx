import { Badge, Button, FileButton, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCamera, IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/use-object-url.ts';
import { downscalePhoto } from '../field-photo.ts';
import { useFieldSync } from '../field-sync-context.tsx';

/**
 * The optional photo of the finished shelves (ADR 0026): taken with the phone's camera (or picked), scaled
 * to a JPEG of at most 1600 px on the phone, shown, and queued with the visit's other actions, so it is sent
 * with an idempotency key when there is a network.
 */
export function ShelfPhoto({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('field');
  const { record } = useFieldSync();
  const [photo, setPhoto] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(photo);

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setPhoto(null);
    setPreparing(true);
    try {
      const scaled = await downscalePhoto(file);
      setPhoto(new File([scaled], 'shelf.jpg', { type: 'image/jpeg' }));
    } catch {
      setError(t('field.photo.unreadable'));
    } finally {
      setPreparing(false);
    }
  };

  const save = async () => {
    if (!photo) return;
    setSaving(true);
    try {
      await record([{ kind: 'shelfPhoto', kioskId, photo, takenAt: new Date().toISOString() }]);
      setSaved((n) => n + 1);
      setPhoto(null);
    } catch {
      setError(t('field.photo.queueFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="field-photo-title" data-testid="field-photo">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h5" id="field-photo-title">
            {t('field.photo.title')}
          </Title>
          {saved > 0 ? (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
              {t('field.photo.saved', { count: saved })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm">{t('field.photo.hint')}</Text>
        {preparing ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('field.photo.preparing')}</Text>
          </Group>
        ) : null}
        {preview ? (
          <Image
            src={preview}
            alt={t('field.photo.previewAlt')}
            radius="sm"
            mah={240}
            fit="contain"
            data-testid="field-photo-preview"
          />
        ) : null}
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        <Group gap="xs" grow>
          <FileButton
            onChange={(file) => void pick(file)}
            accept="image/*"
            capture="environment"
            inputProps={{ 'aria-label': t('field.photo.take'), 'data-testid': 'field-photo-input' } as object}
          >
            {(props) => (
              <Button
                {...props}
                variant={photo ? 'default' : 'light'}
                leftSection={<IconCamera size={18} aria-hidden />}
              >
                {photo ? t('field.photo.retake') : t('field.photo.take')}
              </Button>
            )}
          </FileButton>
          {photo ? (
            <Button onClick={() => void save()} loading={saving} data-testid="field-photo-save">
              {t('field.photo.save')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
