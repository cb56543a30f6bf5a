import type { UnitCode } from '@/api/contract/club';

/** The deposit page's choices, kept in the address so a reload (or a shared link) keeps them. */
export interface DepositChoice {
  contrato: string;
  empreendimento: number | null;
  br: UnitCode | null;
  /** The week's check-in Saturday, dd/MM/yyyy. */
  semana: string | null;
}

const UNIT_CODES: readonly string[] = ['H', 'S', '1', '2', '3', '4'];
const WIRE_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** Reads the choices from the query string, dropping anything malformed. */
export function readDepositChoice(params: URLSearchParams, contracts: string[]): DepositChoice {
  const contrato = params.get('contrato') ?? '';
  const resort = Number(params.get('empreendimento'));
  const br = params.get('unidade') ?? '';
  const semana = params.get('semana') ?? '';
  return {
    contrato: contracts.includes(contrato) ? contrato : (contracts[0] ?? ''),
    empreendimento: Number.isSafeInteger(resort) && resort > 0 ? resort : null,
    br: UNIT_CODES.includes(br) ? (br as UnitCode) : null,
    semana: WIRE_DATE.test(semana) ? semana : null,
  };
}

/** The query string of a choice; a change upstream clears what depended on it. */
export function writeDepositChoice(choice: DepositChoice): URLSearchParams {
  const params = new URLSearchParams();
  if (choice.contrato) params.set('contrato', choice.contrato);
  if (choice.empreendimento !== null) params.set('empreendimento', String(choice.empreendimento));
  if (choice.br !== null) params.set('unidade', choice.br);
  if (choice.semana !== null) params.set('semana', choice.semana);
  return params;
}
