import styled from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Group = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

export const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Options = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** A whole row is the tap target: 44 px high at least (WCAG 2.5.5). */
export const Option = styled.label<{ $empty: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  cursor: pointer;
  color: ${({ theme, $empty }) => ($empty ? theme.colors.grey600 : theme.colors.grey900)};

  input {
    width: 20px;
    height: 20px;
    flex-shrink: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Count = styled.span`
  color: ${({ theme }) => theme.colors.grey600};
`;

export const PriceFields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }

  input {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }

  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
  }
`;

export const Hint = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.grey600};
`;

export const Error = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Sort = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;

  select {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.grey600};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    font: inherit;
  }
`;

export const Shown = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
`;

export const SheetFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
