import styled from 'styled-components';
import { Spinner } from './spinner';

/**
 * A dialog's stand-in while its code arrives (the login dialog's, the footer's legal panels'):
 * 'Carregando…' at once over the page, said by a status, so a tap is never answered by nothing.
 * Not a dialog itself: the modal's code loads with the dialog it frames, off the first route
 * (issue 50), and the dialog takes the focus when it opens.
 */
export function LoadingNotice() {
  return (
    <Notice>
      <Spinner label="Carregando…" showLabel />
    </Notice>
  );
}

const Notice = styled.div`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndices.modal};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.grey900};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;
