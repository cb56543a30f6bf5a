import type { Control, FieldValues, Path } from 'react-hook-form';
import { ContactFields } from './contact-fields';
import { DocumentField } from './document-field';
import { PersonFields } from './person-fields';

/**
 * An adult guest's record (product-rules §3): name and surname, phone and e-mail, and a
 * document, under `at` (the guest's path in the form). A booking's guests step asks for a CPF
 * or CNPJ; the account's guest list also takes another document.
 */
export function AdultGuestFields<T extends FieldValues>({
  control,
  at,
  documentLabel,
  otherDocumentAllowed = false,
}: {
  control: Control<T>;
  at: string;
  documentLabel: string;
  otherDocumentAllowed?: boolean;
}) {
  const field = (name: string, label: string) => ({ name: `${at}.${name}` as Path<T>, label });
  return (
    <>
      <PersonFields
        control={control}
        fields={{ nome: field('nome', 'Nome'), sobrenome: field('sobrenome', 'Sobrenome') }}
        self={false}
      />
      <ContactFields
        control={control}
        fields={{ telefone: field('telefone', 'Telefone'), email: field('email', 'E-mail') }}
        self={false}
      />
      <DocumentField
        control={control}
        name={`${at}.numero_documento` as Path<T>}
        label={documentLabel}
        otherAllowed={otherDocumentAllowed}
      />
    </>
  );
}
