import styled from 'styled-components';
import { nativeSelectLook } from '@/components/ui/native-select.styles';
import { media } from '@/theme/tokens';

/**
 * The club's rows of labelled selects (the deposit's contract, resort and unit; the
 * calculator's hotel, room type and adults): stacked on a phone, three side by side from a
 * tablet up.
 */
export const SelectFields = styled.div`
  display: grid;
  gap: var(--space-md);

  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** min-width 0 and a full-width select: a long resort name must not widen a phone's page. */
export const SelectField = styled.div`
  display: grid;
  gap: var(--space-xs);
  min-width: 0;

  label {
    font-weight: 600;
  }

  select {
    ${nativeSelectLook}
    width: 100%;
    min-width: 0;
  }
`;
