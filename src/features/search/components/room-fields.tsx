import type { Apartamento } from '@/api/contract/booking';
import { classed } from '@/theme/classed';
import styles from './room-fields.module.css';
import {
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILD_AGE,
} from '@/stores/search-criteria-rules';
import { useSearchCriteriaActions } from '@/stores/search-criteria';
import { Label, Select } from './search-bar.styles';

const AGES = Array.from({ length: MAX_CHILD_AGE - MIN_CHILD_AGE + 1 }, (_, i) => MIN_CHILD_AGE + i);

interface RoomFieldsProps {
  room: Apartamento;
  index: number;
}

/**
 * One room: adults and children steppers, an age select per child. The `data-` names are what
 * public/before-app.js operates in the copy the server writes for before the app
 * (src/app/rooms-before-app.tsx).
 */
export function RoomFields({ room, index }: RoomFieldsProps) {
  const { adultsChanged, childAdded, childRemoved, childAgeChanged } = useSearchCriteriaActions();
  const n = index + 1;
  return (
    <Room data-room={index}>
      <Legend>Quarto {n}</Legend>
      <Stepper
        name="adults"
        label="Adultos"
        value={room.qtd_adultos}
        lessLabel={`Menos adultos no quarto ${n}`}
        moreLabel={`Mais adultos no quarto ${n}`}
        canLess={room.qtd_adultos > MIN_ADULTS}
        canMore={room.qtd_adultos < MAX_ADULTS}
        onLess={() => adultsChanged(index, room.qtd_adultos - 1)}
        onMore={() => adultsChanged(index, room.qtd_adultos + 1)}
      />
      <Stepper
        name="children"
        label="Crianças"
        value={room.qtd_criancas}
        lessLabel={`Menos crianças no quarto ${n}`}
        moreLabel={`Mais crianças no quarto ${n}`}
        canLess={room.qtd_criancas > 0}
        canMore={room.qtd_criancas < MAX_CHILDREN}
        onLess={() => childRemoved(index)}
        onMore={() => childAdded(index)}
      />
      {room.criancas.map((child, i) => {
        const id = `quarto-${n}-crianca-${i + 1}`;
        return (
          <Age key={id} data-child={i}>
            <Label htmlFor={id}>Idade da criança {i + 1}</Label>
            <Select
              id={id}
              value={child.idade}
              onChange={(event) => childAgeChanged(index, i, Number(event.target.value))}
            >
              {AGES.map((age) => (
                <option key={age} value={String(age)}>
                  {age === 1 ? '1 ano' : `${age} anos`}
                </option>
              ))}
            </Select>
          </Age>
        );
      })}
    </Room>
  );
}

interface StepperProps {
  name: 'adults' | 'children';
  label: string;
  value: number;
  lessLabel: string;
  moreLabel: string;
  canLess: boolean;
  canMore: boolean;
  onLess: () => void;
  onMore: () => void;
}

function Stepper({
  name,
  label,
  value,
  lessLabel,
  moreLabel,
  canLess,
  canMore,
  onLess,
  onMore,
}: StepperProps) {
  return (
    <StepperRow>
      <span>{label}</span>
      <StepButton
        type="button"
        data-step={`${name}-less`}
        aria-label={lessLabel}
        disabled={!canLess}
        onClick={onLess}
      >
        <span aria-hidden="true">−</span>
      </StepButton>
      <Count data-count={name} aria-live="polite" aria-label={`${label}: ${value}`}>
        {value}
      </Count>
      <StepButton
        type="button"
        data-step={`${name}-more`}
        aria-label={moreLabel}
        disabled={!canMore}
        onClick={onMore}
      >
        <span aria-hidden="true">+</span>
      </StepButton>
    </StepperRow>
  );
}

const Room = classed('fieldset', styles.Room);

const Legend = classed('legend', styles.Legend);

const StepperRow = classed('div', styles.StepperRow);

const StepButton = classed('button', styles.StepButton);

const Count = classed('output', styles.Count);

const Age = classed('div', styles.Age);
