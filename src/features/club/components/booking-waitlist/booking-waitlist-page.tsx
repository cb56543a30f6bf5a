import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BookingWaitlistView } from '@/api/contract/booking-waitlist';
import { LoadError } from '@/components/layout/load-error';
import { Box, Page, Title } from '@/components/layout/page-column.styles';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRemote } from '@/lib/use-remote';
import { useSessionUser } from '@/stores/session';
import { getBookingWaitlistOptions } from '../../api/get-booking-waitlist-options';
import { getCalculatorOptions } from '../../api/get-calculator-options';
import {
  askFromLink,
  EMPTY_ASK,
  readSavedAsk,
  saveAsk,
  type WaitlistAsk,
} from '../../utils/booking-waitlist-ask';
import { BookingWaitlistForm } from './booking-waitlist-form';
import { StayAskFields } from './stay-ask-fields';

/**
 * /meus-contratos/lista-espera (issue 51, club README "Contract booking waitlist"): a stay with
 * no room left for the contract, waited for. The search results link here with the stay; what
 * the member fills in is kept in the tab until the request is made.
 */
export function BookingWaitlistPage() {
  const { contratos } = useSessionUser();
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const saved = readSavedAsk();
    const ask = askFromLink(params, saved.ask);
    const own = contratos.some((c) => c.contratos_id === ask.contrato);
    return {
      ask: { ...ask, contrato: own ? ask.contrato : (contratos[0]?.contratos_id ?? null) },
      // A link brings a new stay: the guests typed for another party are not reused.
      hospedes: params.has('hotel') ? null : saved.hospedes,
    };
  });
  const [ask, setAsk] = useState<WaitlistAsk>(start.ask);
  const choose = useCallback(
    (change: Partial<WaitlistAsk>) => setAsk((a) => ({ ...a, ...change })),
    [],
  );
  const [joined, setJoined] = useState<BookingWaitlistView | null>(null);
  useEffect(() => saveAsk(ask), [ask]);

  const hotels = useRemote(getCalculatorOptions, 'calculadora-pontos-opcoes');
  const contract = contratos.find((c) => c.contratos_id === ask.contrato) ?? null;
  const stay =
    contract && ask.hotel !== null && ask.chegada && ask.partida
      ? {
          numero_contrato: contract.numero_contrato,
          id_hotel: ask.hotel,
          data_chegada: ask.chegada,
          data_partida: ask.partida,
          qtd_adultos: ask.adultos,
          idades_criancas: ask.idades,
        }
      : null;
  const options = useRemote(
    () => getBookingWaitlistOptions(stay!),
    stay ? JSON.stringify(stay) : null,
  );

  if (contratos.length === 0) {
    return (
      <Page>
        <Title>Lista de espera de reservas</Title>
        <Box>
          <p>Não há contratos ativos no seu cadastro para reservar com pontos.</p>
          <Link to={paths.myContracts.getHref()}>Ver Meus contratos</Link>
        </Box>
      </Page>
    );
  }
  if (joined) {
    return (
      <Joined
        joined={joined}
        onAnother={() => {
          setAsk({ ...EMPTY_ASK, contrato: ask.contrato });
          setJoined(null);
        }}
      />
    );
  }
  return (
    <Page>
      <Title>Lista de espera de reservas</Title>
      <p>
        Sem quarto para a sua estadia com o contrato? Peça aqui: quando um quarto ficar livre, a
        reserva é feita sozinha, na ordem dos pedidos, com os pontos debitados só então.
      </p>
      {hotels.state.status === 'loading' && <Spinner label="Carregando os hotéis" />}
      {hotels.state.status === 'error' && (
        <LoadError
          what="carregar os hotéis"
          message={hotels.state.message}
          onRetry={hotels.retry}
        />
      )}
      {hotels.state.status === 'ready' && (
        <StayAskFields
          contracts={contratos}
          hotels={hotels.state.data.hoteis}
          ask={ask}
          choose={choose}
        />
      )}
      {options.state.status === 'loading' && <Spinner label="Procurando os quartos do hotel" />}
      {options.state.status === 'error' && (
        <LoadError
          what="ver os quartos do hotel"
          message={options.state.message}
          onRetry={options.retry}
        />
      )}
      {options.state.status === 'ready' && contract && (
        <BookingWaitlistForm
          // A new party is a new guest list.
          key={`${ask.adultos}|${ask.idades.join(',')}`}
          options={options.state.data}
          ask={ask}
          choose={choose}
          numeroContrato={contract.numero_contrato}
          keptGuests={start.hospedes}
          onJoined={setJoined}
        />
      )}
    </Page>
  );
}

/** The request made: its place, what it waits for and until when; the focus moves here. */
function Joined({ joined, onAnother }: { joined: BookingWaitlistView; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Page>
      <Title>Lista de espera de reservas</Title>
      <Box role="status">
        <h2 ref={heading} tabIndex={-1}>
          Você está na lista de espera, na posição {joined.posicao}.
        </h2>
        <p>
          {joined.quarto}, {joined.hotel}, de {joined.data_chegada} a {joined.data_partida}
          {joined.flexibilidade_dias > 0 &&
            ` (ou até ${joined.flexibilidade_dias} ${joined.flexibilidade_dias === 1 ? 'dia' : 'dias'} antes ou depois)`}
          , com o contrato {joined.numero_contrato}.
        </p>
        <p>
          Se um quarto ficar livre até {joined.expira_em}, a reserva é confirmada sozinha e você
          recebe um e-mail com o voucher. Nada foi debitado.
        </p>
        <Link to={paths.myContracts.getHref()}>Ver meus pedidos em Meus contratos</Link>
        <Button type="button" $variant="secondary" onClick={onAnother}>
          Fazer outro pedido
        </Button>
      </Box>
    </Page>
  );
}
