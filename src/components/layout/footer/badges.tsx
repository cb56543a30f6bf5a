import { Badge, BadgeList } from './footer.styles';

const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Elo', 'PIX', 'Boleto'] as const;

/** Accepted payment methods and the security seal, as text badges (no third-party images). */
export function Badges() {
  return (
    <>
      <BadgeList aria-label="Formas de pagamento">
        {PAYMENT_METHODS.map((method) => (
          <li key={method}>
            <Badge>{method}</Badge>
          </li>
        ))}
      </BadgeList>
      <BadgeList aria-label="Segurança">
        <li>
          <Badge $secure>
            <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
              <path d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z" />
            </svg>
            Site seguro
          </Badge>
        </li>
      </BadgeList>
    </>
  );
}
