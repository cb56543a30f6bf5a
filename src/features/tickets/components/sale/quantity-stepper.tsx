import styled from 'styled-components';

export interface QuantityStepperProps {
  /** What is counted, for the buttons' and the value's names ('Adulto'). */
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/**
 * − value + for one ticket category. The buttons say what they do to screen readers, the value
 * is announced as it changes, and a button is disabled at its limit.
 */
export function QuantityStepper({ label, value, max, onChange }: QuantityStepperProps) {
  return (
    <Stepper role="group" aria-label={`Quantidade: ${label}`}>
      <StepButton
        type="button"
        aria-label={`Remover um: ${label}`}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </StepButton>
      <Value aria-live="polite" aria-atomic="true">
        {value}
      </Value>
      <StepButton
        type="button"
        aria-label={`Adicionar um: ${label}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </StepButton>
    </Stepper>
  );
}

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--space-sm);
`;

const StepButton = styled.button`
  width: 40px;
  height: 40px;
  border-radius: var(--radius-pill);
  border: 2px solid var(--color-primary);
  background: var(--color-white);
  color: var(--color-primary);
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;

  &:disabled {
    border-color: var(--color-grey-300);
    color: var(--color-grey-600);
    cursor: not-allowed;
  }

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

const Value = styled.output`
  min-width: 2ch;
  text-align: center;
  font-weight: 600;
  font-size: var(--font-size-lg);
`;
