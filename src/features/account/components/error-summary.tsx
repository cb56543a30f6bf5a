import { useId, useLayoutEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import styled from 'styled-components';

interface ErrorSummaryProps<T extends FieldValues> {
  errors: FieldErrors<T>;
  /** Field name → its visible label, in the order the fields appear. */
  labels: Partial<Record<keyof T & string, string>>;
  /** Bumped on every failed submit: the summary takes the focus each time. */
  attempt: number;
  onFieldSelected: (name: keyof T & string) => void;
}

/**
 * After a failed submit, lists the fields to fix (their labels, as links to them) and takes
 * the focus, so keyboard and screen-reader users learn what went wrong at once. Each field
 * still carries its own message (aria-describedby), which the summary does not repeat.
 */
export function ErrorSummary<T extends FieldValues>({
  errors,
  labels,
  attempt,
  onFieldSelected,
}: ErrorSummaryProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const invalid = (Object.keys(labels) as (keyof T & string)[]).filter((name) => errors[name]);

  const shown = attempt > 0 && invalid.length > 0;
  // The failed submit (attempt) and its errors can reach this component in separate renders,
  // so the focus waits until the summary is actually on screen for the latest attempt. A layout
  // effect moves it in the same commit that shows the summary, before anyone can read the page.
  const focusedAttempt = useRef(0);
  useLayoutEffect(() => {
    if (!shown || focusedAttempt.current === attempt || !ref.current) return;
    focusedAttempt.current = attempt;
    ref.current.focus();
  }, [attempt, shown]);

  if (!shown) return null;
  return (
    <Box ref={ref} tabIndex={-1} role="alert" aria-labelledby={headingId}>
      <Heading id={headingId}>
        {invalid.length === 1 ? 'Corrija 1 campo:' : `Corrija ${invalid.length} campos:`}
      </Heading>
      <List>
        {invalid.map((name) => (
          <li key={name}>
            <FieldLink
              href={`#${name}`}
              onClick={(event) => {
                event.preventDefault();
                onFieldSelected(name);
              }}
            >
              {labels[name]}
            </FieldLink>
          </li>
        ))}
      </List>
    </Box>
  );
}

const Box = styled.div`
  padding: var(--space-md);
  border: 2px solid var(--color-warning);
  border-radius: var(--radius-md);
  background: var(--color-white);

  &:focus-visible {
    outline: 3px solid var(--color-secondary);
    outline-offset: 2px;
  }
`;

const Heading = styled.p`
  margin: 0 0 var(--space-sm);
  font-weight: 600;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-xs) var(--space-md);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FieldLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: var(--color-primary);
`;
