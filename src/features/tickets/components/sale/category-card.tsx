import styled from 'styled-components';
import type { ThemeColors } from '@/api/contract/admin';
import { colorVariable } from '@/theme/css-variables';
import type { TicketCategory } from '@/api/contract/tickets';
import { formatCurrency } from '@/lib/format';
import { ticketColourToken, ticketGroup } from '../../utils/ticket-colours';
import { ticketPrice } from '../../utils/ticket-total';
import { QuantityStepper } from './quantity-stepper';

export interface CategoryCardProps {
  category: TicketCategory;
  quantity: number;
  max: number;
  onChange: (qtd: number) => void;
}

const GROUP_LABEL = { adulto: 'Adulto', crianca: 'Criança', meia: 'Meia-entrada', outro: 'Outros' };

/** One ticket category: its colour (product-rules §9), name, price, note and quantity. */
export function CategoryCard({ category, quantity, max, onChange }: CategoryCardProps) {
  const price = ticketPrice(category.cti_valor);
  const meia = ticketGroup(category) === 'meia';
  const titleId = `categoria-${category.cti_id}`;
  const colour = ticketColourToken(category);
  return (
    <Card aria-labelledby={titleId} $colour={colour}>
      <Badge $colour={colour}>{GROUP_LABEL[ticketGroup(category)]}</Badge>
      <Header>
        <Name id={titleId}>{category.cti_nome}</Name>
        <Price>{price === 0 ? 'Grátis' : formatCurrency(price)}</Price>
      </Header>
      {category.promocao && (
        <Promo>
          {category.promocao.nome}: de {formatCurrency(category.promocao.valor_sem_promocao)} por{' '}
          {formatCurrency(price)}
        </Promo>
      )}
      {meia && category.valor_inteira !== undefined && (
        <Note>Metade da inteira do dia ({formatCurrency(category.valor_inteira)}).</Note>
      )}
      {category.observacao && <Note>{category.observacao}</Note>}
      <QuantityStepper label={category.cti_nome} value={quantity} max={max} onChange={onChange} />
    </Card>
  );
}

const Card = styled.section<{ $colour: keyof ThemeColors }>`
  display: grid;
  gap: var(--space-sm);
  padding: var(--space-md);
  border-radius: var(--radius-md);
  background: var(--color-white);
  box-shadow: var(--shadow-card);
  border-left: 8px solid ${({ $colour }) => colorVariable($colour)};
`;

/** The category's colour with its name in words: colour is never the only cue. */
const Badge = styled.span<{ $colour: keyof ThemeColors }>`
  justify-self: start;
  padding: 2px var(--space-sm);
  border-radius: var(--radius-pill);
  background: ${({ $colour }) => colorVariable($colour)};
  color: var(--color-white);
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: var(--space-sm);
`;

const Name = styled.h3`
  margin: 0;
  font-size: var(--font-size-md);
`;

const Price = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const Promo = styled.p`
  margin: 0;
  color: var(--color-green);
  font-size: var(--font-size-sm);
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;
