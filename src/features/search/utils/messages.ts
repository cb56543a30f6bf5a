/** The exact texts of product-rules §5 and §8 that the search shows. */
export const SEARCH_MESSAGES = {
  noRoom: '*Adicione um quarto',
  noDates: '*Selecione uma Data',
  badCoupon: 'Cupom invalido.',
  failurePrefix: 'Erro ao procurar hotéis: ',
} as const;
