import { brand } from './brand';

/**
 * Every route of the site: `path` is the router pattern, `getHref` builds a link.
 * Routes of features that have not landed yet are not listed (no placeholder pages).
 */
/** The id of a hotel page's reviews section, which the results link to. */
export const REVIEWS_ANCHOR = 'avaliacoes';

export const paths = {
  home: { path: '/', getHref: () => '/' },
  hotels: { path: '/hoteis', getHref: () => '/hoteis' },
  hotel: { path: '/hotel/:hotel', getHref: (slug: string) => `/hotel/${encodeURIComponent(slug)}` },
  /** The reviews section of a hotel's page (issue 53): its id is REVIEWS_ANCHOR. */
  hotelReviews: {
    getHref: (slug: string) => `/hotel/${encodeURIComponent(slug)}#${REVIEWS_ANCHOR}`,
  },
  park: { path: `/${brand.parkSlug}`, getHref: () => `/${brand.parkSlug}` },
  info: {
    path: '/informacoes/:info',
    getHref: (slug: string) => `/informacoes/${encodeURIComponent(slug)}`,
  },
  termsOfUse: { path: '/termos-de-uso', getHref: () => '/termos-de-uso' },
  privacyPolicy: { path: '/politica-de-privacidade', getHref: () => '/politica-de-privacidade' },
  accessibility: { path: '/acessibilidade', getHref: () => '/acessibilidade' },
  links: { path: '/links', getHref: () => '/links' },
  agents: { path: '/agentes', getHref: () => '/agentes' },
  vipClubTest: { path: `/${brand.vipClubTestSlug}`, getHref: () => `/${brand.vipClubTestSlug}` },
  hotelSearch: { path: '/hotelSearch', getHref: () => '/hotelSearch' },
  /** The search form's action without the app: the production server answers with the link. */
  searchForm: { path: '/buscar', getHref: () => '/buscar' },
  hotelSearchLink: {
    path: '/hotelSearch/:search',
    getHref: (encoded: string) => `/hotelSearch/${encoded}`,
  },
  register: { path: '/cadastro', getHref: () => '/cadastro' },
  recoverPassword: {
    path: '/recuperar-senha/:senhaToken',
    getHref: (token: string) => `/recuperar-senha/${encodeURIComponent(token)}`,
  },
  preCheckIn: {
    path: '/pre-check-in/:reserva/:tokenPre',
    getHref: (reserva: string, token: string) =>
      `/pre-check-in/${encodeURIComponent(reserva)}/${encodeURIComponent(token)}`,
  },
  resumeBooking: {
    path: '/retomar-reserva/:token',
    getHref: (token: string) => `/retomar-reserva/${encodeURIComponent(token)}`,
  },
  review: {
    path: '/avaliar/:token',
    getHref: (token: string) => `/avaliar/${encodeURIComponent(token)}`,
  },
  unsubscribe: {
    path: '/descadastrar/:token',
    getHref: (token: string) => `/descadastrar/${encodeURIComponent(token)}`,
  },
  voucherRoomList: {
    path: '/voucher-roomlist/:roomingList',
    getHref: (roomingList: string) => `/voucher-roomlist/${encodeURIComponent(roomingList)}`,
  },
  account: { path: '/minhaConta', getHref: () => '/minhaConta' },
  accountReservations: { path: '/minhaConta/reservas', getHref: () => '/minhaConta/reservas' },
  accountData: { path: '/minhaConta/meus-dados', getHref: () => '/minhaConta/meus-dados' },
  accountTickets: { path: '/minhaConta/ingressos', getHref: () => '/minhaConta/ingressos' },
  /** product-rules §2 gives no parameter: the voucher is named by `?voucher=<voucher_id>`. */
  accountTicketVoucher: {
    path: '/minhaConta/ingressos/voucher',
    getHref: (voucherId: number) => `/minhaConta/ingressos/voucher?voucher=${voucherId}`,
  },
  tickets: { path: '/ingressos', getHref: () => '/ingressos' },
  myContracts: { path: '/meus-contratos', getHref: () => '/meus-contratos' },
  /** product-rules §2 `{contratoId}`: the contract's contratos_id. */
  financialRecord: {
    path: '/ficha-financeira/:contratoId',
    getHref: (contratosId: number) => `/ficha-financeira/${contratosId}`,
  },
  /** A contract booking's waitlist request (issue 51); a stay: booking-waitlist-link.ts. */
  bookingWaitlist: {
    path: '/meus-contratos/lista-espera',
    getHref: () => '/meus-contratos/lista-espera',
  },
  weekDeposit: {
    path: '/deposito-semana',
    getHref: (numeroContrato?: string) =>
      numeroContrato
        ? `/deposito-semana?contrato=${encodeURIComponent(numeroContrato)}`
        : '/deposito-semana',
  },
  /** The e-mailed acceptance step (open to all): the request's order code and id. */
  depositAcceptance: {
    path: '/deposito-semana/aceite/:orderId/:idDeposito',
    getHref: (orderId: string, depositId: number) =>
      `/deposito-semana/aceite/${encodeURIComponent(orderId)}/${depositId}`,
  },
  /** The club terms' e-mailed acceptance link (open to all). */
  clubTermsAcceptance: {
    path: '/confirma-aceite-drvc/:confirma',
    getHref: (token: string) => `/confirma-aceite-drvc/${encodeURIComponent(token)}`,
  },
  /** product-rules §2 weekly deposit confirmation (open to all). */
  depositConfirm: {
    path: '/deposito-semana/confirmar/:confirmaId/:confirmaToken',
    getHref: (confirmaId: number, confirmaToken: string) =>
      `/deposito-semana/confirmar/${confirmaId}/${encodeURIComponent(confirmaToken)}`,
  },
  /** product-rules §2 `{utilizacao}`: the contract's number. */
  pointsStatement: {
    path: '/extrato-utilizacao/:utilizacao',
    getHref: (numeroContrato: string) =>
      `/extrato-utilizacao/${encodeURIComponent(numeroContrato)}`,
  },
  logout: { path: '/logout', getHref: () => '/logout' },
  checkout: { path: '/checkOut', getHref: () => '/checkOut' },
  checkoutExtras: { path: '/checkOut/extras', getHref: () => '/checkOut/extras' },
  /** Adds park tickets and extras to one of the user's paid reservations (issue 29). */
  accountAddToStay: {
    path: '/minhaConta/reservas/:numero/adicionar',
    getHref: (numero: string) => `/minhaConta/reservas/${encodeURIComponent(numero)}/adicionar`,
  },
  /** The pre-arrival offer's e-mailed link (issue 29): adds to a paid booking. */
  addToStay: {
    path: '/adicionar/:token',
    getHref: (token: string) => `/adicionar/${encodeURIComponent(token)}`,
  },
  checkoutReview: { path: '/checkOut/revisao', getHref: () => '/checkOut/revisao' },
  payment: { path: '/pagamento', getHref: () => '/pagamento' },
  /** product-rules §2: the payment step of a contract booking (booking README, "The club checkout"). */
  clubCheckout: { path: '/check-out-drvc', getHref: () => '/check-out-drvc' },
  bookingCompleted: { path: '/reserva-concluida', getHref: () => '/reserva-concluida' },
} as const;
