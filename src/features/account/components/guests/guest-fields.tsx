import type { Hospede } from '@/api/contract/account';
import { documentType, maskedDocument } from '@/lib/documents';
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

const DOCUMENT_TYPE_TEXT = { cpf: 'CPF', cnpj: 'CNPJ', '': 'Outro documento' } as const;

/** One guest: adults give contact and document; children give name and age (0 to 13). */
export function GuestFields({
  guest,
  legend,
  errors,
  principalGroup,
  onField,
  onPrincipal,
}: GuestFieldsProps) {
  const set = (field: GuestField) => (value: string) => onField(field, value);
  if (guest.tipo === 'crianca') {
    return (
      <GuestFieldset>
        <legend>{legend}</legend>
        <GuestGrid>
          <TextField
            label="Nome"
            value={guest.nome}
            error={errors.nome}
            onChange={set('nome')}
            autoComplete="off"
          />
          <TextField
            label="Idade"
            value={guest.idade}
            error={errors.idade}
            onChange={set('idade')}
            inputMode="numeric"
            hint="De 0 a 13 anos"
            autoComplete="off"
          />
        </GuestGrid>
      </GuestFieldset>
    );
  }
  const docType = guest.numero_documento.trim()
    ? DOCUMENT_TYPE_TEXT[documentType(guest.numero_documento)]
    : null;
  return (
    <GuestFieldset>
      <legend>{legend}</legend>
      <PrincipalChoice>
        <input
          type="radio"
          name={principalGroup}
          checked={guest.principal}
          onChange={onPrincipal}
        />
        Hóspede principal
      </PrincipalChoice>
      <GuestGrid>
        <TextField
          label="Nome"
          value={guest.nome}
          error={errors.nome}
          onChange={set('nome')}
          autoComplete="off"
        />
        <TextField
          label="Sobrenome"
          value={guest.sobrenome}
          error={errors.sobrenome}
          onChange={set('sobrenome')}
          autoComplete="off"
        />
        <TextField
          label="E-mail"
          type="email"
          value={guest.email}
          error={errors.email}
          onChange={set('email')}
          autoComplete="off"
        />
        <TextField
          label="Telefone"
          type="tel"
          mask={MASKS.phone}
          value={guest.telefone}
          error={errors.telefone}
          onChange={set('telefone')}
          autoComplete="off"
        />
        <TextField
          label="Número do documento"
          value={guest.numero_documento}
          error={errors.numero_documento}
          onChange={(value) => onField('numero_documento', maskedDocument(value))}
          autoComplete="off"
          hint={`CPF 000.000.000-00, CNPJ 00.000.000/0000-00 ou outro documento${docType ? `. Tipo: ${docType}` : ''}`}
        />
      </GuestGrid>
    </GuestFieldset>
  );
}
