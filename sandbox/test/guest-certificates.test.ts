import { describe, expect, it } from 'vitest';
import type { CertificateAllowance } from '../../src/api/contract/guest-certificates';
import type { ContractDetail } from '../../src/api/contract/club';
import { today, toWire } from '../src/shared/calendar';
import { confirmGroup } from '../src/booking/holds';
import { changeStatus, findReservationById, STATUS } from '../src/booking/reservations';
import { listOutbox } from '../src/repositories/mail-outbox';
import { anonymisePersonalData } from '../src/repositories/personal-data';
import { api, confirmBody, guests, hold, openStay } from './booking-helpers';
import { clock, env, GOLD_ID, net, openContractBookingsSandbox } from './contract-bookings-setup';
import { login, MARIA } from './helpers';

/**
 * Guest certificates (README "Guest certificates", issue 51): a contract booking made for
 * someone else. The allowance per use year, the guest's CPF and e-mail, the fee in the financial
 * record and the guest's own e-mail once paid, the points spent as usual, the limit (also under
 * parallel confirmations), a lapsed hold giving its place back, and another member kept out.
 */

openContractBookingsSandbox();

const GUEST_CPF = '86288366757';
const day = () => today(new Date(clock.now()));

const allowance = async (chegada: number, token = env.joao, contrato_id = GOLD_ID) =>
  api(
    env.sandbox.app,
    '/api/contrato-drvc/certificados',
    { contrato_id, chegada: toWire(chegada) },
    token,
  );

function forGuest(name: string, cpf = GUEST_CPF, email = 'carla.mendes@exemplo.com.br') {
  const list = guests(2, [], name);
  list[0] = { ...list[0]!, tipo_documento: 'CPF', numero_documento: cpf, email };
  return list;
}

async function heldRoom(days: number) {
  const stay = openStay(days, 1);
  const held = await hold(
    env.sandbox.app,
    { hotel: 1, uh: 101, ...stay, contrato: GOLD_ID },
    env.joao,
  );
  return { held, arrival: stay.arrival };
}

const confirmForGuest = (
  held: Awaited<ReturnType<typeof heldRoom>>['held'],
  hospede = forGuest('Carla'),
) =>
  api(
    env.sandbox.app,
    '/api/reserva-drvc',
    { ...confirmBody(held, hospede), contrato_id: GOLD_ID, certificado_hospede: true },
    env.joao,
  );

