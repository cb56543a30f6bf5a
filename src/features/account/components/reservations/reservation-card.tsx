import { useId } from 'react';
import { Link } from '@/components/ui/link';
import type { ReservaResumo } from '@/api/contract/account';
import { Button } from '@/components/ui/button';
import { LoadingButton } from '@/components/ui/loading-button';
import { ReservationWhatsAppLink } from '@/components/ui/whatsapp-link';
import { paths } from '@/config/paths';
import { parseWireDate, today } from '@/lib/dates';
import { formatCurrency, pointsText } from '@/lib/format';
import { Card, CardActions, CardHeader, Details, ExtrasList } from './card.styles';
import { StatusBadge } from './status-badge';
import { VoucherButton } from './voucher-button';

interface ReservationCardProps {
  reserva: ReservaResumo;
  confirming: boolean;
  onConfirm: (reserva: ReservaResumo) => void;
  onCancel: (reserva: ReservaResumo) => void;
  onGuests: (reserva: ReservaResumo) => void;
  onCancelAddOns: (reserva: ReservaResumo) => void;
}

export function guestsText({ qtd_adultos, qtd_criancas }: ReservaResumo): string {
  const adults = `${qtd_adultos} ${qtd_adultos === 1 ? 'adulto' : 'adultos'}`;
  if (qtd_criancas === 0) return adults;
  return `${adults}, ${qtd_criancas} ${qtd_criancas === 1 ? 'criança' : 'crianças'}`;
}

/** A paid (confirmed) reservation: ingressos and extras may be added until its stay ends. */
const PAID_STATUS = 2;
const stayOver = (reserva: ReservaResumo) => {
  const departure = parseWireDate(reserva.data_partida);
  return departure === null || departure.getTime() < today().getTime();
};

/** One reservation of the report, with the actions its state allows. */
export function ReservationCard({
  reserva,
  confirming,
  onConfirm,
  onCancel,
  onGuests,
  onCancelAddOns,
}: ReservationCardProps) {
  const titleId = useId();
  const extras = reserva.extras_grupo ?? [];
  const tickets = reserva.ingressos_grupo ?? [];
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId}>Reserva {reserva.numero_reserva}</h2>
        <StatusBadge statusId={reserva.status_id} label={reserva.status} />
      </CardHeader>
      <Details>
        <dt>Hotel</dt>
        <dd>{reserva.hotel}</dd>
        <dt>Apartamento</dt>
        <dd>{reserva.uh}</dd>
        <dt>Pensão</dt>
        <dd>{reserva.pensao}</dd>
        <dt>Estadia</dt>
        <dd>
          {reserva.data_chegada} a {reserva.data_partida}
        </dd>
        <dt>Hóspedes</dt>
        <dd>{guestsText(reserva)}</dd>
        <dt>Total</dt>
        <dd>{formatCurrency(reserva.valor_total)}</dd>
        {reserva.numero_contrato !== undefined && (
          <>
            <dt>Contrato</dt>
            <dd>
              {reserva.numero_contrato} · {pointsText(reserva.pontos ?? 0)}
            </dd>
          </>
        )}
        {extras.length > 0 && (
          <>
            <dt>Extras do grupo</dt>
            <dd>
              <ExtrasList>
                {extras.map((extra) => (
                  <li key={`${extra.nome}|${extra.quando}`}>
                    {extra.nome}: {extra.quando}, quantidade {extra.quantidade} (
                    {formatCurrency(extra.valor)})
                  </li>
                ))}
              </ExtrasList>
            </dd>
          </>
        )}
        {tickets.length > 0 && (
          <>
            <dt>Ingressos do parque</dt>
            <dd>
              <ExtrasList>
                {tickets.map((day) => (
                  <li key={day.data}>
                    {day.data}: {day.pessoas} {day.pessoas === 1 ? 'pessoa' : 'pessoas'} (
                    {formatCurrency(day.valor)})
                  </li>
                ))}
              </ExtrasList>
            </dd>
          </>
        )}
        <dt>Feita em</dt>
        <dd>{reserva.data_reserva}</dd>
      </Details>
      <CardActions>
        {reserva.pode_confirmar && (
          <LoadingButton loading={confirming} onClick={() => onConfirm(reserva)}>
            Confirmar
          </LoadingButton>
        )}
        <VoucherButton numeroReserva={reserva.numero_reserva} />
        {reserva.status_id === PAID_STATUS && !stayOver(reserva) && (
          <Link to={paths.accountAddToStay.getHref(reserva.numero_reserva)}>
            Adicionar ingressos e extras
          </Link>
        )}
        <Button $variant="secondary" onClick={() => onGuests(reserva)}>
          Hóspedes
        </Button>
        {reserva.pode_cancelar && (
          <Button $variant="secondary" onClick={() => onCancel(reserva)}>
            Cancelar
          </Button>
        )}
        {extras.length + tickets.length > 0 && (
          <Button $variant="secondary" onClick={() => onCancelAddOns(reserva)}>
            Cancelar ingressos ou extras
          </Button>
        )}
        <ReservationWhatsAppLink numeroReserva={reserva.numero_reserva} hotel={reserva.hotel} />
      </CardActions>
    </Card>
  );
}
