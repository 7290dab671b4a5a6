import { useEffect, useRef, useState } from 'react';
import { Alert, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The second way in: the device's camera read by ZXing (@zxing/browser, loaded only when opened). The first code
 * read goes to `onCode`, exactly as if the USB scanner had typed it.
 */
export function CameraScanner({ opened, onClose, onCode }: { opened: boolean; onClose(): void; onCode(code: string): void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // The latest handler, so that a re-render of the screen does not restart the camera.
  const handler = useRef(onCode);
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!opened) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    setFailed(false);
    void (async () => {
      try {
        const { BrowserMultiFormatReader } = await import('@zxing/browser');
        const reader = new BrowserMultiFormatReader();
        const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video.current ?? undefined, (result) => {
          if (!result || cancelled) return;
          cancelled = true;
          controls.stop();
          handler.current(result.getText());
        });
        stop = () => controls.stop();
        if (cancelled) stop();
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [opened]);

  return (
    <Modal opened={opened} onClose={onClose} title={t('separacao.conferencia.cameraTitle')} size="lg">
      <Stack gap="sm">
        {failed ? (
          <Alert color="red">{t('separacao.conferencia.cameraUnavailable')}</Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('separacao.conferencia.cameraHint')}
          </Text>
        )}
        <video ref={video} style={{ width: '100%', borderRadius: 8, background: '#000' }} muted playsInline />
      </Stack>
    </Modal>
  );
}
