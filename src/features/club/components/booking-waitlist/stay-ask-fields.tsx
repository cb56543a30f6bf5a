import { useId } from 'react';
import type { CalculatorHotel } from '@/api/contract/points-calculator';
import type { ContratoResumo } from '@/api/contract/user';
import { Calendar } from '@/components/ui/calendar';
import { addDays, formatWireDate, parseWireDate, today as hotelToday } from '@/lib/dates';
import { MAX_ADULTS, MAX_CHILDREN, type WaitlistAsk } from '../../utils/booking-waitlist-ask';
import { SelectField, SelectFields } from '../select-fields.styles';

/** How far ahead a stay may be asked for: the booking window of the search. */
const DAYS_AHEAD = 730;
const CHILD_AGES = Array.from({ length: 14 }, (_, age) => age);

const parse = (wire: string | null) => (wire ? parseWireDate(wire) : null) ?? undefined;

/**
 * The stay a waitlist request asks for: the contract, the hotel, the dates (the site's one
 * calendar, from tomorrow) and the party, each child with an age.
 */
export function StayAskFields({
  contracts,
  hotels,
  ask,
  choose,
}: {
  contracts: readonly ContratoResumo[];
  hotels: readonly CalculatorHotel[];
  ask: WaitlistAsk;
  choose: (change: Partial<WaitlistAsk>) => void;
}) {
  const ids = { contract: useId(), hotel: useId(), adults: useId(), children: useId() };
  const tomorrow = addDays(hotelToday(), 1);
  const from = parse(ask.chegada);
  const to = parse(ask.partida);
  // A new stay or party is a new question: the room and how long to wait are chosen again.
  const changeStay = (change: Partial<WaitlistAsk>) =>
    choose({ ...change, uh: null, expira_em: null });
  return (
    <>
      <SelectFields>
        <SelectField>
          <label htmlFor={ids.contract}>Contrato</label>
          <select
            id={ids.contract}
            value={ask.contrato ?? ''}
            onChange={(e) => changeStay({ contrato: Number(e.target.value) || null })}
          >
            {contracts.map((c) => (
              <option key={c.contratos_id} value={c.contratos_id}>
                {c.numero_contrato}
              </option>
            ))}
          </select>
        </SelectField>
        <SelectField>
          <label htmlFor={ids.hotel}>Hotel</label>
          <select
            id={ids.hotel}
            value={ask.hotel ?? ''}
            onChange={(e) => changeStay({ hotel: Number(e.target.value) || null })}
          >
            <option value="">Escolha o hotel</option>
            {hotels.map((h) => (
              <option key={h.hotel_id} value={h.hotel_id}>
                {h.nome}
              </option>
            ))}
          </select>
        </SelectField>
        <SelectField>
          <label htmlFor={ids.adults}>Adultos</label>
          <select
            id={ids.adults}
            value={ask.adultos}
            onChange={(e) => changeStay({ adultos: Number(e.target.value) })}
          >
            {Array.from({ length: MAX_ADULTS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </SelectField>
        <SelectField>
          <label htmlFor={ids.children}>Crianças</label>
          <select
            id={ids.children}
            value={ask.idades.length}
            onChange={(e) => {
              const count = Number(e.target.value);
              changeStay({
                idades: Array.from({ length: count }, (_, i) => ask.idades[i] ?? 0),
              });
            }}
          >
            {Array.from({ length: MAX_CHILDREN + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </SelectField>
        {ask.idades.map((age, i) => (
          <ChildAge
            key={i}
            index={i}
            age={age}
            onChange={(next) =>
              changeStay({ idades: ask.idades.map((a, j) => (j === i ? next : a)) })
            }
          />
        ))}
      </SelectFields>
      <p>
        {from && to
          ? `Estadia de ${ask.chegada} a ${ask.partida}.`
          : 'Escolha no calendário o dia da chegada e o da saída.'}
      </p>
      <Calendar
        mode="range"
        startMonth={tomorrow}
        endMonth={addDays(tomorrow, DAYS_AHEAD)}
        defaultMonth={from ?? tomorrow}
        selected={from ? { from, to } : undefined}
        onSelect={(range) => {
          const arrival = range?.from;
          const departure = range?.to && arrival && range.to > arrival ? range.to : undefined;
          changeStay({
            chegada: arrival ? formatWireDate(arrival) : null,
            partida: departure ? formatWireDate(departure) : null,
          });
        }}
        disabled={[{ before: tomorrow }, { after: addDays(tomorrow, DAYS_AHEAD) }]}
      />
    </>
  );
}

function ChildAge({
  index,
  age,
  onChange,
}: {
  index: number;
  age: number;
  onChange: (age: number) => void;
}) {
  const id = useId();
  return (
    <SelectField>
      <label htmlFor={id}>Idade da criança {index + 1}</label>
      <select id={id} value={age} onChange={(e) => onChange(Number(e.target.value))}>
        {CHILD_AGES.map((a) => (
          <option key={a} value={a}>
            {a === 0 ? 'Menos de 1 ano' : a === 1 ? '1 ano' : `${a} anos`}
          </option>
        ))}
      </select>
    </SelectField>
  );
}
