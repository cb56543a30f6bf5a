import { lazy, Suspense, useState } from 'react';
import { Link } from '@/components/ui/link';
import type { HotelLegalInfo, SalaryReport } from '@/api/contract/services';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { useConsentActions } from '@/stores/consent';
import { telHref } from '../tel-href';
import { Badges } from './badges';
import { SAO_PAULO_PHONE } from './contact';
import { Columns, Legal, ListLink, Root, Section, TextButton } from './footer.styles';
import { LoadingNotice } from '@/components/ui/loading-notice';
import type { FooterPanel } from './panel-titles';
import { SocialLinks } from './social-links';

// The legal panels open on a tap: their code comes then, with the modal's, off the first route
// (its budget, issues 27 and 50), and meanwhile 'Carregando…' shows: a tap is never answered by
// nothing.
const WithdrawalPanel = lazy(() =>
  import('./withdrawal-panel').then((module) => ({ default: module.WithdrawalPanel })),
);
const HotelInfoPanel = lazy(() =>
  import('./hotel-info-panel').then((module) => ({ default: module.HotelInfoPanel })),
);
const ReportsPanel = lazy(() =>
  import('./reports-panel').then((module) => ({ default: module.ReportsPanel })),
);

const LINKS = [
  { href: paths.termsOfUse.getHref(), label: 'Termos de uso' },
  { href: paths.privacyPolicy.getHref(), label: 'Política de privacidade' },
  { href: paths.accessibility.getHref(), label: 'Acessibilidade' },
  { href: paths.hotels.getHref(), label: 'Hotéis' },
  { href: paths.park.getHref(), label: 'Parque aquático' },
  { href: paths.info.getHref('quem-somos'), label: 'Quem somos' },
] as const;

interface FooterProps {
  loadLegalInfo: () => Promise<HotelLegalInfo[]>;
  loadSalaryReports: () => Promise<SalaryReport[]>;
}

/** The footer of every page (product-rules §2): links, legal panels, contacts, social and badges. */
export function Footer({ loadLegalInfo, loadSalaryReports }: FooterProps) {
  const [panel, setPanel] = useState<FooterPanel>('none');
  const close = () => setPanel('none');
  const { preferencesOpened } = useConsentActions();
  const dpo = env.dataProtectionOfficer;

  return (
    <Root>
      <Columns>
        <Section aria-labelledby="rodape-institucional">
          <h2 id="rodape-institucional">Institucional</h2>
          <ul>
            {LINKS.map((link) => (
              <li key={link.href}>
                {/* product-rules §2: footer navigation starts the next page at its top. */}
                <Link to={link.href} onClick={() => window.scrollTo({ top: 0 })}>
                  <ListLink>{link.label}</ListLink>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
        <Section aria-labelledby="rodape-informacoes">
          <h2 id="rodape-informacoes">Informações legais</h2>
          <ul>
            <li>
              <TextButton type="button" onClick={() => setPanel('withdrawal')}>
                Direito de arrependimento
              </TextButton>
            </li>
            <li>
              <TextButton type="button" onClick={() => setPanel('hotel-info')}>
                Informações dos hotéis
              </TextButton>
            </li>
            <li>
              <TextButton type="button" onClick={() => setPanel('reports')}>
                Relatório de Transparência Salarial
              </TextButton>
            </li>
            <li>
              {/* LGPD art. 8 §5: consent can be withdrawn at any time, as easily as it was given. */}
              <TextButton type="button" onClick={preferencesOpened}>
                Preferências de cookies
              </TextButton>
            </li>
          </ul>
        </Section>
        <Section aria-labelledby="rodape-atendimento">
          <h2 id="rodape-atendimento">Atendimento</h2>
          <ul>
            <li>
              Caldas Novas: <a href={telHref(brand.phone)}>{brand.phone}</a>
            </li>
            <li>
              São Paulo: <a href={telHref(SAO_PAULO_PHONE)}>{SAO_PAULO_PHONE}</a>
            </li>
            <li>
              {/* LGPD art. 41 §1: the encarregado's identity and contact, published. */}
              Encarregado de dados (LGPD): {dpo.name},{' '}
              <a href={`mailto:${dpo.email}`}>{dpo.email}</a>
            </li>
          </ul>
        </Section>
        <Section aria-labelledby="rodape-redes">
          <h2 id="rodape-redes">Redes sociais</h2>
          <SocialLinks />
          <Badges />
        </Section>
      </Columns>
      <Legal>
        © {new Date().getFullYear()} {brand.name} Hotéis &amp; Parque. Todos os direitos reservados.
      </Legal>

      {panel !== 'none' && (
        <Suspense fallback={<LoadingNotice onCancel={close} />}>
          {panel === 'withdrawal' && <WithdrawalPanel onClose={close} />}
          {panel === 'hotel-info' && <HotelInfoPanel load={loadLegalInfo} onClose={close} />}
          {panel === 'reports' && <ReportsPanel load={loadSalaryReports} onClose={close} />}
        </Suspense>
      )}
    </Root>
  );
}
