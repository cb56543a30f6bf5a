import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRemote, type RemoteState } from './use-remote';

describe('useRemote', () => {
  it("never renders the previous key's data once the key has changed", async () => {
    const renders: { key: string; state: RemoteState<string> }[] = [];
    const { result, rerender } = renderHook(
      ({ key }) => {
        const remote = useRemote(() => Promise.resolve(`dados de ${key}`), key);
        renders.push({ key, state: remote.state });
        return remote;
      },
      { initialProps: { key: 'a' } },
    );
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'dados de a' }),
    );
    rerender({ key: 'b' });
    await waitFor(() =>
      expect(result.current.state).toEqual({ status: 'ready', data: 'dados de b' }),
    );
    // Every render for 'b' said loading or b's data, never a's (the calendar's stay totals of a
    // previous arrival would otherwise flash under the new one's days).
    const forB = renders.filter((r) => r.key === 'b').map((r) => r.state);
    expect(forB).not.toContainEqual({ status: 'ready', data: 'dados de a' });
  });
});
