import { useEffect } from 'react';
import { classed } from '@/theme/classed';
import styles from './loading-notice.module.css';
import { Button } from './button';
import { Spinner } from './spinner';

/**
 * A dialog's stand-in while its code arrives (the login dialog's, the footer's legal panels'):
 * 'Carregando…' at once over the page, said by a status, so a tap is never answered by nothing.
 * Not a dialog itself: the modal's code loads with the dialog it frames, off the first route
 * (issue 50), and the dialog takes the focus when it opens. 'Cancelar' or Escape gives up the
 * opening, as closing the dialog would have.
 */
export function LoadingNotice({ onCancel }: { onCancel: () => void }) {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') onCancel();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);
  return (
    <Notice>
      <Spinner label="Carregando…" showLabel />
      <Button type="button" $variant="secondary" onClick={onCancel}>
        Cancelar
      </Button>
    </Notice>
  );
}

const Notice = classed('div', styles.Notice);
