import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastActions } from '@/stores/toasts';
import { exportMyData } from '../../api/export-my-data';
import { exportMyDataPdf } from '../../api/export-my-data-pdf';
import { base64ToPdfBlob } from '../../utils/open-pdf';
import { downloadBlob } from '@/lib/download-file';
import { myDataFileName } from '../../utils/my-data-file-name';
import { Buttons, Card } from './my-data.styles';
import { PasswordDialog } from './password-dialog';

type Format = 'json' | 'pdf';

const DESCRIPTIONS: Record<Format, string> = {
  json: 'O arquivo JSON traz todos os dados que guardamos sobre você, para levar a outro serviço (portabilidade).',
  pdf: 'O relatório em PDF traz os mesmos dados, para ler ou imprimir.',
};

/** LGPD art. 18 II and V, art. 19: see and take away everything, at once, as JSON or PDF. */
export function ExportSection({ onExported }: { onExported: () => void }) {
  const [format, setFormat] = useState<Format | null>(null);
  const heading = useId();

  async function download(senha: string) {
    if (format === 'json') {
      const data = await exportMyData(senha);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      downloadBlob(blob, myDataFileName('json'));
    } else {
      downloadBlob(base64ToPdfBlob(await exportMyDataPdf(senha)), myDataFileName('pdf'));
    }
    setFormat(null);
    onExported();
    toastActions().toastShown({
      message: 'Download iniciado. Enviamos um comprovante da solicitação para o seu e-mail.',
    });
  }

  return (
    <Card aria-labelledby={heading}>
      <h2 id={heading}>Ver e exportar meus dados</h2>
      <p>
        Perfil, reservas, hóspedes informados, pagamentos, consentimentos e solicitações: tudo o que
        guardamos sobre você, na hora.
      </p>
      <Buttons>
        <Button type="button" onClick={() => setFormat('json')}>
          Baixar meus dados (JSON)
        </Button>
        <Button type="button" $variant="secondary" onClick={() => setFormat('pdf')}>
          Baixar relatório (PDF)
        </Button>
      </Buttons>
      {format && (
        <PasswordDialog
          title={format === 'json' ? 'Exportar meus dados (JSON)' : 'Exportar meus dados (PDF)'}
          description={DESCRIPTIONS[format]}
          confirmLabel="Baixar"
          onClose={() => setFormat(null)}
          onConfirm={download}
        />
      )}
    </Card>
  );
}
