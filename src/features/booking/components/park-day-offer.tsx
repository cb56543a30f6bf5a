import { useId, useState } from 'react';
import type { DiaIngressosEstadia, IngressosReservados } from '@/api/contract/stay-tickets';
import type { TicketCategory, TicketLineRequest } from '@/api/contract/tickets';
import { LoadingButton } from '@/components/ui/loading-button';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { formatCurrency } from '@/lib/format';
import { errorMessage } from '@/lib/http/api-error';
import { dayLabel } from '../utils/extra-terms';
import {
  linesPeople,
  linesTotal,
  mainCategories,
  MAX_TICKETS_PER_DAY,
  partyQuantities,
  ticketLines,
} from '../utils/stay-tickets';
import * as S from './extras.styles';
import { Alert } from './checkout.styles';

/** Places left are said when few remain. */
const FEW_PLACES = 50;

interface ParkDayOfferProps {
  day: DiaIngressosEstadia;
  party: { adults: number; childAges: number[] };
  /** Holds the day's tickets with the group; resolves with the answer, rejects with the refusal. */
  onAdd: (lines: TicketLineRequest[], total: number) => Promise<IngressosReservados>;
}

function CategoryChoice({
  category,
  value,
  max,
  disabled,
  onChange,
}: {
  category: TicketCategory;
  value: number;
  max: number;
  disabled: boolean;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <S.TicketCategory>
      <label htmlFor={id}>
        {category.cti_nome} ·{' '}
        {category.cti_valor === 0 ? 'grátis' : formatCurrency(category.cti_valor)}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-obs`}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {Array.from({ length: Math.max(max, value) + 1 }, (_, n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
      <S.Rule id={`${id}-obs`}>{category.observacao}</S.Rule>
    </S.TicketCategory>
  );
}

/**
 * One day of the stay at the water park: the day's prices per category, the party's tickets
 * proposed (adults, children by age), meia-entrada and the other categories folded, and
 * 'Adicionar ingressos' with the day's total.
 */
export function ParkDayOffer({ day, party, onAdd }: ParkDayOfferProps) {
  const id = useId();
  const { categorias, dia } = day;
  const [quantities, setQuantities] = useState(() => partyQuantities(categorias, party));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lines = ticketLines(categorias, quantities);
  const total = linesTotal(lines);
  const people = linesPeople(lines);
  const main = mainCategories(categorias);
  const mainIds = new Set([main.adult, main.child, main.freeChild].map((c) => c?.cti_id));
  const others = categorias.filter((c) => !mainIds.has(c.cti_id));
  const open = !dia.fechado && !dia.esgotado && dia.restantes > 0;
  const maxOf = (c: TicketCategory) =>
    Math.min(c.max_por_compra ?? MAX_TICKETS_PER_DAY, MAX_TICKETS_PER_DAY, dia.restantes);

  const add = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onAdd(lines, total);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const choice = (category: TicketCategory) => (
    <CategoryChoice
      key={category.cti_id}
      category={category}
      value={quantities[category.cti_id] ?? 0}
      max={maxOf(category)}
      disabled={busy}
      onChange={(n) => setQuantities((q) => ({ ...q, [category.cti_id]: n }))}
    />
  );

  return (
    <S.Offer aria-labelledby={`${id}-dia`}>
      <S.OfferBody>
        <h3 id={`${id}-dia`}>Parque aquático · {dayLabel(day.data)}</h3>
        {dia.fechado ? (
          <p>{dia.motivo_fechado ?? 'O parque não abre neste dia.'}</p>
        ) : !open ? (
          <p>Ingressos esgotados para este dia.</p>
        ) : (
          <>
            {dia.restantes <= FEW_PLACES && (
              <S.Rule>
                {dia.restantes === 1 ? 'Resta 1 ingresso' : `Restam ${dia.restantes} ingressos`}{' '}
                para este dia.
              </S.Rule>
            )}
            {[main.adult, main.child, main.freeChild].map((c) => c && choice(c))}
            {others.length > 0 && (
              <details>
                <summary>Meia-entrada e outras categorias</summary>
                {others.map(choice)}
              </details>
            )}
            <S.Choices>
              <LoadingButton
                variant="secondary"
                loading={busy}
                disabled={total === 0 || people > dia.restantes}
                onClick={() => void add()}
              >
                {`Adicionar ${people} ${people === 1 ? 'ingresso' : 'ingressos'} `}
                <VisuallyHidden>de {dayLabel(day.data)}</VisuallyHidden> · {formatCurrency(total)}
              </LoadingButton>
            </S.Choices>
            {total === 0 && <S.Rule>Escolha ao menos um ingresso pago.</S.Rule>}
          </>
        )}
        {failure && <Alert role="alert">{failure}</Alert>}
      </S.OfferBody>
    </S.Offer>
  );
}
