import type {
  CamaUh,
  EconomiaCadastrados,
  LinhaDisponibilidade,
  TarifaNoite,
} from '../../../src/api/contract/search';
import type { Db } from '../db/types';
import { type Day, toIso, toWire } from '../shared/calendar';
import type { PoliticaCancelamento } from '../../../src/api/contract/cancellation';
import { describePolicy } from './cancellation-policy';
import { stayPoints } from '../club/club-points-chart';
import { applyCoupon, type Coupon, couponChecker } from './coupons';
import { halfUpPercent, toReais } from '../shared/money';

/**
 * The availability search: two set-based queries (room types, then every night of the stay for
 * every room type) on statements prepared once, and the pricing in memory, in integer cents.
 */

/** Children this old or older pay the child tariff; younger ones stay free (product-rules §10). */
export const CHILD_PAYING_AGE = 11;
/** The child tariff, in percent of the adult's. */
export const CHILD_TARIFF_PCT = 50;
/** Club tariff of the contract search: this much off the originals (or the promo, if better). */
export const CLUB_DISCOUNT_PCT = 30;
/** Tariff code of the rate reserved to registered customers (README "Member prices"). */
export const MEMBER_TARIFF = 'CLIENTE';

export interface RoomRequest {
  adults: number;
  childAges: number[];
}

export interface SearchQuery {
  arrival: Day;
  departure: Day;
  rooms: RoomRequest[];
  /** 0 = all hotels. */
  hotelId: number;
  /** 0 = every room type. */
  uhId: number;
  /** Upper-case code, '' for none. Ignored by the contract search (club tariff instead). */
  coupon: string;
  /** The contract (club) search: club tariff, club-only hotels included. */
  contract: boolean;
  /**
   * A logged-in registered customer's public search: the hotels' member rates apply. Visitors
   * get, on those hotels' rows, what the member rate would save them (`economia_cadastrados`).
   */
  member: boolean;
  today: Day;
}

interface RoomTypeRow {
  id: number;
  hotel_id: number;
  hotel_nome: string;
  exclusivo_clube: number;
  nome: string;
  descricao: string;
  capacidade: number;
  max_adultos: number;
  id_allotx_tipo_uh: number;
  /** JSON array of CamaUh (migration 14). */
  camas: string;
  acessivel: number;
  /** The hotel's member rate, in percent off (migration 15); 0 = none. */
  desconto_clientes_pct: number;
}

/** Columns of room_nights, read as arrays (raw mode) for speed. */
type NightRow = [
  roomTypeId: number,
  data: string,
  livres: number,
  adultoSem: number,
  adultoCafe: number,
  adultoMeia: number,
  adultoInteira: number,
  promoPct: number,
];

const PLANS = 4;

type Totals = Pick<
  LinhaDisponibilidade,
  | 'valor_sem'
  | 'valor_cafe'
  | 'valor_meia'
  | 'valor_inteira'
  | 'valor_hospedagem_promo'
  | 'valor_cafe_promo'
  | 'valor_meia_promo'
  | 'valor_inteira_promo'
>;

interface Priced {
  totals: Totals;
  arrayTarifa: TarifaNoite[];
}

/** One room's night at a plan's adult tariff, in cents: the adults, then the paying children. */
export function roomNightCents(adultTariff: number, adults: number, paying: number): number {
  return adults * adultTariff + paying * halfUpPercent(adultTariff, CHILD_TARIFF_PCT);
}

/**
 * A night's value after the night's promotion, or the club tariff in the contract search, or a
 * member rate (`memberPct`, 0 when none applies): the largest discount, never two.
 */
export function discountedCents(
  value: number,
  promoPct: number,
  contract: boolean,
  memberPct = 0,
): number {
  const pct = contract ? Math.max(promoPct, CLUB_DISCOUNT_PCT) : Math.max(promoPct, memberPct);
  return pct > 0 ? halfUpPercent(value, 100 - pct) : value;
}

/**
 * Prices one room type for one room's guests, in cents: per night and plan, adults x adult
 * tariff + paying children x child tariff (each rounded half up), then the night's promotion
 * (or the club tariff); the coupon applies to the stay totals. Unavailable: totals are 0 and the
 * closed or sold-out nights show 0 in array_tarifa.
 */
