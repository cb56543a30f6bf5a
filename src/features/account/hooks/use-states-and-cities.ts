import { useCallback, useEffect, useRef, useState } from 'react';
import type { Cidade, Estado } from '@/api/contract/account';
import { listCities } from '../api/list-cities';
import { listStates } from '../api/list-states';

/**
 * The state and city options of an address form. States load once on mount; cities load
 * whenever `citiesRequested` is called with a state id (the list empties first, so the city
 * select stays disabled until the new list arrives). Only the latest request may answer.
 * product-rules §8: a failed city load is only logged.
 */
export function useStatesAndCities(initialStateId = '') {
  const [states, setStates] = useState<Estado[]>([]);
  const [cities, setCities] = useState<Cidade[]>([]);
  const latest = useRef(0);

  useEffect(() => {
    let active = true;
    listStates()
      .then((list) => {
        if (active) setStates(list);
      })
      .catch((error: unknown) => console.error('Erro ao carregar estados', error));
    return () => {
      active = false;
    };
  }, []);

  const citiesRequested = useCallback(async (stateId: string) => {
    const request = ++latest.current;
    setCities([]);
    if (!stateId) return;
    try {
      const list = await listCities(Number(stateId));
      if (request === latest.current) setCities(list);
    } catch (error) {
      console.error('Erro ao carregar cidades', error);
    }
  }, []);

  useEffect(() => {
    if (initialStateId) void citiesRequested(initialStateId);
  }, [initialStateId, citiesRequested]);

  return { states, cities, citiesRequested };
}
