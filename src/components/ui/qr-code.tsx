import { useEffect, useState } from 'react';
import styled from 'styled-components';

/** Draws a QR code as an SVG data URL; `qrcode` is loaded only when a code is shown. */
async function renderQrCode(value: string): Promise<string> {
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface QrCodeProps {
  value: string;
  /** What the code is, for screen readers ('QR Code PIX'). */
  alt: string;
  size?: number;
  /** Said when the picture cannot be drawn: how to go on without it. */
  fallback: string;
}

/** A QR code (a PIX charge, a park ticket): lazily drawn, with a text fallback. */
export function QrCode({ value, alt, size = 240, fallback }: QrCodeProps) {
  const [image, setImage] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let current = true;
    renderQrCode(value).then(
      (src) => current && setImage({ value, src }),
      () => current && setImage({ value, src: null }),
    );
    return () => {
      current = false;
    };
  }, [value]);

  if (image?.value !== value) return <Hint>Gerando QR Code…</Hint>;
  if (!image.src) return <Hint>{fallback}</Hint>;
  return <Image src={image.src} alt={alt} width={size} height={size} $size={size} />;
}

const Hint = styled.p`
  margin: 0;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;

const Image = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  max-width: 100%;
  height: auto;
  align-self: center;
  background: var(--color-white);
`;
