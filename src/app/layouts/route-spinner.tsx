import { classed } from '@/theme/classed';
import styles from './route-spinner.module.css';
import { Spinner } from '@/components/ui/spinner';

/** Shown while a page's code or data loads for the first time. */
export function RouteSpinner() {
  return (
    <Centered>
      <Spinner label="Carregando página" />
    </Centered>
  );
}

const Centered = classed('div', styles.Centered);
