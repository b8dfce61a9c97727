/**
 * /kiosks/playlist/:id — a kiosk's playlist (spec §2 playlist management, §4 item types): upload images
 * and videos, edit names, durations and enabled flags, reorder by drag and drop or with the move
 * buttons (keyboard), delete content. Save → playlistSaved and back to the kiosk's page.
 */
import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useConfirm } from '../../../components/use-confirm.tsx';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify.ts';
import { paths } from '../../../lib/paths.ts';
import { PlaylistAddForm } from './playlist-add-form.tsx';
import { moveItem, toUpdate, validDuration, type DraftItem } from './playlist-draft.ts';
import { PlaylistItemRow } from './playlist-item-row.tsx';
import { useDeletePlayListContent, useKioskPlayList, useUpdatePlayList } from './playlist.queries.ts';
import { KioskBackLink, KioskQueryState } from '../components/kiosk-subpage.tsx';

export function KioskPlaylistPage() {
  const { id = '' } = useParams();
  return <KioskPlaylist key={id} id={id} />;
}

const toDraft = ({ uri, name, duration, enabled, type, mediaType }: DraftItem): DraftItem => ({
  uri,
  name,
  duration,
  enabled,
  type,
  mediaType,
});

function KioskPlaylist({ id }: { id: string }) {
  const { t } = useTranslation('kioskContent');
  const navigate = useNavigate();
  const playlist = useKioskPlayList(id);
  const update = useUpdatePlayList(id);
  const remove = useDeletePlayListContent(id);
  const [confirm, confirmDialog] = useConfirm();
  const [draft, setDraft] = useState<DraftItem[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);

  const back = <KioskBackLink to={paths.kiosks.detail(id)} label={t('kioskContent.playlist.back')} />;

  if (playlist.isPending || playlist.isError) {
    return (
      <KioskQueryState
        query={playlist}
        back={back}
        loadingLabel={t('kioskContent.playlist.loading')}
        notFoundLabel={t('kioskContent.playlist.notFound')}
      />
    );
  }

  const items = draft ?? playlist.data.getPlayList.items.map(toDraft);
  const kioskName = playlist.data.getKioskWithCapacities.name;
  const busy = update.isPending || remove.isPending;
  const valid = items.every((item) => item.name.trim() && validDuration(item.duration));
  const contentCount = items.filter((item) => item.type === 'content').length;

  const move = (from: number, to: number) => {
    const next = moveItem(items, from, to);
    setDraft(next);
    const moved = items[from];
    const position = next.findIndex((item) => item === moved) + 1;
    if (moved) setAnnouncement(t('kioskContent.playlist.moved', { name: moved.name, position, count: next.length }));
  };

  const change = (index: number, patch: Partial<DraftItem>) =>
    setDraft(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));

  const destroy = async (item: DraftItem) => {
    const yes = await confirm({
      title: t('kioskContent.playlist.deleteTitle'),
      message: t('kioskContent.playlist.deleteMessage', { name: item.name }),
      confirmLabel: t('kioskContent.playlist.deleteConfirm'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(item.uri, {
      onSuccess: () => {
        setDraft(items.filter((candidate) => candidate.uri !== item.uri));
        notifySuccess(t('kioskContent.toasts.playlistDeleted'));
      },
      onError: (error) => notifyError(errorMessage(error, t)),
    });
  };

  const save = () =>
    update.mutate(toUpdate(items), {
      onSuccess: () => {
        notifySuccess(t('kioskContent.toasts.playlistSaved'));
        void navigate(paths.kiosks.detail(id));
      },
      onError: (error) => notifyError(errorMessage(error, t)),
    });

  return (
    <Stack gap="lg">
      {back}
      <PageHeader title={t('kioskContent.playlist.title', { name: kioskName })}>
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={!valid || remove.isPending}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t('kioskContent.playlist.save')}
        </Button>
      </PageHeader>
      <PlaylistAddForm kioskId={id} onAdded={(item) => setDraft([...items, toDraft(item)])} />
      <Text size="sm" c="dimmed" id="playlist-help">
        {t('kioskContent.playlist.reorderHelp')}
      </Text>
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-describedby="playlist-help">
        {items.map((item, index) => (
          <PlaylistItemRow
            key={item.uri}
            item={item}
            index={index}
            count={items.length}
            busy={busy}
            onChange={(patch) => change(index, patch)}
            onMove={(to) => move(index, to)}
            onDelete={() => void destroy(item)}
            onDragStart={() => {
              dragged.current = index;
            }}
            onDrop={() => {
              if (dragged.current !== null) move(dragged.current, index);
              dragged.current = null;
            }}
          />
        ))}
      </Stack>
      {contentCount === 0 ? (
        <Text c="dimmed" ta="center">
          {t('kioskContent.playlist.empty')}
        </Text>
      ) : null}
      <VisuallyHidden aria-live="polite" role="status">
        {announcement}
      </VisuallyHidden>
      {confirmDialog}
    </Stack>
  );
}