function price(
  list: (NightRow | undefined)[],
  wireDates: string[],
  adults: number,
  paying: number,
  contract: boolean,
  available: boolean,
  coupon: Coupon | null,
  memberPct: number,
): Priced {
  const original = [0, 0, 0, 0];
  const promo = [0, 0, 0, 0];
  const arrayTarifa: TarifaNoite[] = [];
  for (let i = 0; i < wireDates.length; i++) {
    const row = list[i];
    const night = [0, 0, 0, 0];
    if (row && row[2] > 0) {
      for (let p = 0; p < PLANS; p++) {
        const value = roomNightCents(row[3 + p] as number, adults, paying);
        const discounted = discountedCents(value, row[7], contract, memberPct);
        original[p] = (original[p] ?? 0) + value;
        promo[p] = (promo[p] ?? 0) + discounted;
        night[p] = discounted;
      }
    }
    arrayTarifa.push({
      data: wireDates[i] ?? '',
      valor_sem: toReais(night[0] ?? 0),
      valor_cafe: toReais(night[1] ?? 0),
      valor_meia: toReais(night[2] ?? 0),
      valor_inteira: toReais(night[3] ?? 0),
    });
  }
  const o = available ? original : [0, 0, 0, 0];
  const d = available ? (coupon ? promo.map((v) => applyCoupon(v, coupon)) : promo) : o;
  const at = (values: number[], i: number): number => toReais(values[i] ?? 0);
  return {
    totals: {
      valor_sem: at(o, 0),
      valor_cafe: at(o, 1),
      valor_meia: at(o, 2),
      valor_inteira: at(o, 3),
      valor_hospedagem_promo: at(d, 0),
      valor_cafe_promo: at(d, 1),
      valor_meia_promo: at(d, 2),
      valor_inteira_promo: at(d, 3),
    },
    arrayTarifa,
  };
}

/** What the member rate saves on each plan's total, in reais; undefined when nothing. */
function savingOf(own: Totals, asMember: Totals): EconomiaCadastrados | undefined {
  const cents = (a: number, b: number) => (Math.round(a * 100) - Math.round(b * 100)) / 100;
  const saving = {
    sem: cents(own.valor_hospedagem_promo, asMember.valor_hospedagem_promo),
    cafe: cents(own.valor_cafe_promo, asMember.valor_cafe_promo),
    meia: cents(own.valor_meia_promo, asMember.valor_meia_promo),
    inteira: cents(own.valor_inteira_promo, asMember.valor_inteira_promo),
  };
  return Object.values(saving).some((v) => v > 0) ? saving : undefined;
}

export interface AvailabilityEngine {
  /** Whether `uhId` is a room type of the hotel (any search hotel when hotelId is 0). */
  isRoomTypeOf(uhId: number, hotelId: number): boolean;
  search(query: SearchQuery): LinhaDisponibilidade[];
}

/**
 * Every room type's nights in [?, ?) as the search prices them (NightRow, raw mode): the units
 * left (0 on a closed night), the plans' adult tariffs and the promotion. Shared with the
 * itinerary prices, which must read the inventory exactly as the search does.
 */
export const SELLABLE_NIGHTS_SQL = `SELECT room_type_id, data,
     CASE WHEN fechado = 1 THEN 0 ELSE MAX(allotment - reservados, 0) END,
     adulto_sem, adulto_cafe, adulto_meia, adulto_inteira, promo_pct
   FROM room_nights WHERE data >= ? AND data < ?`;

