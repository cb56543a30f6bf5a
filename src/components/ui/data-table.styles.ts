import styled from 'styled-components';

/**
 * A table too wide for a phone scrolls sideways inside its own region, which takes the
 * keyboard focus so it can be scrolled without a pointer (axe: scrollable-region-focusable);
 * on paper it prints whole. Give it role="region", a name and tabIndex={0}.
 */
export const TableScroll = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid var(--color-primary);
  }

  @media print {
    overflow: visible;
  }
`;

/** A plain data table with its caption above; `$minWidth` is where it starts to scroll. */
export const DataTable = styled.table<{ $minWidth: number }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth}px;
  border-collapse: collapse;
  background: var(--color-white);

  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: var(--space-sm);
  }

  th,
  td {
    padding: var(--space-sm);
    border-bottom: 1px solid var(--color-grey-300);
    text-align: left;
    vertical-align: top;
  }

  @media print {
    min-width: 0;
  }
`;
