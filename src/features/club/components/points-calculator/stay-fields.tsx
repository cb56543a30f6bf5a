import { useId } from 'react';
import type { CalculatorHotel } from '@/api/contract/points-calculator';
import type { CalculatorChoice } from '../../utils/calculator-choice';
import { SelectField, SelectFields } from '../select-fields.styles';

/** A contract booking's hotel, room type (its capacity is the chart's column) and adults. */
export function StayFields({
  hotels,
  choice,
  choose,
}: {
  hotels: CalculatorHotel[];
  choice: CalculatorChoice;
  choose: (change: Partial<CalculatorChoice>) => void;
}) {
  const ids = { hotel: useId(), uh: useId(), adults: useId() };
  const hotel = hotels.find((h) => h.hotel_id === choice.hotel);
  const roomType = hotel?.unidades.find((u) => u.uh_id === choice.uh);
  const maxAdults = roomType?.max_adultos ?? 0;
  return (
    <SelectFields>
      <SelectField>
        <label htmlFor={ids.hotel}>Hotel</label>
        <select
          id={ids.hotel}
          value={hotel?.hotel_id ?? ''}
          onChange={(e) =>
            choose({ hotel: e.target.value ? Number(e.target.value) : null, uh: null })
          }
        >
          <option value="">Escolha o hotel</option>
          {hotels.map((h) => (
            <option key={h.hotel_id} value={h.hotel_id}>
              {h.nome}
              {h.resort_do_clube ? ' (resort do clube)' : ''}
            </option>
          ))}
        </select>
      </SelectField>
      <SelectField>
        <label htmlFor={ids.uh}>Tipo de apartamento</label>
        <select
          id={ids.uh}
          value={roomType?.uh_id ?? ''}
          disabled={!hotel}
          onChange={(e) => {
            const uh = e.target.value ? Number(e.target.value) : null;
            const max = hotel?.unidades.find((u) => u.uh_id === uh)?.max_adultos ?? 1;
            choose({ uh, adultos: Math.min(choice.adultos, max) });
          }}
        >
          <option value="">Escolha o apartamento</option>
          {hotel?.unidades.map((u) => (
            <option key={u.uh_id} value={u.uh_id}>
              {u.nome} (até {u.capacidade} {u.capacidade === 1 ? 'pessoa' : 'pessoas'})
            </option>
          ))}
        </select>
      </SelectField>
      <SelectField>
        <label htmlFor={ids.adults}>Adultos (para a taxa)</label>
        <select
          id={ids.adults}
          value={roomType ? choice.adultos : ''}
          disabled={!roomType}
          onChange={(e) => choose({ adultos: Number(e.target.value) })}
        >
          {!roomType && <option value="">Escolha o apartamento</option>}
          {Array.from({ length: maxAdults }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </SelectField>
    </SelectFields>
  );
}