export function availabilityEngine(db: Db): AvailabilityEngine {
  const typesStmt = db.prepare(
    `SELECT rt.id, rt.hotel_id, h.nome AS hotel_nome, h.exclusivo_clube, rt.nome, rt.descricao,
       rt.capacidade, rt.max_adultos, rt.id_allotx_tipo_uh, rt.camas, rt.acessivel,
       h.desconto_clientes_pct
     FROM room_types rt JOIN hotels h ON h.id = rt.hotel_id
     WHERE h.tipo = 1 ORDER BY rt.hotel_id, rt.id`,
  );
  const nightsStmt = db.prepare(SELLABLE_NIGHTS_SQL).raw(true);
  const checkCoupon = couponChecker(db);

  function isRoomTypeOf(uhId: number, hotelId: number): boolean {
    return (typesStmt.all() as RoomTypeRow[]).some(
      (t) => t.id === uhId && (hotelId === 0 || t.hotel_id === hotelId),
    );
  }

  function search(query: SearchQuery): LinhaDisponibilidade[] {
    const { arrival, departure, rooms, hotelId, uhId, contract } = query;
    const types = (typesStmt.all() as RoomTypeRow[]).filter(
      (t) =>
        (hotelId === 0 || t.hotel_id === hotelId) &&
        (uhId === 0 || t.id === uhId) &&
        (contract || t.exclusivo_clube === 0),
    );
    if (types.length === 0) return [];

    const nights = departure - arrival;
    const nightIndex = new Map<string, number>();
    const wireDates: string[] = [];
    for (let i = 0; i < nights; i++) {
      nightIndex.set(toIso(arrival + i), i);
      wireDates.push(toWire(arrival + i));
    }
    const byType = new Map<number, (NightRow | undefined)[]>();
    for (const row of nightsStmt.all(toIso(arrival), toIso(departure)) as NightRow[]) {
      let list = byType.get(row[0]);
      if (!list) byType.set(row[0], (list = new Array<NightRow | undefined>(nights)));
      const i = nightIndex.get(row[1]);
      if (i !== undefined) list[i] = row;
    }

    // A coupon is checked per hotel (some are restricted to one); none in the club search.
    const coupons = new Map<number, Coupon | null>();
    const couponFor = (id: number): Coupon | null => {
      if (contract || query.coupon === '') return null;
      let coupon = coupons.get(id);
      if (coupon === undefined) {
        const check = checkCoupon(query.coupon, arrival, departure, id, query.today);
        coupon = check.ok ? check.coupon : null;
        coupons.set(id, coupon);
      }
      return coupon;
    };

    // Every row of a rate kind has the same policy for this stay, bought today.
    const policies = new Map<string, PoliticaCancelamento>();
    const policyFor = (tarifa: string): PoliticaCancelamento => {
      let policy = policies.get(tarifa);
      if (!policy) policies.set(tarifa, (policy = describePolicy(tarifa, arrival, query.today)));
      return policy;
    };

    const result: LinhaDisponibilidade[] = [];
    for (const type of types) {
      const list = byType.get(type.id) ?? new Array<NightRow | undefined>(nights);
      // A hotel's member rate lowers the nights whose promotion is smaller (none, on most).
      const memberPct = contract ? 0 : type.desconto_clientes_pct;
      let disponiveis = Number.POSITIVE_INFINITY;
      let anyPromo = false;
      let memberNights = false;
      for (let i = 0; i < nights; i++) {
        const row = list[i];
        disponiveis = Math.min(disponiveis, row ? row[2] : 0);
        if (row && row[7] > 0) anyPromo = true;
        if (row && row[7] < memberPct) memberNights = true;
      }
      const available = disponiveis > 0;
      const coupon = available ? couponFor(type.hotel_id) : null;
      // The member rate: for a logged-in customer, priced in; for anyone else (not in the
      // contract search), what it would save, so the site can invite to log in.
      const ownPct = query.member && memberNights ? memberPct : 0;
      let tarifa = contract ? 'CLUBE' : anyPromo ? 'PROMO' : ownPct > 0 ? MEMBER_TARIFF : 'BALCAO';
      if (coupon) tarifa += `+${coupon.codigo}`;

      // A contract booking's points depend on the room type and the nights, not the guests.
      const points = contract
        ? stayPoints(type.capacidade, type.exclusivo_clube === 1, arrival, departure)
        : 0;
      // Rooms with the same adults and paying children price the same: computed once.
      const priceCache = new Map<string, Priced>();
      const camas = JSON.parse(type.camas) as CamaUh[];
      rooms.forEach((room, quarto) => {
        const guests = room.adults + room.childAges.length;
        if (room.adults > type.max_adultos || guests > type.capacidade) return;
        const paying = room.childAges.filter((age) => age >= CHILD_PAYING_AGE).length;
        const key = `${room.adults}:${paying}`;
        let priced = priceCache.get(key);
        if (!priced) {
          priced = price(list, wireDates, room.adults, paying, contract, available, coupon, ownPct);
          priceCache.set(key, priced);
        }
        let saving: EconomiaCadastrados | undefined;
        if (available && !query.member && memberNights) {
          const asMember = price(
            list,
            wireDates,
            room.adults,
            paying,
            contract,
            true,
            coupon,
            memberPct,
          );
          saving = savingOf(priced.totals, asMember.totals);
        }
        result.push({
          quarto,
          id_hotel: type.hotel_id,
          hotel_nome: type.hotel_nome,
          id_uh: type.id,
          uh_nome: type.nome,
          uh_descricao: type.descricao,
          capacidade: type.capacidade,
          id_allotx_tipo_uh: type.id_allotx_tipo_uh,
          qtd_noites: nights,
          disponiveis: available ? disponiveis : 0,
          ...priced.totals,
          tarifa,
          array_tarifa: priced.arrayTarifa,
          politica_cancelamento: policyFor(tarifa),
          ...(contract ? { pontos: points } : {}),
          camas,
          acessivel: type.acessivel === 1,
          ...(ownPct > 0 && available ? { preco_cadastrados: true } : {}),
          ...(saving ? { economia_cadastrados: saving } : {}),
        });
      });
    }
    return result;
  }

  return { isRoomTypeOf, search };
}
