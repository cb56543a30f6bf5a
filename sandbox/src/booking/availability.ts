import type {
  CamaUh,
  EconomiaCadastrados,
  LinhaDisponibilidade,
  TarifaNoite,
  TotaisPlanos,
  CondicaoParcelamento,
  Pensao,
} from '../../../src/api/contract/search';
import type { PoliticaCancelamento } from '../../../src/api/contract/cancellation';
import type { Db } from '../db/types';
import { type Day, toWire } from '../shared/calendar';
import { toReais } from '../shared/money';
import { paymentTerms } from '../shared/payment-terms';
import { pixPriceCents } from '../shared/pix-price';
import { pixPercentReader } from '../repositories/pix-discounts';
import { stayPoints } from '../shared/club-points-chart';
import { describePolicy } from './cancellation-policy';
import { applyCoupon, type Coupon, couponChecker } from './coupons';
import { nightsLoaderOf, type TypeNights } from './pricing/nights-window';
import { type Rate, stayPricerOver, type StayPricer } from './pricing/stay-prices';
import {
  MEMBER_TARIFF,
  type RoomParty,
  type RoomRequest,
  roomPartyOf,
  seats,
} from './pricing/tariff-rules';

/**
 * The availability search: every room type's row for each room of the party, priced by the
 * pricing engine (pricing/README.md) over the stay's nights, read once.
 */

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
  /**
   * The party already holds one unit of the room type (a held room priced again, as the member
   * price in the booking does): that unit counts as free, so the stay is priced even when it
   * was the last one.
   */
  holding?: boolean;
}

interface Priced {
  totals: TotaisPlanos;
  /** Per plan, the terms of its total (card plan, PIX price); null when not for sale. */
  terms: Record<Pensao, CondicaoParcelamento> | null;
  /** The plans' totals after discount and coupon, in cents. */
  promoCents: number[];
  arrayTarifa: TarifaNoite[];
}

const ZEROS = [0, 0, 0, 0];

/**
 * One room type for one room, in cents: the plans' totals before and after each night's
 * discount, the coupon on the discounted totals, and the nights one by one. Unavailable: totals
 * are 0 and the closed or sold-out nights show 0 in array_tarifa.
 */
function priceRow(
  pricer: StayPricer,
  nights: TypeNights,
  room: RoomParty,
  query: SearchQuery,
  rate: Rate,
  available: boolean,
  coupon: Coupon | null,
  pixPercent: number,
): Priced {
  const { arrival, departure } = query;
  const arrayTarifa: TarifaNoite[] = [];
  for (let day = arrival; day < departure; day++) {
    const night = pricer.nightValues(nights, room, day, rate);
    arrayTarifa.push({
      data: toWire(day),
      valor_sem: toReais(night[0]!),
      valor_cafe: toReais(night[1]!),
      valor_meia: toReais(night[2]!),
      valor_inteira: toReais(night[3]!),
    });
  }
  const plans = available ? pricer.planTotals(nights, room, arrival, departure, rate) : null;
  const original = plans?.original ?? ZEROS;
  const promo = plans ? withCoupon(plans.discounted, coupon) : ZEROS;
  // A room bought alone is the product 'quartos' (README "PIX price").
  const term = (cents: number) => paymentTerms(cents, pixPriceCents(cents, pixPercent));
  return {
    terms: plans
      ? {
          sem: term(promo[0]!),
          cafe: term(promo[1]!),
          meia: term(promo[2]!),
          inteira: term(promo[3]!),
        }
      : null,
    totals: {
      valor_sem: toReais(original[0]!),
      valor_cafe: toReais(original[1]!),
      valor_meia: toReais(original[2]!),
      valor_inteira: toReais(original[3]!),
      valor_hospedagem_promo: toReais(promo[0]!),
      valor_cafe_promo: toReais(promo[1]!),
      valor_meia_promo: toReais(promo[2]!),
      valor_inteira_promo: toReais(promo[3]!),
    },
    promoCents: promo,
    arrayTarifa,
  };
}

/** The plans' discounted totals with the coupon, which applies to the stay's totals. */
const withCoupon = (discounted: number[], coupon: Coupon | null) =>
  coupon ? discounted.map((v) => applyCoupon(v, coupon)) : discounted;

/** What the member rate saves on each plan's total, in reais; undefined when nothing. */
function savingOf(own: number[], asMember: number[]): EconomiaCadastrados | undefined {
  const saved = (i: number) => toReais(own[i]! - asMember[i]!);
  const saving = { sem: saved(0), cafe: saved(1), meia: saved(2), inteira: saved(3) };
  return Object.values(saving).some((v) => v > 0) ? saving : undefined;
}

