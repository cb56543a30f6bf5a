import { useState } from 'react';
import { LoadingButton } from '@/components/ui/loading-button';
import { env } from '@/config/env';
import { downloadFile } from '@/lib/download-file';
import type { Stay } from '@/lib/stay-calendar';

export const CALENDAR_BUTTON_TEXT = 'Adicionar ao calendário (.ics)';
export const CALENDAR_FAILED_TEXT =
  'Não foi possível gerar o arquivo do calendário agora. Tente de novo.';

interface AddToCalendarButtonProps {
  /** The group, for the file's name. */
  identificador: string;
  /** The stays, without the address, which `loadAddress` fetches only when asked. */
  stays: readonly Omit<Stay, 'endereco'>[];
  /** The hotel's address; when it fails, the events name the hotel alone. */
  loadAddress?: () => Promise<string>;
}

/**
 * Downloads the group's stays as a .ics file (one event per reservation, in the hotel's time
 * zone). The calendar writer is loaded on the click, never with the page.
 */
export function AddToCalendarButton({
  identificador,
  stays,
  loadAddress,
}: AddToCalendarButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const [{ stayCalendar, stayCalendarFileName }, endereco] = await Promise.all([
        import('@/lib/stay-calendar'),
        loadAddress ? loadAddress().catch(() => '') : Promise.resolve(''),
      ]);
      const text = stayCalendar(
        stays.map((stay) => ({ ...stay, endereco })),
        env.stayTimes,
        { productName: env.productName, productSlug: env.productSlug },
      );
      downloadFile(stayCalendarFileName(identificador), text, 'text/calendar;charset=utf-8');
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <LoadingButton variant="secondary" loading={busy} onClick={() => void download()}>
        {CALENDAR_BUTTON_TEXT}
      </LoadingButton>
      {failed && <p role="alert">{CALENDAR_FAILED_TEXT}</p>}
    </>
  );
}
