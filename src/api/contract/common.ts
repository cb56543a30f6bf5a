/**
 * Shapes shared by every API of the group.
 * Every failed response carries `{ erro }` with a Portuguese message meant for the user.
 */
export interface ApiErrorBody {
  erro: string;
}

/** The admin portal wraps each payload in `{ tipo, resposta }`. */
export interface AdminEnvelope<T> {
  tipo: 'sucesso' | 'erro';
  resposta: T;
}

/** A date on the wire: dd/MM/yyyy. */
export type WireDate = string;
