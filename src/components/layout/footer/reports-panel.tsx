import styled from 'styled-components';
import type { SalaryReport } from '@/api/contract/services';
import { Modal } from '@/components/ui/modal';
import { PANEL_TITLES } from './panel-titles';
import { Spinner } from '@/components/ui/spinner';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { safeHref } from '@/lib/safe-external-url';
import { LoadFailure } from './load-failure';
import { useRemote } from '@/lib/use-remote';

/** 'Relatório de Transparência Salarial': links to the PDF reports, loaded when opened. */
export function ReportsPanel({
  load,
  onClose,
}: {
  load: () => Promise<SalaryReport[]>;
  onClose: () => void;
}) {
  const { state, retry } = useRemote(load, 'open');
  return (
    <Modal open onClose={onClose} title={PANEL_TITLES['reports']}>
      {state.status === 'loading' && <Spinner label="Carregando relatórios" showLabel />}
      {state.status === 'error' && <LoadFailure onRetry={retry} />}
      {state.status === 'ready' && (
        <List>
          {state.data.map((report) => (
            <li key={report.url}>
              <ReportLink report={report} />
            </li>
          ))}
        </List>
      )}
    </Modal>
  );
}

/** The URL comes from the services API: a site path or an allowed host, else the title alone. */
function ReportLink({ report }: { report: SalaryReport }) {
  const href = safeHref(report.url);
  if (!href) return <>{report.titulo}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {report.titulo}
      <VisuallyHidden> (PDF, abre em nova aba)</VisuallyHidden>
    </a>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-sm);
  margin: 0;
  padding-left: var(--space-lg);

  a {
    display: inline-block;
    padding: var(--space-xs) 0;
  }
`;
