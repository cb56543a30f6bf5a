import styled from 'styled-components';

/**
 * The whole filter sheet is one styled element; its fields are plain elements styled from here.
 * A styled component costs its render on every instance, and the sheet has some thirty options:
 * as components, opening it held a 4x-throttled phone for about 90 ms of script
 * (`npm run bench:filters`).
 */
export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  fieldset {
    min-width: 0;
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  ${({ theme }) => theme.media.desktop} {
    ul {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }

  /* A whole row is the tap target: 44 px high at least (WCAG 2.5.5). */
  li label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 44px;
    cursor: pointer;
    color: ${({ theme }) => theme.colors.grey900};
  }

  li label[data-empty='true'],
  .count {
    color: ${({ theme }) => theme.colors.grey600};
  }

  input[type='checkbox'] {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  .price {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md};
  }

  .price label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }

  .price input {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }

  .price input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
  }

  .hint,
  .error {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }

  .hint {
    color: ${({ theme }) => theme.colors.grey600};
  }

  .error {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  select {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
  }

  [role='status'] {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.grey600};
  }
`;

export const SheetFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
