import { useRef } from 'react';
import { useValueFromBeforeHydration } from '@/lib/use-value-from-before-hydration';

interface ReviewChoiceProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChoose: (value: string) => void;
}

/**
 * One of the reviews' filters or order. The prerendered hotel page shows it before the section's
 * code has come (it comes when the section nears the screen), so a guest may choose before React
 * has it: the choice is adopted once it mounts, not lost.
 */
export function ReviewChoice({ label, value, options, onChoose }: ReviewChoiceProps) {
  const select = useRef<HTMLSelectElement>(null);
  useValueFromBeforeHydration(select, value, onChoose);
  return (
    <label>
      {label}
      <select ref={select} value={value} onChange={(e) => onChoose(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
