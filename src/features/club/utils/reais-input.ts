/**
 * An amount in reais as a member types it ('1.500,00', '1500', '1500,5', 'R$ 800'), in reais with
 * at most two decimals; null when it is not one.
 */
export function parseReais(text: string): number | null {
  const plain = text.replace(/R\$\s*/i, '').trim();
  if (!/^(\d{1,3}(\.\d{3})+|\d+)(,\d{1,2})?$/.test(plain)) return null;
  const [whole = '', decimals = ''] = plain.replace(/\./g, '').split(',');
  return Number(whole) + Number((decimals + '00').slice(0, 2)) / 100;
}
