import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { SiteFrame } from './site-frame';

/** Pages without the header: navigation, content, footer. */
export function BareLayout() {
  return (
    <SiteFrame>
      <Main id="conteudo">
        <Outlet />
      </Main>
    </SiteFrame>
  );
}

const Main = styled.main`
  padding-top: ${({ theme }) => theme.sizes.navHeight};
`;
