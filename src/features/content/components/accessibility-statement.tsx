import styled from 'styled-components';
import { brand } from '@/config/brand';
import { env } from '@/config/env';
import { telHref } from '@/components/layout/tel-href';
import { WhatsAppLink } from '@/components/ui/whatsapp-link';
import { whatsappChatHref } from '@/lib/whatsapp';
import { Container, PageTitle, Section, SectionTitle } from './page-layout.styles';

/** What a visitor types to the central when reporting a barrier. */
export const BARRIER_MESSAGE =
  'Olá! Encontrei uma barreira de acessibilidade no site. Página: … O que tentei fazer: …';

/**
 * The accessibility statement (Lei Brasileira de Inclusão, Lei 13.146/2015, art. 63): what the
 * site meets, how that is checked, what is known not to meet it, and how to report a barrier.
 * Written here, not in the CMS: it describes the site itself and changes with it.
 */
export function AccessibilityStatement() {
  return (
    <Statement>
      <PageTitle>Acessibilidade</PageTitle>
      <p>
        Queremos que todas as pessoas consigam conhecer os hotéis e o parque do {brand.name},
        reservar, pagar e cuidar das suas reservas neste site, com ou sem tecnologia assistiva. Esta
        declaração atende ao artigo 63 da Lei Brasileira de Inclusão (Lei nº 13.146/2015).
      </p>

      <Section aria-labelledby="acessibilidade-padrao">
        <SectionTitle id="acessibilidade-padrao">O que o site atende</SectionTitle>
        <p>
          O site foi feito para atender às Diretrizes de Acessibilidade para Conteúdo Web (WCAG)
          2.2, nível AA, do W3C, também adotadas pelo eMAG do governo federal. Isso inclui:
        </p>
        <ul>
          <li>
            uso completo só com o teclado, com o foco sempre visível e um atalho para o conteúdo;
          </li>
          <li>
            nomes, papéis e avisos para leitores de tela: campos com rótulo, erros anunciados e o
            tempo da reserva avisado aos 5 minutos e a 1 minuto do fim;
          </li>
          <li>o nome de cada botão contém o texto que ele mostra, para quem usa comando de voz;</li>
          <li>contraste de cores suficiente e leitura sem perda em telas de celular e com zoom.</li>
        </ul>
      </Section>

      <Section aria-labelledby="acessibilidade-testes">
        <SectionTitle id="acessibilidade-testes">Como verificamos</SectionTitle>
        <ul>
          <li>
            A cada mudança, testes automáticos percorrem as páginas e as janelas do site no
            navegador Chromium, em computador e em celular, e verificam as regras da WCAG (níveis A
            e AA) com a ferramenta axe; uma mudança com qualquer violação não é publicada.
          </li>
          <li>
            Os percursos de reserva, pagamento, compra de ingressos e área do cliente são testados
            só com o teclado, e cada tela é conferida pelos nomes e papéis que um leitor de tela
            anuncia.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="acessibilidade-limites">
        <SectionTitle id="acessibilidade-limites">Limitações conhecidas</SectionTitle>
        <ul>
          <li>
            Os documentos em PDF (voucher, boleto, ficha financeira, relatórios salariais) não têm
            marcação para leitores de tela. O mesmo conteúdo está na página de cada um, e a central
            pode enviá-lo de outra forma.
          </li>
          <li>
            Textos e fotos dos hotéis, banners e promoções vêm do cadastro de cada hotel: a
            descrição das imagens depende desse cadastro e pode faltar em algumas.
          </li>
          <li>
            Mapas e passeios virtuais em 360° são de serviços externos, com a acessibilidade de cada
            serviço.
          </li>
          <li>
            A reserva fica garantida por 30 minutos, porque os quartos ficam separados para você
            nesse tempo. Se precisar de mais tempo, a central conclui a reserva com você.
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="acessibilidade-contato">
        <SectionTitle id="acessibilidade-contato">Encontrou uma barreira?</SectionTitle>
        <p>
          Conte para a nossa central qual página, o que você tentou fazer e, se quiser, o recurso
          que usa (leitor de tela, ampliação, teclado, comando de voz). Vamos responder e corrigir.
        </p>
        <ul>
          <li>
            E-mail: <a href={`mailto:${env.centralEmail}`}>{env.centralEmail}</a>
          </li>
          <li>
            Telefone: <a href={telHref(env.phone)}>{env.phone}</a>
          </li>
        </ul>
        <WhatsAppLink href={whatsappChatHref(env.whatsappNumber, BARRIER_MESSAGE)}>
          Falar no WhatsApp
        </WhatsAppLink>
        <Revised>Declaração revista em novembro de 2026.</Revised>
      </Section>
    </Statement>
  );
}

const Statement = styled(Container)`
  max-width: 760px;

  ul {
    padding-left: var(--space-lg);
  }

  li + li {
    margin-top: var(--space-xs);
  }
`;

const Revised = styled.p`
  margin-top: var(--space-lg);
  color: var(--color-grey-600);
  font-size: var(--font-size-sm);
`;
