import { useEffect, useState } from 'react';
import { Hint, QrImage } from './payment.styles';

/** Draws the QR code as an SVG data URL; `qrcode` is loaded only when a PIX is shown. */
async function renderQrCode(code: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(code, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function QrCodeImage({ code }: { code: string }) {
  const [image, setImage] = useState<{ code: string; src: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    renderQrCode(code).then(
      (src) => current && setImage({ code, src }),
      // The copy-paste code below still pays; only the picture is missing.
      () => current && setImage({ code, src: null }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (image?.code !== code) return <Hint>Gerando QR Code…</Hint>;
  if (!image.src) return <Hint>Não foi possível desenhar o QR Code. Use o código abaixo.</Hint>;
  return <QrImage src={image.src} alt="QR Code PIX" width={240} height={240} />;
}
