import { useCallback, useEffect, useState } from 'react';
import type { Usuario } from '@/api/contract/user';
import { errorMessage } from '@/lib/http/api-error';
import { getProfile } from '../api/get-profile';

export type ProfileState =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; user: Usuario };

/** /usuario/dados for the account page: loading, error (with `retry`) or the user. */
export function useProfile() {
  const [state, setState] = useState<ProfileState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    getProfile()
      .then((user) => {
        if (active) setState({ status: 'ready', user });
      })
      .catch((error: unknown) => {
        if (active) setState({ status: 'error', message: errorMessage(error) });
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
