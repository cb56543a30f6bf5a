import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { documentType, maskedDocument } from '@/lib/documents';
import { TextField } from '../form-fields';

const TYPE_TEXT = { cpf: 'CPF', cnpj: 'CNPJ' } as const;

/**
 * What a document's hint says: the formats, and the type read from the number's shape
 * (docs/product-rules.md, "Validation": ddd.ddd.ddd-dd is a CPF, dd.ddd.ddd/dddd-dd a CNPJ).
 * The type is said only once something is typed. `otherAllowed` when a guest may give another
 * document (a passport).
 */
export function documentHint(value: string, otherAllowed: boolean): string {
  const type = documentType(value);
  if (otherAllowed) {
    const formats = 'CPF 000.000.000-00, CNPJ 00.000.000/0000-00 ou outro documento';
    return value.trim()
      ? `${formats}. Tipo: ${type ? TYPE_TEXT[type] : 'Outro documento'}`
      : formats;
  }
  const formats = 'CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00';
  // An empty field has no type yet: saying 'outro documento' before a key is pressed told a
  // screen reader's user that something was already there.
  if (!value.trim()) return formats;
  return `${formats}. Tipo: ${type ? TYPE_TEXT[type] : 'outro documento'}`;
}

/**
 * A CPF or CNPJ, masked however it was typed or pasted (bare digits or punctuated), so its type
 * is read right and a visitor's 11 digits count as a CPF; the hint says which type it is.
 */
export function DocumentField<T extends FieldValues>({
  control,
  name,
  label,
  otherAllowed = false,
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  otherAllowed?: boolean;
}) {
  const value = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <TextField
      control={control}
      name={name}
      label={label}
      autoComplete="off"
      format={maskedDocument}
      hint={documentHint(value, otherAllowed)}
    />
  );
}
