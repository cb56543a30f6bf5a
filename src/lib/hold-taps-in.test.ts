import { describe, expect, it, vi } from 'vitest';
import { holdTapsIn } from './hold-taps-in';

function section() {
  const element = document.createElement('section');
  element.innerHTML = '<button>Anteriores</button><button>Próximas</button><p>texto</p>';
  document.body.append(element);
  const [previous, next] = element.querySelectorAll('button');
  return { element, previous: previous!, next: next! };
}

describe('holdTapsIn', () => {
  it('holds the last tap on a button until released, then replays it once', () => {
    const { element, previous, next } = section();
    const onClick = vi.fn((event: MouseEvent) => (event.target as HTMLElement).textContent);
    element.addEventListener('click', onClick);
    const taps = holdTapsIn(element);
    previous.click();
    next.click();
    expect(onClick).not.toHaveBeenCalled();
    taps.release();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.results[0]!.value).toBe('Próximas');
    next.click();
    expect(onClick).toHaveBeenCalledTimes(2);
    element.remove();
  });

  it('lets a tap outside a button through, and replays nothing once stopped', () => {
    const { element, next } = section();
    const onClick = vi.fn();
    element.addEventListener('click', onClick);
    const taps = holdTapsIn(element);
    element.querySelector('p')!.click();
    expect(onClick).toHaveBeenCalledTimes(1);
    next.click();
    taps.stop();
    expect(onClick).toHaveBeenCalledTimes(1);
    element.remove();
  });

  it('holds a tap ahead of a root that stops it (React, on a part it cannot hydrate yet)', () => {
    const { element, next } = section();
    const root = document.createElement('div');
    document.body.append(root);
    root.append(element);
    const onClick = vi.fn();
    element.addEventListener('click', onClick);
    const stops = (event: Event) => event.stopPropagation();
    root.addEventListener('click', stops, true);
    const taps = holdTapsIn(element);
    next.click();
    root.removeEventListener('click', stops, true);
    taps.release();
    expect(onClick).toHaveBeenCalledTimes(1);
    root.remove();
  });

  it('does not replay a tap on a button disabled meanwhile', () => {
    const { element, next } = section();
    const onClick = vi.fn();
    element.addEventListener('click', onClick);
    const taps = holdTapsIn(element);
    next.click();
    next.disabled = true;
    taps.release();
    expect(onClick).not.toHaveBeenCalled();
    element.remove();
  });
});
