import type { CamaUh, TipoCama } from '@/api/contract/search';

const NAMES: Record<TipoCama, [one: string, many: string]> = {
  casal: ['cama de casal', 'camas de casal'],
  solteiro: ['cama de solteiro', 'camas de solteiro'],
  sofa_cama: ['sofá-cama', 'sofás-cama'],
  beliche: ['beliche', 'beliches'],
};

/** '1 cama de casal e 2 camas de solteiro'. */
export function bedsText(camas: readonly CamaUh[]): string {
  const parts = camas.map(
    ({ tipo, quantidade }) => `${quantidade} ${NAMES[tipo][quantidade === 1 ? 0 : 1]}`,
  );
  return parts.length > 1
    ? `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`
    : (parts[0] ?? '');
}
