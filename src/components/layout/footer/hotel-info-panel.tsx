import styled from 'styled-components';
import type { HotelLegalInfo } from '@/api/contract/services';
import { Modal } from '@/components/ui/modal';
import { PANEL_TITLES } from './panel-titles';
import { Spinner } from '@/components/ui/spinner';
import { LoadFailure } from './load-failure';
import { useRemote } from '@/lib/use-remote';
import { media } from '@/theme/tokens';

/** 'Informações dos hotéis': the legal details of each property, loaded when opened. */
export function HotelInfoPanel({
  load,
  onClose,
}: {
  load: () => Promise<HotelLegalInfo[]>;
  onClose: () => void;
}) {
  const { state, retry } = useRemote(load, 'open');
  return (
    <Modal open onClose={onClose} title={PANEL_TITLES['hotel-info']}>
      {state.status === 'loading' && (
        <Spinner label="Carregando informações dos hotéis" showLabel />
      )}
      {state.status === 'error' && <LoadFailure onRetry={retry} />}
      {state.status === 'ready' && (
        <List>
          {state.data.map((info) => (
            <li key={info.cnpj}>
              <h3>{info.nome}</h3>
              <dl>
                <dt>Razão social</dt>
                <dd>{info.razao_social}</dd>
                <dt>CNPJ</dt>
                <dd>{info.cnpj}</dd>
                <dt>Inscrição estadual</dt>
                <dd>{info.inscricao_estadual}</dd>
                <dt>Endereço</dt>
                <dd>{info.endereco}</dd>
                <dt>CEP</dt>
                <dd>{info.cep}</dd>
              </dl>
            </li>
          ))}
        </List>
      )}
    </Modal>
  );
}

const List = styled.ul`
  display: grid;
  gap: var(--space-lg);
  margin: 0;
  padding: 0;
  list-style: none;

  h3 {
    margin: 0 0 var(--space-xs);
    font-size: var(--font-size-md);
    color: var(--color-primary);
  }

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--space-xs) var(--space-md);
    margin: 0;
    font-size: var(--font-size-sm);
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
  }

  ${media.mobileOnly} {
    dl {
      grid-template-columns: 1fr;
    }

    dd {
      margin-bottom: var(--space-xs);
    }
  }
`;
