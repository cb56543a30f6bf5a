import type { Hospede } from '@/api/contract/account';
import { documentHint } from '@/components/forms/field-sets/document-field';
import { maskedDocument } from '@/lib/documents';
import { MASKS } from '@/lib/masks';
import type { GuestField } from '../../utils/guest-rules';
import { GuestFieldset, GuestGrid, PrincipalChoice } from '@/components/forms/guest-form.styles';
import { TextField } from './text-field';

interface GuestFieldsProps {
  guest: Hospede;
  /** 'Adulto 1', 'Criança 2'... */
  legend: string;
  errors: Partial<Record<GuestField, string>>;
  /** The radio group shared by the adults of the list. */
  principalGroup: string;
  onField: (field: GuestField, value: string) => void;
  onPrincipal: () => void;
}

/** One field of a guest's record as the dialog asks it: label, and how the input behaves. */
interface FieldSpec {
  field: GuestField;
  label: string;
  type?: 'email' | 'tel';
  mask?: string;
  inputMode?: 'numeric';
  /** Rewrites what is typed (a document's mask). */
  format?: (value: string) => string;
  hint?: (guest: Hospede) => string;
}

/** The same fields, labels and document rules as a booking's guests step (field-sets/). */
const ADULT_FIELDS: readonly FieldSpec[] = [
  { field: 'nome', label: 'Nome' },
  { field: 'sobrenome', label: 'Sobrenome' },
  { field: 'telefone', label: 'Telefone', type: 'tel', mask: MASKS.phone },
  { field: 'email', label: 'E-mail', type: 'email' },
  {
    field: 'numero_documento',
    label: 'Número do documento',
    format: maskedDocument,
    hint: (guest) => documentHint(guest.numero_documento, true),
  },
];

const CHILD_FIELDS: readonly FieldSpec[] = [
  { field: 'nome', label: 'Nome' },
  { field: 'idade', label: 'Idade', inputMode: 'numeric', hint: () => 'De 0 a 13 anos' },
];

/** One guest: adults give contact and document; children give name and age (0 to 13). */
export function GuestFields({
  guest,
  legend,
  errors,
  principalGroup,
  onField,
  onPrincipal,
}: GuestFieldsProps) {
  const child = guest.tipo === 'crianca';
  return (
    <GuestFieldset>
      <legend>{legend}</legend>
      {!child && (
        <PrincipalChoice>
          <input
            type="radio"
            name={principalGroup}
            checked={guest.principal}
            onChange={onPrincipal}
          />
          Hóspede principal
        </PrincipalChoice>
      )}
      <GuestGrid>
        {(child ? CHILD_FIELDS : ADULT_FIELDS).map(({ field, label, format, hint, ...input }) => (
          <TextField
            key={field}
            label={label}
            value={String((guest as Partial<Record<GuestField, unknown>>)[field] ?? '')}
            error={errors[field]}
            onChange={(value) => onField(field, format ? format(value) : value)}
            hint={hint?.(guest)}
            autoComplete="off"
            {...input}
          />
        ))}
      </GuestGrid>
    </GuestFieldset>
  );
}
