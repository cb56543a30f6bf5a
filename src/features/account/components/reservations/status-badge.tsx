import styled, { css, type DefaultTheme } from 'styled-components';
import { STATUS_RESERVA } from '@/api/contract/account';

type Tone = 'positive' | 'pending' | 'negative' | 'neutral';

/** Colour by status id (product-rules §10 statuses); the text itself always says the status. */
function toneOf(statusId: number): Tone {
  switch (statusId) {
    case STATUS_RESERVA.confirmada:
    case STATUS_RESERVA.checkIn:
      return 'positive';
    case STATUS_RESERVA.preReserva:
      return 'pending';
    case STATUS_RESERVA.cancelada:
    case STATUS_RESERVA.expirada:
    case STATUS_RESERVA.noShow:
      return 'negative';
    default:
      return 'neutral';
  }
}

const tones: Record<Tone, (theme: DefaultTheme) => ReturnType<typeof css>> = {
  positive: (theme) => css`
    background: ${theme.colors.green};
    color: ${theme.colors.white};
  `,
  pending: (theme) => css`
    background: ${theme.colors.secondary};
    color: ${theme.colors.grey900};
  `,
  negative: (theme) => css`
    background: ${theme.colors.grey600};
    color: ${theme.colors.white};
  `,
  neutral: (theme) => css`
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
  `,
};

export function StatusBadge({ statusId, label }: { statusId: number; label: string }) {
  return <Badge $tone={toneOf(statusId)}>{label}</Badge>;
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone }) => tones[$tone](theme)}
`;
