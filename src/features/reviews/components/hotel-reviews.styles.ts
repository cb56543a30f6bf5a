import styled from 'styled-components';
import { nativeSelectLook } from '@/components/ui/native-select.styles';

export const Section = styled.section`
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.xl}`};

  h2 {
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.primary};
    margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  }
`;

export const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

export const Score = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;

  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Aspects = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  max-width: 420px;

  dt {
    color: ${({ theme }) => theme.colors.grey900};
  }

  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** A term and its value, laid out by the list's grid (no inline style: the CSP forbids it). */
export const AspectRow = styled.div`
  display: contents;
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  label {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 600;
    flex: 1 1 160px;
  }

  select {
    ${nativeSelectLook}
  }
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  &[aria-busy='true'] {
    opacity: 0.6;
  }
`;

export const Review = styled.article`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.grey300};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  }
`;

export const ReviewHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
`;

export const Badge = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
  font-weight: 700;
`;

export const Meta = styled.p`
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Answer = styled.blockquote`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: ${({ theme }) => theme.space.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.grey100};

  p {
    margin: 0;
  }
`;

export const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
`;

export const Rules = styled.details`
  margin-top: ${({ theme }) => theme.space.lg};

  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    font-weight: 600;
  }
`;
