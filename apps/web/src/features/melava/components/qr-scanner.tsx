import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
declare global {
  interface Window {
    BarcodeDetector?: new (options: { formats: string[] }) => Detector;
  }
}

/**
 * A reader of QR codes from the phone's camera: the browser's own BarcodeDetector where it has one,
 * jsQR (loaded only then) on the frames otherwise. Calls `onCode` once per code, however long the
 * pass is held in front of the camera.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    let last = '';
    let lastAt = 0;
    const canvas = document.createElement('canvas');
    const seen = (code: string) => {
      // The same pass held up for a while is one scan; shown again later, it is another.
      if (code === last && Date.now() - lastAt < 5_000) return;
      last = code;
      lastAt = Date.now();
      latest.current(code);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        const element = video.current;
        if (!element || stopped) return;
        element.srcObject = stream;
        await element.play();
        const detector = window.BarcodeDetector ? new window.BarcodeDetector({ formats: ['qr_code'] }) : null;
        const jsQR = detector ? null : (await import('jsqr')).default;
        while (!stopped) {
          if (element.readyState >= 2) {
            if (detector) {
              const [found] = await detector.detect(element);
              if (found) seen(found.rawValue);
            } else if (jsQR) {
              canvas.width = element.videoWidth;
              canvas.height = element.videoHeight;
              const context = canvas.getContext('2d', { willReadFrequently: true });
              context?.drawImage(element, 0, 0);
              const image = context?.getImageData(0, 0, canvas.width, canvas.height);
              const found = image && jsQR(image.data, image.width, image.height);
              if (found) seen(found.data);
            }
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } catch {
        setFailed(true);
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);

  return (
    <div className="qr-scanner">
      <video ref={video} className="qr-scanner__video" hidden={!on} muted playsInline />
      <button className="button button--primary" type="button" onClick={() => setOn(!on)}>
        {on ? t('melava.door.stop') : t('melava.door.start')}
      </button>
      {failed && <p role="alert">{t('melava.door.noCamera')}</p>}
    </div>
  );
}
