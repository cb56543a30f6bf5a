import { WarningNote } from '@/components/layout/page-column.styles';
import type { ExpiringPoints } from '../../utils/expiring-points';
import { pointsText } from '../../utils/club-text';

function whenText(dias: number): string {
  if (dias === 0) return 'hoje';
  return dias === 1 ? 'em 1 dia' : `em ${dias} dias`;
}

/** The warning of points about to expire (60 days ahead), one line per lot. */
export function ExpiringPointsNotice({ lots }: { lots: ExpiringPoints[] }) {
  if (lots.length === 0) return null;
  return (
    <WarningNote as="section" aria-labelledby="pontos-a-expirar">
      <h2 id="pontos-a-expirar">Pontos a expirar</h2>
      <ul>
        {lots.map((lot) => (
          <li key={`${lot.numero_contrato}-${lot.validade}`}>
            {pointsText(lot.pontos)} do contrato {lot.numero_contrato} expiram em {lot.validade} (
            {whenText(lot.dias)}).
          </li>
        ))}
      </ul>
      <p>Use-os em uma reserva com o contrato antes dessa data: depois dela não voltam.</p>
    </WarningNote>
  );
}
