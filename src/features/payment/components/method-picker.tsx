import { PAYMENT_METHOD } from '@/api/contract/payments';
import { formatCurrency } from '@/lib/format';
import { MethodGroup, MethodOption } from './payment.styles';

export function methodLabel(method: number): string {
  if (method === PAYMENT_METHOD.cartao) return 'Cartão de crédito';
  if (method === PAYMENT_METHOD.pix) return 'PIX';
  return 'Boleto bancário';
}

/** The methods in the given order, card first (product-rules §5: id 1 first), without repeats. */
export function orderMethods(methods: number[]): number[] {
  const unique = [...new Set(methods)];
  return [
    ...unique.filter((m) => m === PAYMENT_METHOD.cartao),
    ...unique.filter((m) => m !== PAYMENT_METHOD.cartao),
  ];
}

/** 'PIX · R$ 1.172,30' where PIX costs less (the server's PIX price, issue 52). */
export function methodName(method: number, pixPrice: number | undefined): string {
  return method === PAYMENT_METHOD.pix && pixPrice !== undefined
    ? `PIX · ${formatCurrency(pixPrice)}`
    : methodLabel(method);
}

interface MethodPickerProps {
  methods: number[];
  /** Reais: the order's PIX price, when lower than its total. */
  pixPrice?: number | undefined;
  selected: number;
  onSelect: (method: number) => void;
}

/** A radio group: one method at a time, arrow keys move between them. */
export function MethodPicker({ methods, pixPrice, selected, onSelect }: MethodPickerProps) {
  return (
    <MethodGroup>
      <legend>Forma de pagamento</legend>
      {methods.map((method) => (
        <MethodOption key={method} $selected={method === selected}>
          <input
            type="radio"
            name="forma-pagamento"
            value={method}
            checked={method === selected}
            onChange={() => onSelect(method)}
          />
          {methodName(method, pixPrice)}
        </MethodOption>
      ))}
    </MethodGroup>
  );
}
