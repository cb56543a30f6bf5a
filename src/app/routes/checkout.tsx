import { CheckoutPage } from '@/features/booking/components/checkout-page';
import { GuestsStep } from '@/features/booking/components/guests-step';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /checkOut: the guests of the held rooms. */
export default function CheckoutRoute() {
  useDocumentTitle('Hóspedes da reserva');
  return (
    <CheckoutPage route="guests" title="Hóspedes">
      <GuestsStep />
    </CheckoutPage>
  );
}
