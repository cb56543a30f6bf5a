import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CadastroRequest,
  Cidade,
  Estado,
  StatusReserva,
} from '../../src/api/contract/account';
import type { Usuario } from '../../src/api/contract/user';
import { login, MARIA, startSandbox, type TestSandbox } from './helpers';

let sandbox: TestSandbox;
beforeAll(() => {
  sandbox = startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

async function post(url: string, payload: unknown, token?: string) {
  const response = await sandbox.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** A valid CPF from 9 digits (computes both check digits). */
function cpfFrom(base: string): string {
  const digit = (digits: string): number => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

function registration(cpf: string, extra: Partial<CadastroRequest> = {}): CadastroRequest {
  return {
    nome: 'Fernanda Lima Rocha',
    cpf,
    estado: '52',
    data_nascimento: '10/05/1990',
    email: 'fernanda.rocha@exemplo.com.br',
    usuario: cpf,
    senha: 'Nova@123',
    logradouro: 'Rua das Acácias',
    complemento: '',
    numero: '10',
    bairro: 'Centro',
    id_cidade: '5204508',
    cep: '75690000',
    usuario_tipo_id: 6,
    id_usuario_cm: 677025,
    telefone: '999887766',
    ddd: '64',
    documento_identidade: '',
    tipo_documento_identidade: '',
    tipo_endereco: 'R',
    ...extra,
  };
}

const loginAs = (usuario: string, senha: string) =>
  login(sandbox.app, { usuario, senha, token_sistema: 'sandbox-system-token' });

describe('registration', () => {
  it('checks whether a CPF exists and finds club clients', async () => {
    expect((await post('/usuario/verifica', { usuario: '52998224725' })).body).toEqual({
      existe: true,
    });
    expect((await post('/usuario/verifica', { usuario: cpfFrom('123123123') })).body).toEqual({
      existe: false,
    });
    expect((await post('/contrato-drvc/verifica-cliente', { cpf: '390.533.447-05' })).body).toEqual(
      [{ id_cliente: 80311, nome: 'Carla Menezes' }],
    );
    expect((await post('/contrato-drvc/verifica-cliente', { cpf: '52998224725' })).body).toEqual(
      [],
    );
    expect((await post('/usuario/verifica', {})).status).toBe(400);
    expect((await post('/contrato-drvc/verifica-cliente', { cpf: { a: 1 } })).status).toBe(400);
  });

  it('creates a type 6 account that can log in at once', async () => {
    const cpf = cpfFrom('246813579');
    const created = await post('/usuario/cadastrar', registration(cpf));
    expect(created.status).toBe(200);
    expect(created.body).toEqual({
      id: expect.any(Number) as number,
      mensagem: 'Cadastro realizado com sucesso!',
    });
    const token = await loginAs(cpf, 'Nova@123');
    const profile = await post('/usuario/dados', {}, token);
    expect(profile.body).toMatchObject({
      nome: 'Fernanda Lima Rocha',
      usuario: cpf,
      usuario_tipo_id: 6,
      idestado: 52,
      ufestado: 'GO',
      idcidade: 5204508,
      nomecidade: 'Caldas Novas',
      cep: '75690-000',
      telefone: [{ ddd: '64', numero: '999887766' }],
      contratos: [],
      cancelar_reserva: true,
    });
    expect(profile.body).not.toHaveProperty('password_hash');
    expect((await post('/usuario/verifica', { usuario: cpf })).body).toEqual({ existe: true });
  });

  it('refuses a duplicate CPF with 409', async () => {
    const response = await post('/usuario/cadastrar', registration('52998224725'));
    expect(response).toEqual({ status: 409, body: { erro: 'CPF já cadastrado!' } });
  });

  it('registers a club client as type 14 with the client contracts', async () => {
    const carla = registration('39053344705', {
      nome: 'Carla Menezes',
      usuario_tipo_id: 14,
      id_usuario_cm: 1067206,
    });
    expect((await post('/usuario/cadastrar', carla)).status).toBe(200);
    const token = await loginAs('390.533.447-05', 'Nova@123');
    const user = (await post('/usuario/dados', {}, token)).body as unknown as Usuario;
    expect(user.usuario_tipo_id).toBe(14);
    expect(user.contratos).toEqual([{ contratos_id: 61207, numero_contrato: 'DRVC-2024-00612' }]);
    // Type 14 only for CPFs the club knows.
    const stranger = registration(cpfFrom('777666555'), {
      usuario_tipo_id: 14,
      id_usuario_cm: 1067206,
    });
    expect((await post('/usuario/cadastrar', stranger)).status).toBe(400);
  });

  const bad: [string, Partial<CadastroRequest> | Record<string, unknown>, RegExp][] = [
    ['empty name', { nome: '  ' }, /nome/i],
    ['CPF with bad check digits', { cpf: '52998224724', usuario: '52998224724' }, /CPF inválido/],
    ['CPF of repeated digits', { cpf: '11111111111', usuario: '11111111111' }, /CPF inválido/],
    ['CPF too short', { cpf: '5299822472', usuario: '5299822472' }, /CPF inválido/],
    ['formatted CPF', { cpf: '529.982.247-25' }, /CPF inválido/],
    ['usuario other than the CPF', { usuario: '52998224725' }, /usuário deve ser igual/],
    ['impossible birth date', { data_nascimento: '31/02/1990' }, /nascimento inválida/],
    ['birth date in ISO', { data_nascimento: '1990-05-10' }, /nascimento inválida/],
    ['birth date in the future', { data_nascimento: '01/01/2999' }, /anterior a hoje/],
    ['e-mail', { email: 'fernanda@' }, /E-mail inválido/],
    ['short password', { senha: 'Ab@1' }, /pelo menos 6/],
    ['password without upper case', { senha: 'nova@123' }, /maiúscula/],
    ['password without digit', { senha: 'Nova@abc' }, /maiúscula/],
    ['password without symbol', { senha: 'Nova1234' }, /maiúscula/],
    ['password with a space', { senha: 'Nova@ 123' }, /maiúscula/],
    ['password with another symbol', { senha: 'Nova#123' }, /maiúscula/],
    ['unknown state', { estado: '99' }, /Estado inválido/],
    ['city of another state', { id_cidade: '3550308' }, /Cidade inválida/],
    ['CEP with hyphen', { cep: '75690-000' }, /CEP inválido/],
    ['CEP of 7 digits', { cep: '7569000' }, /CEP inválido/],
    ['DDD of 3 digits', { ddd: '064' }, /DDD inválido/],
    ['phone of 7 digits', { telefone: '9998877' }, /Telefone inválido/],
    ['phone of 10 digits', { telefone: '9998877665' }, /Telefone inválido/],
    ['address type', { tipo_endereco: 'X' as 'R' }, /Tipo de endereço/],
    ['user type', { usuario_tipo_id: 3 }, /Tipo de usuário/],
    ['type 6 with the club id', { id_usuario_cm: 1067206 }, /Tipo de usuário/],
    ['missing street', { logradouro: '' }, /logradouro/],
    ['number instead of text', { nome: 123 as unknown as string, email: ['x'] }, /E-mail/],
  ];
  it.each(bad)('refuses %s with 400', async (_name, change, message) => {
    const cpf = cpfFrom('135792468');
    const response = await post('/usuario/cadastrar', { ...registration(cpf), ...change });
    expect(response.status).toBe(400);
    expect(String(response.body.erro)).toMatch(message);
  });

  it('answers 400, never 500, to garbage', async () => {
    for (const payload of [[], 'x', { cpf: null }, { senha: { $gt: '' } }]) {
      const response = await sandbox.app.inject({
        method: 'POST',
        url: '/api/usuario/cadastrar',
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('password recovery and change', () => {
  async function recoveryToken(usuario: string): Promise<string> {
    await post('/usuario/recuperar-senha', { usuario });
    const outbox = await sandbox.app.inject({ url: '/services/outbox.json' });
    const mail = (outbox.json() as { links: string[] }[]).find((m) =>
      m.links.some((l) => l.includes('/recuperar-senha/')),
    );
    const link = mail?.links.find((l) => l.includes('/recuperar-senha/')) ?? '';
    return link.split('/recuperar-senha/')[1] ?? '';
  }

  it('validates, consumes and refuses reuse of a recovery token', async () => {
    const token = await recoveryToken('111.444.777-35');
    expect(await post('/usuario/recuperar-senha/validar', { token })).toEqual({
      status: 200,
      body: { nome: 'João' },
    });
    const weak = await post('/usuario/alterar-senha', { token, senha: 'fraca' });
    expect(weak.status).toBe(400);
    // A refused password does not burn the token.
    const done = await post('/usuario/alterar-senha', { token, senha: 'Joao@2027' });
    expect(done).toEqual({ status: 200, body: { mensagem: 'Senha alterada com sucesso.' } });
    await loginAs('11144477735', 'Joao@2027');
    const invalid = { erro: 'Link de recuperação inválido ou expirado.' };
    expect(await post('/usuario/recuperar-senha/validar', { token })).toEqual({
      status: 400,
      body: invalid,
    });
    expect(await post('/usuario/alterar-senha', { token, senha: 'Outra@2027' })).toEqual({
      status: 400,
      body: invalid,
    });
    expect((await post('/usuario/recuperar-senha/validar', { token: 'nada' })).status).toBe(400);
    expect((await post('/usuario/recuperar-senha/validar', {})).status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const token = await recoveryToken('12345678909');
    sandbox.db.prepare('UPDATE password_resets SET expires_at = 0 WHERE used_at IS NULL').run();
    expect((await post('/usuario/recuperar-senha/validar', { token })).status).toBe(400);
    expect((await post('/usuario/alterar-senha', { token, senha: 'Nova@2027' })).status).toBe(400);
  });

  it('changes the password of a logged-in user with the current one', async () => {
    const cpf = cpfFrom('864209753');
    await post('/usuario/cadastrar', registration(cpf));
    const token = await loginAs(cpf, 'Nova@123');
    expect(
      await post('/usuario/alterar-senha', { senha_atual: 'Errada@1', senha: 'Nova@456' }, token),
    ).toEqual({
      status: 400,
      body: { erro: 'Senha atual incorreta.' },
    });
    expect(
      (await post('/usuario/alterar-senha', { senha_atual: 'Nova@123', senha: 'curta' }, token))
        .status,
    ).toBe(400);
    expect(
      (await post('/usuario/alterar-senha', { senha_atual: 'Nova@123', senha: 'Nova@456' })).status,
    ).toBe(401);
    const ok = await post(
      '/usuario/alterar-senha',
      { senha_atual: 'Nova@123', senha: 'Nova@456' },
      token,
    );
    expect(ok.body).toEqual({ mensagem: 'Senha alterada com sucesso.' });
    await loginAs(cpf, 'Nova@456');
  });
});

describe('profile', () => {
  it('needs a token', async () => {
    expect((await post('/usuario/dados', {})).status).toBe(401);
    expect((await post('/usuario/dados/editar', {})).status).toBe(401);
  });

  it('edits the profile with validation', async () => {
    const token = await login(sandbox.app, MARIA);
    const edit = {
      nome: 'Maria Aparecida Souza Lima',
      email: 'maria.lima@exemplo.com.br',
      datanasc: '14/03/1985',
      ddd: '62',
      telefone: '981112233',
      logradouro: 'Rua 7',
      numero: '100',
      complemento: '',
      bairro: 'Setor Oeste',
      cep: '74110010',
      idestado: 52,
      idcidade: 5208707,
    };
    const updated = await post('/usuario/dados/editar', edit, token);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      nome: 'Maria Aparecida Souza Lima',
      email: 'maria.lima@exemplo.com.br',
      telefone: [{ ddd: '62', numero: '981112233' }],
      nomecidade: 'Goiânia',
      cep: '74110-010',
      cpf: '529.982.247-25',
    });
    expect((await post('/usuario/dados', {}, token)).body).toMatchObject({ nomecidade: 'Goiânia' });
    for (const change of [
      { email: 'x' },
      { idcidade: 5204508, idestado: 35 },
      { datanasc: '30/02/1985' },
      { cep: '1' },
      { nome: '' },
    ]) {
      expect((await post('/usuario/dados/editar', { ...edit, ...change }, token)).status).toBe(400);
    }
  });
});

describe('form lists', () => {
  it('lists the 27 states with IBGE ids', async () => {
    const { body } = await post('/formulario/estados', {});
    const states = body as unknown as Estado[];
    expect(states).toHaveLength(27);
    expect(states).toContainEqual({ idestado: 52, uf: 'GO', nome: 'Goiás' });
    expect(new Set(states.map((s) => s.uf)).size).toBe(27);
  });

  it('lists the cities of each state', async () => {
    const states = (await post('/formulario/estados', {})).body as unknown as Estado[];
    for (const state of states) {
      const cities = (await post('/formulario/cidades', { id_estado: state.idestado }))
        .body as unknown as Cidade[];
      expect(cities.length).toBeGreaterThanOrEqual(state.uf === 'DF' ? 1 : 5);
      for (const city of cities)
        expect(String(city.idcidades).slice(0, 2)).toBe(String(state.idestado));
    }
    const go = (await post('/formulario/cidades', { id_estado: '52' })).body as unknown as Cidade[];
    expect(go).toEqual(
      expect.arrayContaining([
        { idcidades: 5204508, nome: 'Caldas Novas' },
        { idcidades: 5218789, nome: 'Rio Quente' },
        { idcidades: 5208707, nome: 'Goiânia' },
        { idcidades: 5201108, nome: 'Anápolis' },
      ]),
    );
    expect((await post('/formulario/cidades', { id_estado: 99 })).status).toBe(400);
    expect((await post('/formulario/cidades', {})).status).toBe(400);
  });

  it('lists professions and reservation statuses', async () => {
    expect(
      ((await post('/formulario/profissoes', {})).body as unknown as unknown[]).length,
    ).toBeGreaterThan(10);
    const statuses = (await post('/formulario/status-reserva', {}))
      .body as unknown as StatusReserva[];
    expect(statuses.map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(statuses[0]).toEqual({ id: 1, descricao: 'Pré-reserva' });
  });
});
