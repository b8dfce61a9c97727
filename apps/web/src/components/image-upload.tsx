/**
 * Pick or drop a PNG/JPEG image, pre-checked in the browser against the given limits (bytes, and
 * pixel size read through an Image object) with the spec's size messages; the server still decides.
 *
 *   <ImageUpload label={t('…image')} imageUrl={product.image} limits={IMAGE_LIMITS.product}
 *     onSelect={(file) => upload.mutate(file)} onRemove={() => remove.mutate()} busy={upload.isPending}
 *     onProblem={(message) => notifyError(message)} />
 *
 * `onSelect` only receives files that passed the checks; a refused file's message is shown under the
 * drop zone and passed to `onProblem`.
 */
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCEPTED_IMAGE_TYPES,
  checkImageFile,
  formatBytes,
  readImageSize,
  type ImageLimits,
  type ImageProblem,
} from '../lib/image-check.ts';

interface ImageUploadProps {
  label: string;
  /** The current image (URL or object URL), or null. */
  imageUrl: string | null;
  limits: ImageLimits;
  onSelect: (file: File) => void;
  /** Shows a remove button when given and there is an image. */
  onRemove?: () => void;
  /** Called with the shown text and what was wrong, so a caller can word it its own way. */
  onProblem?: (message: string, problem: ImageProblem) => void;
  busy?: boolean;
  disabled?: boolean;
}

export function ImageUpload({
  label,
  imageUrl,
  limits,
  onSelect,
  onRemove,
  onProblem,
  busy,
  disabled,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);

  const describe = (found: ImageProblem): string => {
    switch (found.kind) {
      case 'type':
        return t('components.imageUpload.errors.type');
      case 'unreadable':
        return t('components.imageUpload.errors.unreadable');
      case 'bytes':
        return t('components.imageUpload.errors.bytes', { size: formatBytes(found.maxBytes) });
      case 'tooLarge':
        return t('components.imageUpload.errors.tooLarge', { width: found.maxWidth, height: found.maxHeight });
      case 'tooSmall':
        return t('components.imageUpload.errors.tooSmall', { width: found.minWidth, height: found.minHeight });
    }
  };

  const refuse = (found: ImageProblem) => {
    const message = describe(found);
    setProblem(message);
    onProblem?.(message, found);
  };

  const accept = async (file: File) => {
    const early = checkImageFile(file, limits);
    if (early) return refuse(early);
    const found = checkImageFile(file, limits, await readImageSize(file));
    if (found) return refuse(found);
    setProblem(null);
    onSelect(file);
  };

  const hint =
    limits.minWidth !== undefined
      ? t('components.imageUpload.hintMin', {
          width: limits.minWidth,
          height: limits.minHeight ?? 0,
          size: formatBytes(limits.maxBytes),
        })
      : t('components.imageUpload.hintMax', {
          width: limits.maxWidth ?? 0,
          height: limits.maxHeight ?? 0,
          size: formatBytes(limits.maxBytes),
        });

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        {label}
      </Text>
      {imageUrl ? (
        <Image src={imageUrl} alt={t('components.imageUpload.preview')} radius="md" mah={240} fit="contain" />
      ) : null}
      <Dropzone
        // Size and type are checked by us (with the spec's messages), so every file comes through here.
        onDrop={(files) => {
          const [file] = files;
          if (file) void accept(file);
        }}
        onReject={(rejections) => {
          const file = rejections[0]?.file;
          if (file) void accept(file);
        }}
        multiple={false}
        loading={busy}
        disabled={disabled}
        accept={[...ACCEPTED_IMAGE_TYPES]}
        inputProps={{ 'aria-label': label }}
      >
        <Group justify="center" gap="md" mih={96} style={{ pointerEvents: 'none' }}>
          <Dropzone.Accept>
            <IconUpload size={36} aria-hidden />
          </Dropzone.Accept>
          <Dropzone.Reject>
            <IconX size={36} aria-hidden />
          </Dropzone.Reject>
          <Dropzone.Idle>
            <IconPhoto size={36} aria-hidden />
          </Dropzone.Idle>
          <Box>
            <Text size="sm">{t('components.imageUpload.drop')}</Text>
            <Text size="xs" c="dimmed">
              {hint}
            </Text>
          </Box>
        </Group>
      </Dropzone>
      {problem ? (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      ) : null}
      {imageUrl && onRemove ? (
        <Group>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            disabled={busy || disabled}
          >
            {t('components.imageUpload.remove')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
