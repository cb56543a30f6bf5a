import { classed } from '@/theme/classed';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

type SpinnerSize = 'small' | 'medium';

/** A busy indicator. Its label is always announced; it is shown only when `showLabel`. */
export function Spinner({
  label,
  showLabel = false,
  size = 'medium',
}: {
  label: string;
  showLabel?: boolean;
  size?: SpinnerSize;
}) {
  return (
    <Wrapper role="status" aria-label={label}>
      <Ring $size={size} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </Wrapper>
  );
}

const Wrapper = classed('span', styles.Wrapper);

const Ring = classed<'span', { $size: SpinnerSize }>('span', styles.Ring);
