import { QrCode } from '@/components/ui/qr-code';

/** The PIX charge's QR code; the copy-paste code beside it pays without the picture. */
export function QrCodeImage({ code }: { code: string }) {
  return (
    <QrCode
      value={code}
      alt="QR Code PIX"
      fallback="Não foi possível desenhar o QR Code. Use o código abaixo."
    />
  );
}
