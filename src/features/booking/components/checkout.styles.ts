import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
`;

export const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Steps = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.grey600};

  [aria-current='step'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

export const Countdown = styled.div`
  position: sticky;
  top: ${({ theme }) => theme.sizes.navHeight};
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grey100};
  border: 1px solid ${({ theme }) => theme.colors.grey300};

  p {
    margin: 0;
  }

  &[data-warning='true'] {
    border-color: ${({ theme }) => theme.colors.warning};
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }

  p {
    margin: 0;
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.grey100};
  color: ${({ theme }) => theme.colors.grey900};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }
`;

export const Total = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The way on inside the results' 'Sua escolha': full-width Continuar, notes beneath. */
export const InSummary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};

  & > button {
    width: 100%;
  }
  & p {
    margin: 0;
  }
`;

/** The whole cancellation policy under its summary line, in a room's review. */
export const PolicyText = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The policy's acceptance: a large target, the error right under it. */
export const Acceptance = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};

  label {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    min-height: 24px;
    cursor: pointer;
  }

  input {
    width: 20px;
    height: 20px;
    flex: none;
    margin: 2px 0 0;
  }
`;

/** A checkbox and its words on one line (the review's choices), a finger's height to tap. */
export const Choice = styled.label`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  min-height: 44px;
  cursor: pointer;

  input {
    width: 22px;
    height: 22px;
    flex: none;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;
