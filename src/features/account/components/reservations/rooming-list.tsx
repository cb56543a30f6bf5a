import { useEffect, useState } from 'react';
import type { Hospede, RoomingListResponse } from '@/api/contract/account';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getRoomingList } from '../../api/get-rooming-list';
import { StateBox } from './card.styles';
import { PageHeading } from './page.styles';
import { ReservationSummary } from './reservation-summary';
import { RoomBlock, Sheet, SheetHeader } from './rooming-list.styles';

export const ROOMING_LIST_NOT_FOUND = 'Lista de hóspedes não encontrada.';

type State =
  { kind: 'loading' } | { kind: 'missing' } | { kind: 'ready'; list: RoomingListResponse };

function guestLine(guest: Hospede): string {
  const name = `${guest.nome} ${guest.sobrenome}`.trim();
  const age = guest.tipo === 'crianca' ? ` (criança, ${guest.idade} anos)` : '';
  return `${name}${age}${guest.principal ? ' – hóspede principal' : ''}`;
}

/** /voucher-roomlist/:roomingList: a group's rooming list, printable. */
export function RoomingList({ roomingList }: { roomingList: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    getRoomingList(roomingList).then(
      (list) => current && setState({ kind: 'ready', list }),
      () => current && setState({ kind: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [roomingList]);

  return (
    <Sheet>
      {state.kind === 'loading' && <Spinner label="Carregando lista de hóspedes" showLabel />}
      {state.kind === 'missing' && (
        <>
          <PageHeading>Lista de hóspedes</PageHeading>
          <StateBox role="alert">
            <p>{ROOMING_LIST_NOT_FOUND}</p>
          </StateBox>
        </>
      )}
      {state.kind === 'ready' && (
        <>
          <SheetHeader>
            <div>
              <PageHeading>Lista de hóspedes</PageHeading>
              <p>
                {state.list.hotel} · Grupo {state.list.identificador}
              </p>
            </div>
            <Button onClick={() => window.print()}>Imprimir</Button>
          </SheetHeader>
          {state.list.reservas.map((reserva) => (
            <RoomBlock
              key={reserva.id_reservas_front}
              aria-label={`Reserva ${reserva.numero_reserva}`}
            >
              <h2>Reserva {reserva.numero_reserva}</h2>
              <ReservationSummary reserva={reserva} showTotal={false} />
              <h3>Hóspedes</h3>
              <ul>
                {reserva.hospedes.map((guest, index) => (
                  <li key={index}>{guestLine(guest)}</li>
                ))}
              </ul>
            </RoomBlock>
          ))}
        </>
      )}
    </Sheet>
  );
}
