import { CheckoutPage } from '@/features/booking/components/checkout-page';
import { ReviewStep } from '@/features/booking/components/review-step';
import { useDocumentTitle } from '@/features/content/hooks/use-document-title';

/** /checkOut/revisao: the rooms, the group total and the payment method. */
export default function CheckoutReviewRoute() {
  useDocumentTitle('Revisão da reserva');
  return (
    <CheckoutPage route="review" title="Revisão da reserva">
      <ReviewStep />
    </CheckoutPage>
  );
}
