import { useEffect, useState } from 'react';
import type { GrupoReservaResponse } from '@/api/contract/checkout';
import type { CompletedGroup } from '../stores/checkout';
import { getGroupState } from '../api/get-group-state';

export type CompletedGroupState =
  { status: 'loading' } | { status: 'done'; state: GrupoReservaResponse } | { status: 'failed' };

/**
 * For /reserva-concluida of a group left awaiting its PIX or boleto: the server's state of the
 * group (still awaiting, paid meanwhile, or expired) and how to pay it. Not read for a paid one.
 */
export function useCompletedGroupState(group: CompletedGroup | null): CompletedGroupState | null {
  const [result, setResult] = useState<CompletedGroupState>({ status: 'loading' });
  const awaiting = group?.aguardandoPagamento ?? false;
  const identificador = group?.identificador ?? '';
  const chaveGrupo = group?.chaveGrupo ?? null;

  useEffect(() => {
    if (!awaiting) return;
    let current = true;
    getGroupState({ identificador, ...(chaveGrupo ? { chave_grupo: chaveGrupo } : {}) }).then(
      (state) => current && setResult({ status: 'done', state }),
      () => current && setResult({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [awaiting, identificador, chaveGrupo]);

  return awaiting ? result : null;
}
