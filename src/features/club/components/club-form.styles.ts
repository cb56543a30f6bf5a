import styled from 'styled-components';

/**
 * The club's forms of choices (the booking waitlist's request, PIX Automático's request): a
 * column of fields, each group of radios a borderless fieldset, legends and labels in bold.
 */
export const ClubForm = styled.form`
  display: grid;
  gap: var(--space-sm);
  min-width: 0;

  fieldset {
    display: grid;
    gap: var(--space-xs);
    border: 0;
    padding: 0;
    margin: 0;
  }

  legend,
  label {
    font-weight: 600;
  }
`;
