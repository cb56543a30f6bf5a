import type { ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import { ptBR } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import styled from 'styled-components';

/**
 * The site's one calendar (SPEC §2, §4, §9): react-day-picker in pt-BR, weeks from Sunday, in
 * the theme's colours. The search's date range and the ticket sale's visit day are both this
 * picker. Import it only from lazily loaded modules: with date-fns it stays off the first
 * route.
 */
export function Calendar(props: ComponentProps<typeof DayPicker>) {
  return (
    <Frame>
      <DayPicker locale={ptBR} weekStartsOn={0} {...props} />
    </Frame>
  );
}

const Frame = styled.div`
  --rdp-accent-color: ${({ theme }) => theme.colors.primary};
  --rdp-accent-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-range_middle-background-color: ${({ theme }) => theme.colors.grey100};
  --rdp-day-height: 40px;
  --rdp-day-width: 40px;
  --rdp-day_button-height: 38px;
  --rdp-day_button-width: 38px;
  display: flex;
  justify-content: center;

  .rdp-months {
    flex-wrap: nowrap;
  }
`;
