import styled, { css } from 'styled-components';
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

const tones: Record<Tone, ReturnType<typeof css>> = {
  positive: css`
    background: var(--color-green);
    color: var(--color-white);
  `,
  pending: css`
    background: var(--color-secondary);
    color: var(--color-grey-900);
  `,
  negative: css`
    background: var(--color-grey-600);
    color: var(--color-white);
  `,
  neutral: css`
    background: var(--color-primary);
    color: var(--color-white);
  `,
};

export function StatusBadge({ statusId, label }: { statusId: number; label: string }) {
  return <Badge $tone={toneOf(statusId)}>{label}</Badge>;
}

const Badge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: var(--space-xs) var(--space-sm);
  border-radius: var(--radius-pill);
  font-size: var(--font-size-sm);
  font-weight: 600;
  white-space: nowrap;
  ${({ $tone }) => tones[$tone]}
`;