describe('guest certificates', () => {
  it('books a room for a guest: the guest e-mailed once paid, the fee in the record, points as usual', async () => {
    const { held, arrival } = await heldRoom(120);
    const before = (await allowance(arrival)).body as unknown as CertificateAllowance;
    expect(before).toMatchObject({ limite: 3, usados: 0, restantes: 3, taxa_centavos: 12000 });
    expect(before.regras.join(' ')).toContain('R$ 120,00');

    // The guest is the principal adult, with CPF and e-mail, and not the member.
    const noCpf = await confirmForGuest(held, guests(2, [], 'Carla'));
    expect(noCpf).toMatchObject({
      status: 400,
      body: { erro: /informe o CPF do hóspede principal/ },
    });
    const self = await confirmForGuest(held, forGuest('João', '11144477735'));
    expect(self.body.erro).toMatch(/O hóspede principal é você/);
    const noMail = await confirmForGuest(held, forGuest('Carla', GUEST_CPF, ''));
    expect(noMail.body.erro).toMatch(/informe o e-mail do hóspede principal/);
    expect((await confirmForGuest(held)).status).toBe(200);
    expect(((await allowance(arrival)).body as unknown as CertificateAllowance).usados).toBe(1);
    expect(net(held.id_reservas_front)).toBe(-(held.pontos as number));

    confirmGroup(env.sandbox.db, held.identificador, 'http://localhost:5173', clock.now());
    const toGuest = listOutbox(env.sandbox.db).find(
      (m) => m.para_email === 'carla.mendes@exemplo.com.br',
    );
    const row = findReservationById(env.sandbox.db, held.id_reservas_front)!;
    expect(toGuest).toMatchObject({ assunto: expect.stringContaining(row.numero_reserva) });
    expect(toGuest!.html).toContain(`/pre-check-in/${row.numero_reserva}/`);
    expect(toGuest!.html).toContain('Carla Souza');
    const memberMail = listOutbox(env.sandbox.db).find(
      (m) => m.assunto.startsWith('Reserva confirmada') && m.html.includes(row.numero_reserva),
    )!;
    expect(memberMail.html).not.toContain('/pre-check-in/');

    const detail = (
      await api(
        env.sandbox.app,
        '/api/contrato-drvc',
        { numero_contrato: 'DRVC-2021-00457' },
        env.joao,
      )
    ).body as unknown as ContractDetail;
    const fee = detail.parcelas.find((p) => p.tipo === 'taxa_certificado')!;
    expect(fee).toMatchObject({ valor: 120, status: 'em_aberto' });
    expect(fee.descricao).toContain(row.numero_reserva);
    expect(fee.vencimento).toBe(toWire(day() + 10));
  });

  it('refuses past the yearly limit; a lapsed hold gives its place back', async () => {
    const rooms = [await heldRoom(130), await heldRoom(131)];
    for (const r of rooms) expect((await confirmForGuest(r.held)).status).toBe(200);
    const fourth = await heldRoom(132);
    const refused = await confirmForGuest(fourth.held);
    expect(refused.status).toBe(409);
    expect(refused.body.erro).toMatch(
      /^O contrato DRVC-2021-00457 já usou os 3 certificados de hóspede do ano de uso de \d\d\/\d\d\/\d{4} a \d\d\/\d\d\/\d{4}\.$/,
    );
    // Nothing of the refused confirmation stays: it can still be confirmed for the member.
    expect(
      (
        await api(
          env.sandbox.app,
          '/api/reserva-drvc',
          { ...confirmBody(fourth.held, guests(2)), contrato_id: GOLD_ID },
          env.joao,
        )
      ).status,
    ).toBe(200);

    const lapsed = findReservationById(env.sandbox.db, rooms[0]!.held.id_reservas_front)!;
    changeStatus(env.sandbox.db, lapsed, STATUS.expirada, undefined, day());
    expect(
      ((await allowance(rooms[1]!.arrival)).body as unknown as CertificateAllowance).restantes,
    ).toBe(1);
  });

  it('gives the last certificate to one of two parallel confirmations', async () => {
    const [a, b] = [await heldRoom(140), await heldRoom(141)];
    const answers = await Promise.all([confirmForGuest(a.held), confirmForGuest(b.held)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("keeps another member's contract out of reach, and checks what it is sent", async () => {
    const ana = await login(env.sandbox.app, { ...MARIA, usuario: '48291630542' });
    expect((await allowance(day() + 60, ana)).status).toBe(403);
    expect((await allowance(day() + 60, env.maria)).status).toBe(403);
    const bad = await api(
      env.sandbox.app,
      '/api/contrato-drvc/certificados',
      { contrato_id: GOLD_ID, chegada: '31/02/2027' },
      env.joao,
    );
    expect(bad).toMatchObject({ status: 400, body: { erro: 'Informe a chegada (dd/MM/aaaa).' } });
    const stay = openStay(150, 1);
    const held = await hold(env.sandbox.app, { hotel: 1, uh: 101, ...stay }, env.joao);
    const publicRoute = await api(
      env.sandbox.app,
      '/api/reserva',
      { ...confirmBody(held, forGuest('Carla')), certificado_hospede: true },
      env.joao,
    );
    expect(publicRoute.body.erro).toBe(
      'Certificado de hóspede só em reserva com contrato (/reserva-drvc).',
    );
    expect(publicRoute.status).toBe(400);
  });

  it("blanks the guests' data with the member's when the member's account is deleted (last)", () => {
    const count = (sql: string) => (env.sandbox.db.prepare(sql).get() as { n: number }).n;
    expect(
      count(`SELECT COUNT(*) AS n FROM guest_certificates WHERE cpf = '${GUEST_CPF}'`),
    ).toBeGreaterThan(0);
    anonymisePersonalData(env.sandbox.db, 2, new Date(clock.now()).toISOString());
    expect(
      count(`SELECT COUNT(*) AS n FROM guest_certificates WHERE cpf <> '' OR email <> ''`),
    ).toBe(0);
  });
});
