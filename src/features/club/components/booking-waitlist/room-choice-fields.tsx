import { useId } from 'react';
import {
  BOOKING_WAITLIST_MAX_FLEX_DAYS,
  type BookingWaitlistOption,
  type BookingWaitlistOptionsResponse,
} from '@/api/contract/booking-waitlist';
import { PENSOES, type Pensao } from '@/api/contract/search';
import { today } from '@/lib/dates';
import { MEAL_PLAN_NAMES } from '../../utils/meal-plan-names';
import { pointsText } from '../../utils/club-text';
import { lastWaitingDay, type WaitlistAsk } from '../../utils/booking-waitlist-ask';
import { expiryOptions } from '../../utils/waitlist-expiry';
import { SelectField, SelectFields } from '../select-fields.styles';

const FLEX_TEXT = (days: number) =>
  days === 0 ? 'Só no dia escolhido' : `Até ${days} ${days === 1 ? 'dia' : 'dias'} antes ou depois`;

/** Why a room type cannot be waited for, or null when it can. */
export function optionRefusal(option: BookingWaitlistOption, available: number): string | null {
  if (option.disponiveis > 0) {
    return `tem ${option.disponiveis === 1 ? 'um quarto livre' : `${option.disponiveis} quartos livres`}: reserve direto`;
  }
  if (option.qtd_pontos > available) return 'o contrato não tem pontos suficientes';
  return null;
}

/**
 * The room a waitlist request waits for (only a sold-out one, the contract able to pay it), its
 * meal plan, how many days around the arrival will do, and until when to wait.
 */
export function RoomChoiceFields({
  options,
  ask,
  choose,
}: {
  options: BookingWaitlistOptionsResponse;
  ask: WaitlistAsk;
  choose: (change: Partial<WaitlistAsk>) => void;
}) {
  const ids = { rooms: useId(), plan: useId(), flex: useId(), until: useId() };
  const untilOptions = expiryChoices(ask);
  const expiry = chosenExpiry(ask);
  return (
    <>
      <fieldset aria-describedby={ids.rooms}>
        <legend>Tipo de quarto</legend>
        <p id={ids.rooms}>
          O contrato tem {pointsText(options.pontos_disponiveis)} disponíveis. Os pontos são os da
          tabela do clube para estas noites.
        </p>
        {options.opcoes.map((option) => {
          const refusal = optionRefusal(option, options.pontos_disponiveis);
          return (
            <label key={option.id_uh}>
              <input
                type="radio"
                name={ids.rooms}
                value={option.id_uh}
                checked={ask.uh === option.id_uh}
                disabled={refusal !== null}
                onChange={() => choose({ uh: option.id_uh })}
              />{' '}
              {option.quarto}: {pointsText(option.qtd_pontos)}, {refusal ?? 'esgotado nestas datas'}
            </label>
          );
        })}
      </fieldset>
      <SelectFields>
        <SelectField>
          <label htmlFor={ids.plan}>Regime</label>
          <select
            id={ids.plan}
            value={ask.pensao}
            onChange={(e) => choose({ pensao: e.target.value as Pensao })}
          >
            {PENSOES.map((p) => (
              <option key={p} value={p}>
                {MEAL_PLAN_NAMES[p]}
              </option>
            ))}
          </select>
        </SelectField>
        <SelectField>
          <label htmlFor={ids.flex}>Aceito chegar</label>
          <select
            id={ids.flex}
            value={ask.flex}
            onChange={(e) => choose({ flex: Number(e.target.value), expira_em: null })}
          >
            {Array.from({ length: BOOKING_WAITLIST_MAX_FLEX_DAYS + 1 }, (_, d) => (
              <option key={d} value={d}>
                {FLEX_TEXT(d)}
              </option>
            ))}
          </select>
        </SelectField>
        <SelectField>
          <label htmlFor={ids.until}>Esperar até</label>
          <select
            id={ids.until}
            value={expiry ?? ''}
            onChange={(e) => choose({ expira_em: e.target.value })}
          >
            {untilOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </SelectField>
      </SelectFields>
    </>
  );
}

function expiryChoices(ask: WaitlistAsk) {
  const last = ask.chegada ? lastWaitingDay(ask.chegada, ask.flex) : null;
  return last ? expiryOptions(today(), last) : [];
}

/** The expiry the request sends: the member's pick while allowed, else the last day allowed. */
export function chosenExpiry(ask: WaitlistAsk): string | null {
  const options = expiryChoices(ask);
  return options.some((o) => o.value === ask.expira_em)
    ? ask.expira_em
    : (options.at(-1)?.value ?? null);
}
