const currency = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** R$ 1.234,56 */
export const formatPrice = (value: number) => currency.format(value);
