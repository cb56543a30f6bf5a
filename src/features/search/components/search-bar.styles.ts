import { classed } from '@/theme/classed';
import styles from './search-bar.module.css';

export const Bar = classed<'form', { $compact: boolean }>('form', styles.Bar);

/** Disabling the fieldset disables every control inside while a search runs. */
export const Controls = classed('fieldset', styles.Controls);

/** One control of the bar: label, control, and a reserved line for its error (no layout shift). */
export const Field = classed('div', styles.Field);

export const Label = classed('label', styles.Label);

/** Looks like a label for controls that are buttons (dates, rooms), which name themselves. */
export const FieldTitle = classed('span', styles.FieldTitle);

export const Input = classed<'input', { $invalid?: boolean }>('input', styles.Input);

export const Select = classed<'select', { $invalid?: boolean }>('select', styles.Select);

/** The button that opens a popover, shown like a field. */
export const FieldButton = classed<'button', { $invalid?: boolean }>('button', styles.FieldButton);

export const ErrorText = classed('p', styles.ErrorText);

export const SubmitSlot = classed('div', styles.SubmitSlot);
