import { useId, useState, type FormEvent } from 'react';
import type { StatusReserva } from '@/api/contract/account';
import type { FormularioHotel } from '@/api/contract/search';
import { Button } from '@/components/ui/button';
import { DateFilterField } from './date-filter-field';
import { FilterActions, FilterField, FilterForm, Period } from './filter.styles';
import { EMPTY_FILTER, validateFilter, type FilterErrors, type FilterValues } from './filter-rules';

interface ReservationFilterProps {
  statuses: StatusReserva[];
  hotels: FormularioHotel[];
  busy: boolean;
  onFilter: (values: FilterValues) => void;
}

/** The reservations report filter (product-rules §3): two periods, number, status and hotel. */
export function ReservationFilter({ statuses, hotels, busy, onFilter }: ReservationFilterProps) {
  const [values, setValues] = useState<FilterValues>(EMPTY_FILTER);
  const [errors, setErrors] = useState<FilterErrors>({});
  const ids = { numero: useId(), status: useId(), hotel: useId() };

  const set = (field: keyof FilterValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validateFilter(values);
    setErrors(found);
    if (Object.values(found).every((e) => !e)) onFilter(values);
  }

  function onClear() {
    setValues(EMPTY_FILTER);
    setErrors({});
    onFilter(EMPTY_FILTER);
  }

  return (
    <FilterForm onSubmit={onSubmit} noValidate aria-label="Filtrar reservas">
      <Period>
        <legend>Período da reserva</legend>
        <DateFilterField
          label="Reserva de"
          value={values.reservaInicio}
          error={errors.reservaInicio}
          onChange={set('reservaInicio')}
        />
        <DateFilterField
          label="Reserva até"
          value={values.reservaFim}
          error={errors.reservaFim}
          onChange={set('reservaFim')}
        />
      </Period>
      <Period>
        <legend>Período da estadia</legend>
        <DateFilterField
          label="Estadia de"
          value={values.estadiaInicio}
          error={errors.estadiaInicio}
          onChange={set('estadiaInicio')}
        />
        <DateFilterField
          label="Estadia até"
          value={values.estadiaFim}
          error={errors.estadiaFim}
          onChange={set('estadiaFim')}
        />
      </Period>
      <FilterField>
        <label htmlFor={ids.numero}>Número da reserva</label>
        <input
          id={ids.numero}
          type="text"
          autoComplete="off"
          value={values.numeroReserva}
          onChange={(event) => set('numeroReserva')(event.target.value)}
        />
      </FilterField>
      <FilterField>
        <label htmlFor={ids.status}>Status</label>
        <select
          id={ids.status}
          value={values.status}
          onChange={(event) => set('status')(event.target.value)}
        >
          <option value="0">Todos</option>
          {statuses.map((status) => (
            <option key={status.id} value={status.id}>
              {status.descricao}
            </option>
          ))}
        </select>
      </FilterField>
      <FilterField>
        <label htmlFor={ids.hotel}>Hotel</label>
        <select
          id={ids.hotel}
          value={values.hotel}
          onChange={(event) => set('hotel')(event.target.value)}
        >
          <option value="0">Todos os hotéis</option>
          {/* 'Todos os hotéis' is ours: a list that carries its own 0 would show it twice. */}
          {hotels
            .filter((hotel) => hotel.id_hotel !== 0)
            .map((hotel) => (
              <option key={hotel.id_hotel} value={hotel.id_hotel}>
                {hotel.nome}
              </option>
            ))}
        </select>
      </FilterField>
      <FilterActions>
        <Button type="button" $variant="secondary" onClick={onClear} disabled={busy}>
          Limpar
        </Button>
        <Button type="submit" disabled={busy}>
          Filtrar
        </Button>
      </FilterActions>
    </FilterForm>
  );
}
