import { useId, useState } from 'react';
import { parseWireDate } from '@/lib/dates';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import type { DataAlternativa, HotelAlternativo } from '@/api/contract/stay-alternatives';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Link } from '@/components/ui/link';
import { bookingWaitlistLink } from '@/config/booking-waitlist-link';
import { formatCurrency } from '@/lib/format';
import { MAX_ROOMS } from '@/stores/search-criteria-rules';
import { useSearchAgain } from '../../hooks/use-search-again';
import { useStayAlternatives } from '../../hooks/use-stay-alternatives';
import type { SearchCriteria } from '../../stores/search-results';
import { roomFailure } from '../../utils/room-failure';
import { AnyRoomsOption } from './any-rooms-option';
import { NO_FILTERS } from '../../utils/result-view';
import { roomLabel } from './room-label';
import * as S from './results.styles';

interface NothingFitsProps {
  criteria: SearchCriteria;
  /** The requested room without an offer, or null when the whole search found nothing. */
  quarto: number | null;
  rows: readonly LinhaDisponibilidade[];
  unpriced: readonly LinhaDisponibilidade[];
}

/**
 * What the results say when nothing fits (issue 28): which room fails and why, and what does
 * fit, each a tap away. A room no room type seats is offered split in two; a sold-out stay, the
 * nearest stays of the same length and the other hotels with rooms on those dates.
 */
export function NothingFits({ criteria, quarto, rows, unpriced }: NothingFitsProps) {
  const rooms = criteria.apartamentos;
  const tooLarge = (quarto === null ? rooms.map((_, i) => i) : [quarto]).filter(
    (i) => roomFailure(i, rows, unpriced) === 'lotacao',
  );
  const searchAgain = useSearchAgain();
  // Other dates and hotels only help when the rooms fit somewhere: a room no room type seats
  // fits nowhere until it is split.
  const alternatives = useStayAlternatives(tooLarge.length === 0 ? criteria : null);

  // The whole search found nothing: the party in other rooms may still fit (smaller rooms are
  // left when the large ones are taken). Within results, the offer is above the rooms' tabs.
  const anyRooms = quarto === null && <AnyRoomsOption criteria={criteria} filtros={NO_FILTERS} />;

  if (tooLarge.length > 0) {
    const first = tooLarge[0]!;
    const room = rooms[first]!;
    const splittable = room.qtd_adultos > 1 && rooms.length < MAX_ROOMS;
    return (
      <S.Empty>
        <S.EmptyTitle>
          {tooLarge.length === 1
            ? `Nenhum tipo de quarto acomoda o ${roomLabel(room, first).replace('Quarto', 'quarto')}.`
            : `Nenhum tipo de quarto acomoda os quartos ${tooLarge.map((i) => i + 1).join(' e ')}.`}
        </S.EmptyTitle>
        <p>
          {splittable
            ? 'Divida os hóspedes em dois quartos: o site pesquisa de novo.'
            : 'Tire hóspedes deste quarto na barra de busca e pesquise de novo.'}
        </p>
        {splittable && (
          <Button type="button" onClick={() => void searchAgain({ kind: 'split', quarto: first })}>
            Dividir o quarto {first + 1} em dois e pesquisar
          </Button>
        )}
        {anyRooms}
      </S.Empty>
    );
  }

  return (
    <S.Empty>
      <S.EmptyTitle>
        {quarto === null
          ? 'Nenhum quarto disponível para estas datas.'
          : `Esgotado nestas datas para o ${roomLabel(rooms[quarto], quarto).replace('Quarto', 'quarto')}.`}
      </S.EmptyTitle>
      {alternatives.status === 'loading' && (
        <Spinner size="small" label="Procurando outras datas e hotéis" showLabel />
      )}
      {anyRooms}
      <ContractWaitlistLink criteria={criteria} quarto={quarto ?? 0} />
      {alternatives.status === 'ready' ? (
        <Proposals criteria={criteria} {...alternatives.alternatives} onSearch={searchAgain} />
      ) : (
        alternatives.status !== 'loading' && (
          <p>Tente mudar as datas ou escolher outro hotel na barra de busca.</p>
        )
      )}
    </S.Empty>
  );
}

