import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { endCheckoutOnLogout } from '@/features/booking/utils/end-checkout-on-logout';
import { logOut } from '@/features/session/utils/log-out';
import { useToastActions } from '@/stores/toasts';

/**
 * /logout (product-rules §2): logs out, first ending a booking in progress (its rooms released), tells
 * the user when something was off or what became of the booking, then goes to /.
 */
export default function LogoutRoute() {
  const navigate = useNavigate();
  const { toastShown } = useToastActions();
  // StrictMode mounts effects twice in development; the logout must run once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logOut(endCheckoutOnLogout).then(({ message, note }) => {
      const text = [message, note].filter(Boolean).join(' ');
      if (text) toastShown({ message: text, variant: 'warning' });
      void navigate(paths.home.getHref(), { replace: true });
    });
  }, [navigate, toastShown]);

  return (
    <Centered>
      <Spinner label="Saindo..." showLabel />
    </Centered>
  );
}

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 60vh;
`;
