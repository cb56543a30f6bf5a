import { brand } from '@/config/brand';
import { Modal } from '@/components/ui/modal';
import { PANEL_TITLES } from './panel-titles';
import { telHref } from '../tel-href';
import { CONTACT_EMAIL } from './contact';

/** product-rules §9: the withdrawal period, in days. */
export const WITHDRAWAL_DAYS = 7;

/** 'Direito de arrependimento': the consumer's right of art. 49 of the CDC. */
export function WithdrawalPanel({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={PANEL_TITLES['withdrawal']}>
      <p>
        Conforme o artigo 49 do Código de Defesa do Consumidor (Lei nº 8.078/1990), o consumidor
        pode desistir da compra no prazo de {WITHDRAWAL_DAYS} dias, contados da contratação ou do
        recebimento do produto ou serviço, sempre que a contratação ocorrer fora do estabelecimento
        comercial, como pela internet ou por telefone.
      </p>
      <p>
        Ao exercer o direito de arrependimento, os valores eventualmente pagos, a qualquer título,
        durante o prazo de reflexão, serão devolvidos de imediato e monetariamente atualizados.
      </p>
      <p>
        Para solicitar, entre em contato com a nossa central de reservas pelo telefone{' '}
        <a href={telHref(brand.phone)}>{brand.phone}</a> ou pelo e-mail{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>, informando o número da reserva e o
        nome do titular.
      </p>
    </Modal>
  );
}