/**
 * A contract search with one hotel and no room: the club's waitlist for that stay and the room's
 * party, filled in by the link (issue 51).
 */
function ContractWaitlistLink({ criteria, quarto }: { criteria: SearchCriteria; quarto: number }) {
  const room = criteria.apartamentos[quarto];
  if (criteria.contrato_id === null || criteria.id_hotel === 0 || !room) return null;
  return (
    <p>
      Com o contrato, você pode esperar por um quarto:{' '}
      <Link
        to={bookingWaitlistLink({
          contrato: criteria.contrato_id,
          hotel: criteria.id_hotel,
          chegada: criteria.data_chegada,
          partida: criteria.data_partida,
          adultos: room.qtd_adultos,
          idades: room.criancas.map((c) => Number(c.idade)),
        })}
      >
        entrar na lista de espera
      </Link>
      . Quando um quarto ficar livre, a reserva é feita sozinha.
    </p>
  );
}

/** Other hotels shown before 'Mostrar mais'. */
const FIRST_HOTELS = 4;

function Proposals({
  criteria,
  datas,
  hoteis,
  onSearch,
}: {
  criteria: SearchCriteria;
  datas: DataAlternativa[];
  hoteis: HotelAlternativo[];
  onSearch: ReturnType<typeof useSearchAgain>;
}) {
  const ids = { dates: useId(), hotels: useId() };
  const [allHotels, setAllHotels] = useState(false);
  // The nearest stays, read in the calendar's order.
  const byDate = [...datas].sort(
    (a, b) =>
      (parseWireDate(a.data_chegada)?.getTime() ?? 0) -
      (parseWireDate(b.data_chegada)?.getTime() ?? 0),
  );
  // The cheapest few first: the list stays short on a phone.
  const shownHotels = allHotels ? hoteis : hoteis.slice(0, FIRST_HOTELS);
  if (datas.length === 0 && hoteis.length === 0) {
    return <p>Não há quartos para o grupo em outras datas próximas nem em outro hotel.</p>;
  }
  return (
    <S.Proposals>
      {datas.length > 0 && (
        <section aria-labelledby={ids.dates}>
          <S.ProposalTitle id={ids.dates}>
            Datas próximas com quartos para o grupo (mesmo número de noites)
          </S.ProposalTitle>
          <S.ProposalList>
            {byDate.map((d) => (
              <li key={d.data_chegada}>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() =>
                    onSearch({
                      kind: 'dates',
                      data_chegada: d.data_chegada,
                      data_partida: d.data_partida,
                    })
                  }
                >
                  {d.data_chegada} a {d.data_partida}: a partir de {formatCurrency(d.valor)}
                </Button>
              </li>
            ))}
          </S.ProposalList>
        </section>
      )}
      {hoteis.length > 0 && (
        <section aria-labelledby={ids.hotels}>
          <S.ProposalTitle id={ids.hotels}>
            Outros hotéis com quartos de {criteria.data_chegada} a {criteria.data_partida}
          </S.ProposalTitle>
          <S.ProposalList>
            {shownHotels.map((h) => (
              <li key={h.id_hotel}>
                <Button
                  type="button"
                  $variant="secondary"
                  onClick={() => onSearch({ kind: 'hotel', id_hotel: h.id_hotel })}
                >
                  {h.hotel_nome}: a partir de {formatCurrency(h.valor)}
                </Button>
              </li>
            ))}
          </S.ProposalList>
          {shownHotels.length < hoteis.length && (
            <S.MoreHotels>
              <Button type="button" $variant="secondary" onClick={() => setAllHotels(true)}>
                Mostrar mais {hoteis.length - shownHotels.length}{' '}
                {hoteis.length - shownHotels.length === 1 ? 'hotel' : 'hotéis'}
              </Button>
            </S.MoreHotels>
          )}
        </section>
      )}
      <S.Note>Valores do grupo todo, sem cupom. Um toque pesquisa de novo.</S.Note>
    </S.Proposals>
  );
}
