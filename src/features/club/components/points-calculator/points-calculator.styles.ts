import styled from 'styled-components';
import { nativeSelectLook } from '@/components/ui/native-select.styles';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};

  h2,
  h3,
  p {
    margin: 0;
  }
`;

/** The selects side by side from a tablet up; min-width 0 so a long name never widens a phone. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;

  label {
    font-weight: 600;
  }

  select {
    ${nativeSelectLook}
    width: 100%;
  }
`;

export const Choice = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0 0 ${({ theme }) => theme.space.xs};
    font-weight: 600;
  }

  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
  }
`;

export const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Fees = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;