export interface AvailabilityEngine {
  /** Whether `uhId` is a room type of the hotel (any search hotel when hotelId is 0). */
  isRoomTypeOf(uhId: number, hotelId: number): boolean;
  search(query: SearchQuery): LinhaDisponibilidade[];
}

export function availabilityEngine(db: Db): AvailabilityEngine {
  const loader = nightsLoaderOf(db);
  const checkCoupon = couponChecker(db);

  function isRoomTypeOf(uhId: number, hotelId: number): boolean {
    return loader
      .roomTypes()
      .some((t) => t.id === uhId && (hotelId === 0 || t.hotel_id === hotelId));
  }

  function search(query: SearchQuery): LinhaDisponibilidade[] {
    const { arrival, departure, hotelId, uhId, contract } = query;
    const types = loader
      .roomTypes()
      .filter(
        (t) =>
          (hotelId === 0 || t.hotel_id === hotelId) &&
          (uhId === 0 || t.id === uhId) &&
          (contract || t.exclusivo_clube === 0),
      );
    if (types.length === 0) return [];
    const pricer = stayPricerOver(loader.load(types, arrival, departure));
    const nights = departure - arrival;

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

    // Each hotel's PIX percent for rooms, read once per search.
    const pixPercentOf = pixPercentReader(db, 'quartos');

    // Every row of a rate kind has the same policy for this stay, bought today.
    const policies = new Map<string, PoliticaCancelamento>();
    const policyFor = (tarifa: string): PoliticaCancelamento => {
      let policy = policies.get(tarifa);
      if (!policy) policies.set(tarifa, (policy = describePolicy(tarifa, arrival, query.today)));
      return policy;
    };

    const result: LinhaDisponibilidade[] = [];
    for (const typeNights of pricer.window.types) {
      const { type } = typeNights;
      const disponiveis =
        pricer.unitsLeft(typeNights, arrival, departure) + (query.holding === true ? 1 : 0);
      const available = disponiveis > 0;
      // A hotel's member rate lowers the nights whose promotion is smaller (none, on most).
      const memberPct = contract ? 0 : type.desconto_clientes_pct;
      const memberNights = memberPct > 0 && pricer.memberNights(typeNights, arrival, departure) > 0;
      const anyPromo = pricer.promoNights(typeNights, arrival, departure) > 0;
      const coupon = available ? couponFor(type.hotel_id) : null;
      // The member rate: for a logged-in customer, priced in; for anyone else (not in the
      // contract search), what it would save, so the site can invite to log in.
      const ownPct = query.member && memberNights ? memberPct : 0;
      const rate: Rate = { contract, memberPct: ownPct };
      let tarifa = contract ? 'CLUBE' : anyPromo ? 'PROMO' : ownPct > 0 ? MEMBER_TARIFF : 'BALCAO';
      if (coupon) tarifa += `+${coupon.codigo}`;

      // A contract booking's points depend on the room type and the nights, not the guests.
      const points = contract
        ? stayPoints(type.capacidade, type.exclusivo_clube === 1, arrival, departure)
        : 0;
      // Rooms with the same adults and paying children price the same: computed once.
      const priceCache = new Map<string, Priced>();
      const camas = JSON.parse(type.camas) as CamaUh[];
      query.rooms.forEach((request, quarto) => {
        const room = roomPartyOf(request);
        if (!seats(type, room)) return;
        const key = `${room.adults}:${room.paying}`;
        let priced = priceCache.get(key);
        if (!priced) {
          priced = priceRow(
            pricer,
            typeNights,
            room,
            query,
            rate,
            available,
            coupon,
            pixPercentOf(type.hotel_id),
          );
          priceCache.set(key, priced);
        }
        let saving: EconomiaCadastrados | undefined;
        if (available && !query.member && memberNights) {
          const asMember = pricer.planTotals(typeNights, room, arrival, departure, {
            contract,
            memberPct,
          });
          saving = savingOf(priced.promoCents, withCoupon(asMember.discounted, coupon));
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
          ...(priced.terms ? { parcelamento: priced.terms } : {}),
          ...(ownPct > 0 && available ? { preco_cadastrados: true } : {}),
          ...(saving ? { economia_cadastrados: saving } : {}),
        });
      });
    }
    return result;
  }

  return { isRoomTypeOf, search };
}
