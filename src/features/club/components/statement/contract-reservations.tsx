import { LoadError } from '@/components/layout/load-error';
import { useId } from 'react';
import { Link } from '@/components/ui/link';
import styled from 'styled-components';
import { DataTable, TableScroll } from '@/components/ui/data-table.styles';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { pointsText } from '@/lib/format';
import { useContractReservations } from '../../hooks/use-contract-reservations';

/**
 * The bookings made with the contract, each with the points it used net of returns: the other
 * side of the statement's 'Uso em reserva' and 'Devolução' lines. Cancelling is in Minhas
 * reservas, which shows the points that come back before the member confirms.
 */
export function ContractReservations({ numeroContrato }: { numeroContrato: string }) {
  const { state, retry } = useContractReservations(numeroContrato);
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>Reservas com este contrato</h2>
      {state.status === 'loading' && <Spinner label="Carregando as reservas do contrato" />}
      {state.status === 'error' && (
        <LoadError
          what="carregar as reservas do contrato"
          message={state.message}
          onRetry={retry}
        />
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <p>Nenhuma reserva feita com este contrato.</p>
      )}
      {state.status === 'ready' && state.data.length > 0 && (
        <TableScroll role="region" aria-labelledby={headingId} tabIndex={0}>
          <DataTable $minWidth={640} aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">Reserva</th>
                <th scope="col">Hotel</th>
                <th scope="col">Estadia</th>
                <th scope="col">Situação</th>
                <th scope="col">Pontos usados</th>
              </tr>
            </thead>
            <tbody>
              {state.data.map((r) => (
                <tr key={r.id_reservas_front}>
                  <td>
                    <Link
                      to={paths.accountReservations.getHref()}
                      aria-label={`Reserva ${r.numero_reserva} em Minhas reservas`}
                    >
                      {r.numero_reserva}
                    </Link>
                  </td>
                  <td>{r.hotel}</td>
                  <td>
                    {r.data_chegada} a {r.data_partida}
                  </td>
                  <td>{r.status}</td>
                  <td>{pointsText(r.pontos ?? 0)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
    </Section>
  );
}

/** A grid item that may shrink below its table's width: the table scrolls, not the page. */
const Section = styled.section`
  min-width: 0;
`;
