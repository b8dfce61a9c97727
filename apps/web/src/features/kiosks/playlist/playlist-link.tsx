import { Button } from '@mantine/core';
import { IconPlaylist } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';

/** The kiosk page's way to the kiosk's playlist. */
export function PlaylistLink({ kioskId }: { kioskId: string }) {
  const { t } = useTranslation('kioskContent');
  return (
    <Button
      component={Link}
      to={paths.kiosks.playlist(kioskId)}
      variant="default"
      leftSection={<IconPlaylist size={16} aria-hidden />}
    >
      {t('kioskContent.playlist.link')}
    </Button>
  );
}
