import styled from 'styled-components';
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

const Card = styled.section<{ $colour: string }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.card};
  border-left: 8px solid
    ${({ theme, $colour }) => theme.colors[$colour as keyof typeof theme.colors]};
`;

/** The category's colour with its name in words: colour is never the only cue. */
const Badge = styled.span<{ $colour: string }>`
  justify-self: start;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $colour }) => theme.colors[$colour as keyof typeof theme.colors]};
  color: ${({ theme }) => theme.colors.white};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Price = styled.span`
  font-weight: 700;
  white-space: nowrap;
`;

const Promo = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.green};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.grey600};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
