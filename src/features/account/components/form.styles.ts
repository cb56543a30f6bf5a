import styled from 'styled-components';
import { media } from '@/theme/tokens';

/** A page column for the account forms: full width on phones, centred on larger screens. */
export const Page = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: var(--space-lg) var(--space-md) var(--space-xl);

  ${media.tablet} {
    padding: var(--space-xl) var(--space-lg);
  }
`;

export const Title = styled.h1`
  margin: 0 0 var(--space-lg);
  font-family: var(--font-heading);
  font-size: var(--font-size-xl);
  color: var(--color-primary);
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: var(--space-lg);
`;

/** A titled group of fields: one column on phones, two from the tablet breakpoint. */
export const Section = styled.fieldset`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-md);
  min-width: 0;
  margin: 0;
  padding: var(--space-md);
  border: 1px solid var(--color-grey-300);
  border-radius: var(--radius-md);

  ${media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: var(--space-lg);
  }

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Legend = styled.legend`
  padding: 0 var(--space-sm);
  font-size: var(--font-size-lg);
  font-weight: 600;
  color: var(--color-primary);
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-sm);

  ${media.tablet} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

/** A form-level message (the server's answer) that stays until the next submit. */
export const FormAlert = styled.p`
  margin: 0;
  padding: var(--space-md);
  border-left: 4px solid var(--color-warning);
  background: var(--color-grey-100);
`;

/** A line of guidance above a form's fields (what is missing, what to do next). */
export const FormNote = styled.p`
  margin: 0;
  padding: var(--space-md);
  border-left: 4px solid var(--color-primary);
  background: var(--color-grey-100);
`;
