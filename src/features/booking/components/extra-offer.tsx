import { useId, useState } from 'react';
import type { Extra, ExtraReservado, RegraPrecoExtra } from '@/api/contract/extras';
import { LoadingButton } from '@/components/ui/loading-button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import { photoProps, photoUrl, PHOTO_SIZES } from '@/lib/photo-sources';
import {
  choosableDays,
  choosableTimes,
  dayLabel,
  defaultQuantity,
  everyNight,
  extraCancellationRule,
  maxQuantity,
  placePrice,
  quantityLabel,
} from '../utils/extra-terms';
import * as S from './extras.styles';
import { Alert } from './checkout.styles';

const UNIT: Record<RegraPrecoExtra, string> = {
  por_estadia: 'por estadia',
  por_noite: 'por noite',
  por_pessoa: 'por pessoa',
  por_unidade: 'por unidade',
  por_horario: 'por sessão',
};

/** 'R$ 25,00 por noite', and what one costs for this stay when that differs. */
function priceLine(extra: Extra): string {
  const unit = `${formatCurrency(extra.valor_unitario)} ${UNIT[extra.regra_preco]}`;
  return extra.regra_preco === 'por_noite' && extra.valor_estadia !== extra.valor_unitario
    ? `${unit} (${formatCurrency(extra.valor_estadia)} nesta estadia)`
    : unit;
}

interface ExtraOfferProps {
  extra: Extra;
  /** Everyone of the group's party: a per-person extra is first offered for all of them. */
  partySize: number;
  /** Holds it with the group; resolves with the server's answer, rejects with its refusal. */
  onAdd: (choice: { data?: string; hora?: string; quantidade: number }) => Promise<ExtraReservado>;
}

/**
 * One extra of the hotel: its photo, what it is, its price and rule, and the day, time and
 * quantity to add it with. What the guest chose stays in the card after adding (another day may
 * be added the same way).
 */
export function ExtraOffer({ extra, partySize, onAdd }: ExtraOfferProps) {
  const id = useId();
  const days = choosableDays(extra);
  // Chosen by its date: the catalogue is read again after each hold, and a day sold out
  // meanwhile leaves the list (the first day left is then proposed).
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const dayIndex = Math.max(
    0,
    days.findIndex((d) => d.data === chosenDay),
  );
  const day = everyNight(extra) ? undefined : days[dayIndex];
  const times = choosableTimes(day);
  const [chosenTime, setTime] = useState<string | null>(null);
  const hora = extra.requer_horario
    ? ((times.includes(chosenTime ?? '') ? chosenTime : times[0]) ?? null)
    : null;
  const max = maxQuantity(extra, day, hora);
  const [chosenQuantity, setQuantity] = useState<number | null>(null);
  const quantidade = Math.min(chosenQuantity ?? defaultQuantity(extra, partySize, max), max);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const soldOut = max < 1 || (!everyNight(extra) && days.length === 0);

  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onAdd({
        ...(day ? { data: day.data } : {}),
        ...(hora ? { hora } : {}),
        quantidade,
      });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const headingId = `${id}-nome`;
  return (
    <S.Offer aria-labelledby={headingId}>
      <img alt="" loading="lazy" {...photoProps(photoUrl(extra.foto), PHOTO_SIZES.card)} />
      <S.OfferBody>
        <h3 id={headingId}>{extra.nome}</h3>
        <p>{extra.descricao}</p>
        <S.Price>{priceLine(extra)}</S.Price>
        <S.Rule>{extraCancellationRule(extra.cancelamento_gratis_horas)}</S.Rule>
        {soldOut ? (
          <S.Rule>Esgotado nas datas da sua estadia.</S.Rule>
        ) : (
          <S.Choices>
            {everyNight(extra) ? (
              <S.Rule>Todas as noites da estadia.</S.Rule>
            ) : (
              <label>
                Dia
                <select
                  value={dayIndex}
                  disabled={busy}
                  onChange={(event) => setChosenDay(days[Number(event.target.value)]?.data ?? null)}
                >
                  {days.map((d, i) => (
                    <option key={d.data} value={i}>
                      {dayLabel(d.data)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {extra.requer_horario && (
              <label>
                Horário
                <select
                  value={hora ?? ''}
                  disabled={busy}
                  onChange={(event) => setTime(event.target.value)}
                >
                  {times.map((time) => (
                    <option key={time} value={time}>
                      {time}
                    </option>
                  ))}
                </select>
              </label>
            )}
            <label>
              {quantityLabel(extra.regra_preco)}
              <select
                value={quantidade}
                disabled={busy}
                onChange={(event) => setQuantity(Number(event.target.value))}
              >
                {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </label>
            <LoadingButton variant="secondary" loading={busy} onClick={() => void add()}>
              Adicionar <VisuallyHidden>{extra.nome}</VisuallyHidden> ·{' '}
              {formatCurrency(placePrice(extra) * quantidade)}
            </LoadingButton>
          </S.Choices>
        )}
        {failure && <Alert role="alert">{failure}</Alert>}
      </S.OfferBody>
    </S.Offer>
  );
}
