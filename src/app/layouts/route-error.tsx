import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { classed } from '@/theme/classed';
import styles from './route-error.module.css';
import { errorMessage } from '@/lib/http/api-error';

/** A page whose data failed to load: say so in Portuguese and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? 'Página não encontrada.' : errorMessage(error);
  return (
    <Box role="alert">
      <h1>Não foi possível carregar esta página</h1>
      <p>{message}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Tentar novamente
        </button>{' '}
        <a href="/">Voltar ao início</a>
      </p>
    </Box>
  );
}

const Box = classed('main', styles.Box);
