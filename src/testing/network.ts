import { http, HttpResponse } from 'msw';
import { server } from './server';

const SENTINEL = 'http://rede-de-teste.invalid/__depois-do-que-ja-foi-pedido';

/**
 * Resolves once a request sent now has been answered: every request the page had already started
 * (in an effect, a timer that has fired) has reached the network edge by then, since requests
 * reach it in the order they are sent. A test that asserts that nothing was asked waits for
 * this, a condition, instead of sleeping for some milliseconds that a busy machine may outlast.
 */
export async function afterRequestsSoFar(): Promise<void> {
  server.use(http.get(SENTINEL, () => HttpResponse.text('ok'), { once: true }));
  await fetch(SENTINEL);
}
