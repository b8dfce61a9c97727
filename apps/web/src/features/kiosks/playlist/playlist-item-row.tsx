import { ActionIcon, Badge, Box, Group, NumberInput, Paper, Switch, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import type { DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isDeletable, isEditable, PLAYLIST_MAX_DURATION, validDuration, type DraftItem } from './playlist-draft.ts';

interface PlaylistItemRowProps {
  item: DraftItem;
  index: number;
  count: number;
  onChange: (patch: Partial<Pick<DraftItem, 'name' | 'duration' | 'enabled'>>) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  /** Drag and drop with the mouse: the row being dragged drops onto this one. */
  onDragStart: () => void;
  onDrop: () => void;
  busy: boolean;
}

/** One playlist item: preview, fields, move up/down (keyboard), drag handle (mouse), delete. */
export function PlaylistItemRow({
  item,
  index,
  count,
  onChange,
  onMove,
  onDelete,
  onDragStart,
  onDrop,
  busy,
}: PlaylistItemRowProps) {
  const { t } = useTranslation('kioskContent');
  const editable = isEditable(item);
  const label = item.name || t('kioskContent.playlist.untitled');
  const allowDrop = (event: DragEvent) => event.preventDefault();
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(index));
        onDragStart();
      }}
      onDragOver={allowDrop}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        onDrop();
      }}
      data-testid="playlist-item"
      aria-label={t('kioskContent.playlist.position', { position: index + 1, count, name: label })}
    >
      <Group wrap="wrap" align="center" gap="sm">
        <Box c="dimmed" style={{ cursor: 'grab' }} aria-hidden>
          <IconGripVertical size={18} />
        </Box>
        <Box w={96} h={72} style={{ flexShrink: 0 }}>
          {item.mediaType === 'video' ? (
            <video
              src={item.uri}
              muted
              preload="metadata"
              width={96}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 4 }}
              aria-label={t('kioskContent.playlist.videoPreview', { name: label })}
            />
          ) : (
            <img
              src={item.uri}
              alt={t('kioskContent.playlist.imagePreview', { name: label })}
              width={96}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 4 }}
            />
          )}
        </Box>
        <Box style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Badge variant="light" mb={4}>
            {item.type === 'main_screen'
              ? t('kioskContent.playlist.types.main_screen')
              : item.type === 'explainer'
                ? t('kioskContent.playlist.types.explainer')
                : t('kioskContent.playlist.types.content')}
          </Badge>
          <TextInput
            label={t('kioskContent.playlist.name')}
            value={item.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            disabled={!editable || busy}
            maxLength={64}
            error={editable && !item.name.trim() ? t('kioskContent.playlist.nameRequired') : undefined}
          />
        </Box>
        <NumberInput
          w={130}
          label={t('kioskContent.playlist.duration')}
          value={item.duration}
          min={1}
          max={PLAYLIST_MAX_DURATION}
          allowDecimal={false}
          onChange={(value) => onChange({ duration: typeof value === 'number' ? value : Number(value) })}
          disabled={!editable || busy}
          error={validDuration(item.duration) ? undefined : t('kioskContent.playlist.durationRange')}
        />
        <Switch
          label={t('kioskContent.playlist.enabled')}
          checked={item.enabled}
          onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
          disabled={!editable || busy}
        />
        <Group gap={4}>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onMove(index - 1)}
            disabled={index === 0 || busy}
            aria-label={t('kioskContent.playlist.moveUp', { name: label })}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1 || busy}
            aria-label={t('kioskContent.playlist.moveDown', { name: label })}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          {isDeletable(item) ? (
            <ActionIcon
              variant="light"
              color="red"
              size="lg"
              onClick={onDelete}
              disabled={busy}
              aria-label={t('kioskContent.playlist.delete', { name: label })}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          ) : null}
        </Group>
      </Group>
      {!editable ? (
        <Text size="xs" c="dimmed" mt={4}>
          {t('kioskContent.playlist.mainScreenFixed')}
        </Text>
      ) : null}
    </Paper>
  );
}
