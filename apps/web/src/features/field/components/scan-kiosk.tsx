import { Alert, Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createFrameReader, parseKioskCode } from '../field-scan.ts';

type CameraState = 'starting' | 'scanning' | 'denied' | 'unavailable';

/** How often a video frame is read for a code. */
const FRAME_INTERVAL_MS = 250;

function cameraProblem(error: unknown): CameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
}

/** The camera's view and the code it reads; the typed code is the fallback when there is no camera. */
function Scanner({ onCode }: { onCode: (text: string) => boolean }) {
  const { t } = useTranslation('field');
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>('starting');
  // The latest handler, so a new one (the page re-rendered) never restarts the camera.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setCamera('unavailable');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      } catch (error) {
        if (!stopped) setCamera(cameraProblem(error));
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      setCamera('scanning');
      const read = await createFrameReader();
      const tick = async () => {
        if (stopped) return;
        const text = await read(element).catch(() => null);
        if (text && handler.current(text)) return;
        timer = window.setTimeout(() => void tick(), FRAME_INTERVAL_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Stack gap="xs">
      {camera === 'denied' || camera === 'unavailable' ? (
        <Alert color="orange" role="alert" data-testid="field-scan-camera">
          {camera === 'denied' ? t('field.scan.denied') : t('field.scan.unavailable')}
        </Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={t('field.scan.video')}
          w="100%"
          mah={320}
          bg="dark.7"
          style={{ borderRadius: 'var(--mantine-radius-sm)', objectFit: 'cover' }}
        />
      )}
      {camera === 'scanning' ? <Text size="sm">{t('field.scan.aim')}</Text> : null}
    </Stack>
  );
}

/**
 * "Scan QR code" on the field app's kiosk page: the camera reads the kiosk's code (the console prints it:
 * the URL of this page for the kiosk) and the page opens that kiosk; a kiosk not on today's route shows the
 * page's "not on route" message. Without a camera (or when it is refused) the code can be typed, and the
 * kiosk can still be picked from the route.
 */
export function ScanKiosk() {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setOpen(false);
    setTyped('');
    setError(null);
  };

  /** Opens the kiosk of a code; answers false (and says so) for a code that is no kiosk's. */
  const onCode = useCallback(
    (text: string): boolean => {
      const code = parseKioskCode(text);
      if (code.kind !== 'kiosk') {
        setError(t('field.scan.notKiosk'));
        return false;
      }
      setOpen(false);
      setTyped('');
      setError(null);
      void navigate(`/field/kiosk/${code.kioskId}`);
      return true;
    },
    [navigate, t],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCode(typed);
  };

  return (
    <>
      <Button
        variant="light"
        leftSection={<IconQrcode size={18} aria-hidden />}
        onClick={() => setOpen(true)}
        data-testid="field-scan"
      >
        {t('field.scan.button')}
      </Button>
      <Modal opened={open} onClose={close} title={t('field.scan.title')} fullScreen={false} centered>
        {open ? (
          <Stack gap="sm">
            <Scanner onCode={onCode} />
            {error ? (
              <Alert color="red" role="alert" data-testid="field-scan-error">
                {error}
              </Alert>
            ) : null}
            <form onSubmit={submit} noValidate>
              <Stack gap="xs">
                <TextInput
                  label={t('field.scan.typeLabel')}
                  description={t('field.scan.typeHint')}
                  value={typed}
                  maxLength={2000}
                  autoComplete="off"
                  onChange={(event) => setTyped(event.currentTarget.value)}
                />
                <Group justify="flex-end" gap="xs">
                  <Button variant="default" onClick={close}>
                    {t('field.scan.cancel')}
                  </Button>
                  <Button type="submit" disabled={!typed.trim()}>
                    {t('field.scan.open')}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
