import styled from 'styled-components';
import type { SalaryReport } from '@/api/contract/services';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { LoadFailure } from './load-failure';
import { useLoad } from './use-load';

/** 'Relatório de Transparência Salarial': links to the PDF reports, loaded when opened. */
export function ReportsPanel({
  load,
  onClose,
}: {
  load: () => Promise<SalaryReport[]>;
  onClose: () => void;
}) {
  const { state, retry } = useLoad(load);
  return (
    <Modal open onClose={onClose} title="Relatório de Transparência Salarial">
      {state.status === 'loading' && <Spinner label="Carregando relatórios" showLabel />}
      {state.status === 'error' && <LoadFailure onRetry={retry} />}
      {state.status === 'ready' && (
        <List>
          {state.data.map((report) => (
            <li key={report.url}>
              <a href={report.url} target="_blank" rel="noopener noreferrer">
                {report.titulo}
                <VisuallyHidden> (PDF, abre em nova aba)</VisuallyHidden>
              </a>
            </li>
          ))}
        </List>
      )}
    </Modal>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};

  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;
