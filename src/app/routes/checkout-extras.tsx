import { CheckoutPage } from '@/features/booking/components/checkout-page';
import { StayExtrasStep } from '@/features/booking/components/stay-extras-step';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /checkOut/extras: 'Complete sua estadia', the hotel's extras held with the rooms. */
export default function CheckoutExtrasRoute() {
  useDocumentTitle('Complete sua estadia');
  return (
    <CheckoutPage route="extras" title="Complete sua estadia">
      <StayExtrasStep />
    </CheckoutPage>
  );
}
