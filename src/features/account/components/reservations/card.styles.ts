import styled, { keyframes } from 'styled-components';

/** One column on phones, two from 700 px, three from 1000 px. */
export const CardList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Label/value pairs; labels above values so long hotel names wrap on a phone. */
export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.grey600};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The group's extras, one per line (issue 29). */
export const ExtrasList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.md};
`;

export const CardActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};

  button {
    flex: 1 1 auto;
  }
`;

export const Notice = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const pulse = keyframes`
  50% { opacity: 0.5; }
`;

export const SkeletonCard = styled.li`
  height: 240px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.grey300};
  animation: ${pulse} 1.5s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const StateBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;
