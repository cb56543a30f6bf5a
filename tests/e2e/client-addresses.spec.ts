import { request as httpRequest } from 'node:http';
import { expect, test } from './support/test';
import { DEMO } from './support/demo';
import { SITE_PORT } from './support/site';

/**
 * The limits on abuse count per client address, in the production server and in the APIs behind
 * it (docs/deploy.md, "Client addresses"). Two clients on two loopback addresses reach the
 * production server, which forwards to the sandbox from its one address: one client's flood of
 * wrong logins and recovery e-mails must leave the other's login and password recovery working.
 */

interface Answer {
  status: number;
  body: string;
}

/** A POST to the production server from `localAddress` (127.0.0.x: all loopback on Linux). */
function postFrom(localAddress: string, path: string, body: unknown): Promise<Answer> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: SITE_PORT,
        path,
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

const FLOODER = '127.0.0.2';
const GUEST = '127.0.0.3';
/** Valid CPFs of nobody, so the per-account limits (5 and 10) never trip before the address's. */
const STRANGERS = [
  '39053344705',
  '86288366757',
  '71428793860',
  '34167211017',
  '15350946056',
  '68403885490',
];

test('one client’s flood of wrong logins and recovery e-mails leaves another client’s login and recovery working', async () => {
  const login = (from: string, usuario: string, senha: string) =>
    postFrom(from, '/api/autenticacao/login', {
      usuario,
      senha,
      token_sistema: 'sandbox-system-token',
    });

  // 20 wrong passwords in 15 minutes is the per-address limit: the 21st is refused.
  for (let i = 0; i < 20; i++) {
    const answer = await login(FLOODER, STRANGERS[i % STRANGERS.length]!, 'Errada@2026');
    expect(answer.status).not.toBe(429);
  }
  expect((await login(FLOODER, STRANGERS[0]!, 'Errada@2026')).status).toBe(429);

  const joao = await login(GUEST, DEMO.clubMember.cpf, DEMO.clubMember.password);
  expect(joao.status, joao.body).toBe(200);
  expect(JSON.parse(joao.body)).toHaveProperty('token_jwt');

  // 30 e-mail calls an hour is the per-address limit.
  for (let i = 0; i < 30; i++) {
    const answer = await postFrom(FLOODER, '/api/usuario/recuperar-senha', {
      usuario: STRANGERS[i % STRANGERS.length],
    });
    expect(answer.status).not.toBe(429);
  }
  const flooded = await postFrom(FLOODER, '/api/usuario/recuperar-senha', {
    usuario: STRANGERS[0],
  });
  expect(flooded.status).toBe(429);

  const recovery = await postFrom(GUEST, '/api/usuario/recuperar-senha', {
    usuario: DEMO.partner.cpf,
  });
  expect(recovery.status, recovery.body).toBe(200);
  expect(JSON.parse(recovery.body)).toEqual({
    mensagem: 'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.',
  });
});
