import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { classed } from '../classed';

const Box = classed<
  'div',
  { $tone?: 'info' | 'error'; $open?: boolean; $estimatedHeight?: string }
>('div', 'box');
const Submit = classed('button', 'submit', { type: 'button' });

describe('classed', () => {
  it('renders its element with its class and the caller’s', () => {
    render(<Box className="extra" role="status" />);
    expect(screen.getByRole('status')).toHaveClass('box', 'extra');
  });

  it('turns $props into data attributes, which the module’s CSS selects', () => {
    render(<Box role="status" $tone="error" $open $estimatedHeight="2300px" />);
    const box = screen.getByRole('status');
    expect(box).toHaveAttribute('data-tone', 'error');
    expect(box).toHaveAttribute('data-open', '');
    expect(box).toHaveAttribute('data-estimated-height', '2300px');
    expect(box).not.toHaveAttribute('$tone');
  });

  it('leaves out a false, null or undefined $prop', () => {
    render(<Box role="status" $open={false} $tone={undefined} />);
    const box = screen.getByRole('status');
    expect(box).not.toHaveAttribute('data-open');
    expect(box).not.toHaveAttribute('data-tone');
  });

  it('takes defaults the caller can override, and a ref', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <>
        <Submit ref={ref}>Fechar</Submit>
        <Submit type="submit">Enviar</Submit>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('type', 'submit');
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Fechar' }));
  });

  it('renders another element with `as`, keeping its class', () => {
    render(<Box as="section" aria-label="Destaques" />);
    expect(screen.getByRole('region', { name: 'Destaques' })).toHaveClass('box');
  });
});
