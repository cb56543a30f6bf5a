import styled from 'styled-components';

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
