import type { ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';

/**
 * The site's one calendar (product-rules §2, §4, §9): react-day-picker in pt-BR, weeks from Sunday, in
 * the theme's colours. The search's date range and the ticket sale's visit day are both this
 * picker. Import it only from lazily loaded modules: with date-fns it stays off the first
 * route.
 */
export function Calendar({
  dayHeight = 40,
  ...props
}: ComponentProps<typeof DayPicker> & {
  /** Taller days hold a line under the date (the ticket sale's price or 'esgotado'). */
  dayHeight?: number;
}) {
  return (
    <Frame $dayHeight={dayHeight}>
      <DayPicker locale={ptBR} weekStartsOn={0} {...props} />
    </Frame>
  );
}

const Frame = styled.div<{ $dayHeight: number }>`
  --rdp-accent-color: ${({ theme }) => theme.colors.primary};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-range_middle-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-day-height: ${({ $dayHeight }) => $dayHeight}px;
  --rdp-day-width: ${({ $dayHeight }) => ($dayHeight > 40 ? 46 : 40)}px;
  --rdp-day_button-height: ${({ $dayHeight }) => $dayHeight - 2}px;
  --rdp-day_button-width: ${({ $dayHeight }) => ($dayHeight > 40 ? 44 : 38)}px;
  display: flex;
  justify-content: center;

  .rdp-months {
    flex-wrap: nowrap;
  }

  /* A taller day stacks its line (a price, 'esgotado') under the date. */
  .rdp-day_button {
    flex-direction: ${({ $dayHeight }) => ($dayHeight > 40 ? 'column' : 'row')};
  }
`;
