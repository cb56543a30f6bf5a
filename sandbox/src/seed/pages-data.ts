/**
 * CMS pages (Pagina). Ids 1-6: SOBRE pages; 7 terms; 8 VIP club; 9 agents; 10 XSS fixture;
 * 11 privacy policy (added later: databases made before it get it at start-up, see topUp).
 */
import {
  CHART_SEASONS,
  CLUB_RESORT_PCT,
  nightPoints,
  RETURN_RULES,
  SEASON_RULES,
} from '../shared/club-points-chart';
import { LEAVING_RULES, TERMS_VERSION } from '../club/club-terms';
import { BANKING_RULES } from '../club/points-banking';
import { WAITLIST_RULES } from '../club/deposit-waitlist';
import { BOOKING_WAITLIST_RULES } from '../flows/booking-waitlist/rules';
import { DEPOSIT_CANCEL_RULES } from '../club/deposit-cancellation';
import { certificateRules } from '../booking/guest-certificates';
import { GUEST_CERTIFICATE_DEFAULTS } from '../shared/guest-certificate-terms';

export interface PageSeed {
  id: number;
  slug: string;
  titulo: string;
  /** Hue of the cover image; null means the page has no cover. */
  matizCapa: number | null;
  conteudo: string;
  /**
   * Written from the rules the sandbox applies (the club's page): rewritten on every start when
   * the code's rules changed, so the page never states an old rule (nothing else edits pages).
   */
  fromRules?: true;
}

const html = (...parts: string[]): string => parts.join('\n');

const points = (n: number): string => n.toLocaleString('pt-BR');

/** The points chart and the return rule as members read them, from the rules the sandbox applies. */
function pointsChartHtml(): string {
  const bands = [
    { label: 'Até 2 hóspedes', capacidade: 2 },
    { label: '3 hóspedes', capacidade: 3 },
    { label: '4 hóspedes', capacidade: 4 },
    { label: '5 ou mais hóspedes', capacidade: 5 },
  ];
  const head = CHART_SEASONS.map((s) => `<th scope="col">${s.nome}</th>`).join('');
  const rows = bands
    .map(
      (b) =>
        `<tr><th scope="row">${b.label}</th>${CHART_SEASONS.map((s) => `<td>${points(nightPoints(b.capacidade, false, s.temporada))}</td>`).join('')}</tr>`,
    )
    .join('');
  return html(
    '<h3>Reservas com contrato: tabela de pontos</h3>',
    '<p>Uma reserva com contrato custa pontos, noite a noite, conforme a capacidade do apartamento e a temporada de cada noite, mais a taxa de utilização em reais: a tarifa clube do regime escolhido, paga no check-out do clube. Os pontos de cada quarto aparecem na pesquisa, antes de reservar, e são debitados quando o quarto é reservado.</p>',
    `<table><caption>Pontos por noite</caption><thead><tr><th scope="col">Apartamento</th>${head}</tr></thead><tbody>${rows}</tbody></table>`,
    `<p>Nos resorts exclusivos do clube, cada noite custa ${CLUB_RESORT_PCT}% dos pontos da tabela (arredondados à dezena).</p>`,
    '<h3>Temporadas e datas</h3>',
    `<ul>${SEASON_RULES.map((r) => `<li>${r}</li>`).join('')}</ul>`,
    '<h3>Cancelamento: pontos devolvidos</h3>',
    `<ul>${RETURN_RULES.map((r) => `<li>${r}</li>`).join('')}</ul>`,
  );
}

export const PAGES: PageSeed[] = [
  {
    id: 1,
    slug: 'quem-somos',
    titulo: 'Quem somos',
    matizCapa: 205,
    conteudo: html(
      '<p>O <strong>Grupo Aurora</strong> nasceu em 1989, em Caldas Novas, com um pequeno hotel de doze apartamentos e uma piscina de água termal. Mais de três décadas depois, somos catorze hotéis, um parque aquático e um clube de férias que recebe mais de 600 mil hóspedes por ano.</p>',
      '<p>Acreditamos que férias boas são simples: água quente, comida farta, gente atenciosa e tempo para a família. É isso que buscamos em cada detalhe, do café da manhã com pão de queijo saído do forno à recreação que deixa os pais descansarem.</p>',
      '<h3>Nossos números</h3>',
      '<ul><li>14 hotéis e 1 parque aquático em Caldas Novas - GO</li><li>Mais de 3.500 apartamentos</li><li>2.100 colaboradores diretos</li><li>Mais de 45 mil associados no Aurora VIP Club</li></ul>',
      '<h3>Compromisso com a região</h3>',
      '<p>Usamos as águas termais com responsabilidade, seguindo as regras de captação do aquífero, e compramos de produtores locais sempre que possível. Nossos programas de formação já capacitaram mais de 4 mil jovens da região para o turismo.</p>',
    ),
  },
  {
    id: 2,
    slug: 'centro-de-convencoes',
    titulo: 'Centro de Convenções',
    matizCapa: 95,
    conteudo: html(
      '<p>O <strong>Centro de Convenções Aurora</strong>, anexo ao Spazzio Aurora, é o maior espaço de eventos de Caldas Novas. São 4.200 m² com salas moduláveis, auditório para 800 pessoas e área de exposição coberta.</p>',
      '<p>Nossa equipe de eventos cuida de tudo: hospedagem dos participantes, alimentação, equipamentos audiovisuais e programação de lazer para os acompanhantes.</p>',
      '<h3>Estrutura</h3>',
      '<ul><li>Auditório principal com 800 lugares</li><li>Seis salas moduláveis de 40 a 300 pessoas</li><li>Foyer para coffee break e credenciamento</li><li>Wi-Fi dedicado e cabine de tradução simultânea</li></ul>',
      '<p>Para orçamentos, fale com a nossa central de eventos pelo telefone (64) 3453-9190 ou pelo e-mail eventos@aurora.example.</p>',
    ),
  },
  {
    id: 3,
    slug: 'city-tour',
    titulo: 'City Tour',
    matizCapa: 40,
    conteudo: html(
      '<p>Conheça os pontos mais bonitos de Caldas Novas e Rio Quente no <strong>City Tour Aurora</strong>. O passeio sai das recepções dos hotéis todos os dias às 14h, em ônibus climatizado e com guia credenciado.</p>',
      '<h3>Roteiro</h3>',
      '<ul><li>Monumento das Águas e Praça Mestre Orlando</li><li>Feira do Luar, com artesanato e doces goianos</li><li>Lago Corumbá e o mirante da barragem</li><li>Jardim Japonês</li><li>Parque Estadual da Serra de Caldas (vista panorâmica)</li></ul>',
      '<p>Duração aproximada de quatro horas. Reservas na recepção do seu hotel até as 12h do dia do passeio. Crianças até 5 anos não pagam.</p>',
    ),
  },
  {
    id: 4,
    slug: 'jardim-japones',
    titulo: 'Jardim Japonês',
    matizCapa: 130,
    conteudo: html(
      '<p>O <strong>Jardim Japonês</strong> é um dos cartões-postais de Caldas Novas. Criado em homenagem à comunidade japonesa da região, tem lagos com carpas, pontes vermelhas, bonsais e um pequeno templo.</p>',
      '<p>É o lugar ideal para uma caminhada tranquila no fim da tarde, para fotos em família e para conhecer um pouco da cultura oriental sem sair de Goiás.</p>',
      '<h3>Visitação</h3>',
      '<ul><li>Aberto de terça a domingo, das 8h às 18h</li><li>Entrada gratuita</li><li>A 10 minutos dos hotéis Aurora</li></ul>',
    ),
  },
  {
    id: 5,
    slug: 'jardins-aurora',
    titulo: 'Jardins Aurora',
    matizCapa: 110,
    conteudo: html(
      '<p>Os <strong>Jardins Aurora</strong> reúnem mais de 300 espécies de plantas do cerrado e da mata atlântica em um parque de 12 hectares que liga o Villas Aurora ao Thermas Aurora.</p>',
      '<p>As trilhas são acessíveis e sinalizadas, com placas que contam a história de cada planta. Aos sábados, nossos jardineiros conduzem uma visita guiada às 9h, com degustação de frutas do cerrado como pequi, cagaita e mangaba.</p>',
      '<h3>O que você encontra</h3>',
      '<ul><li>Orquidário com espécies nativas</li><li>Lago das vitórias-régias</li><li>Horta orgânica que abastece os restaurantes</li><li>Viveiro de mudas para os hóspedes levarem para casa</li></ul>',
    ),
  },
  {
    id: 6,
    slug: 'monumento-das-aguas',
    titulo: 'Monumento das Águas',
    matizCapa: 190,
    conteudo: html(
      '<p>O <strong>Monumento das Águas</strong>, na praça central de Caldas Novas, homenageia a riqueza que fez a fama da cidade: as águas termais que brotam do subsolo a temperaturas de até 57 °C.</p>',
      '<p>A escultura representa as nascentes e é iluminada à noite, quando a praça recebe artistas de rua e a tradicional feira de artesanato.</p>',
      '<h3>Curiosidades</h3>',
      '<ul><li>As águas de Caldas Novas não são de origem vulcânica: são aquecidas pelo grau geotérmico, em profundidade.</li><li>O aquífero termal é protegido por lei e o uso é controlado.</li><li>A cidade tem o maior complexo de águas termais do mundo.</li></ul>',
    ),
  },
  {
    id: 7,
    slug: 'termos-de-uso',
    titulo: 'Termos de uso e política de privacidade',
    matizCapa: null,
    conteudo: html(
      '<p>Estes termos regem o uso do site de reservas do Grupo Aurora. Ao navegar pelo site ou fazer uma reserva, você concorda com as condições abaixo. Última atualização: 2 de janeiro de 2026.</p>',
      '<h3>1. Reservas e pagamentos</h3>',
      '<p>As tarifas exibidas são por apartamento e por período, em reais, e podem mudar até a confirmação do pagamento. A reserva só é garantida após a aprovação do pagamento por cartão de crédito, PIX ou boleto bancário. A pré-reserva fica bloqueada por 30 minutos; depois disso, os apartamentos voltam a ficar disponíveis.</p>',
      '<h3>2. Cancelamento e direito de arrependimento</h3>',
      '<p>Conforme o artigo 49 do Código de Defesa do Consumidor, compras feitas fora do estabelecimento podem ser canceladas em até 7 dias, com devolução integral dos valores pagos. Após esse prazo, vale a política de cancelamento da tarifa escolhida: ela aparece em cada tarifa da busca, é aceita na revisão da reserva, antes do pagamento, e se repete no e-mail de confirmação e no voucher. Ao cancelar em Minhas reservas, o site mostra o que fica retido e o que é devolvido antes da confirmação.</p>',
      '<h3>3. Dados pessoais</h3>',
      '<p>Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018). Coletamos apenas o necessário para a reserva e a hospedagem: nome, CPF, data de nascimento, contatos e endereço. Os dados do cartão de crédito são criptografados no seu navegador e nunca ficam armazenados em nossos sistemas.</p>',
      '<p>Como tratamos seus dados, por quê, por quanto tempo e com quem os compartilhamos está na <a href="/politica-de-privacidade">Política de privacidade</a>. Em Minha Conta, na página Meus dados, você baixa tudo o que guardamos sobre você, muda seus consentimentos de marketing e pede a exclusão da conta; também pode escrever ao encarregado de dados, cujo contato está no rodapé do site.</p>',
      '<h3>4. Cookies</h3>',
      '<p>Usamos cookies necessários para manter sua sessão e o andamento da reserva. Cookies de análise e de marketing só são usados se você permitir: no aviso de cookies, recusar é tão simples quanto aceitar, e a escolha pode ser mudada a qualquer momento em Preferências de cookies, no rodapé. A escolha fica guardada por 15 dias no cookie <strong>termos-de-uso</strong>; depois disso o aviso aparece de novo.</p>',
      '<ul><li><strong>termos-de-uso</strong>: guarda a sua escolha de cookies, com a data (15 dias).</li><li><strong>Sessão</strong>: mantém você conectado enquanto navega.</li><li><strong>Análise e marketing</strong>: só com o seu consentimento.</li></ul>',
      '<h3>5. Contato</h3>',
      '<p>Central de reservas: (64) 3453-9000, de segunda a sábado, das 8h às 20h.</p>',
    ),
  },
  {
    id: 8,
    slug: 'aurora-vip-club-teste',
    titulo: 'Aurora VIP Club',
    matizCapa: 280,
    conteudo: html(
      '<p>O <strong>Aurora VIP Club</strong> é o clube de férias do Grupo Aurora. Você adquire um contrato de pontos e usa esses pontos para se hospedar nos nossos hotéis, todos os anos, pagando apenas uma taxa de utilização.</p>',
      '<h3>Vantagens para associados</h3>',
      '<ul><li>Hospedagem em 14 hotéis, incluindo o exclusivo Hotel Roma</li><li>Depósito de semanas para intercâmbio com resorts no Brasil e no exterior</li><li>Ingressos com desconto no Aurora Acqua Park</li><li>Atendimento prioritário na central de reservas</li></ul>',
      '<h3>Como funciona</h3>',
      '<p>Cada contrato tem um saldo anual de pontos. Ao reservar, você escolhe o contrato, o hotel e as datas, e os pontos são descontados do saldo. Semanas não utilizadas podem ser depositadas para uso futuro.</p>',
      '<p>Quer saber mais? Ligue (64) 3453-9000 e fale com um consultor.</p>',
    ),
  },
  {
    id: 9,
    slug: 'agentes',
    titulo: 'Agentes de viagem',
    matizCapa: 60,
    conteudo: html(
      '<p>Agências e agentes de viagem parceiros têm acesso ao <strong>Portal de Parceiros Aurora</strong>, com tarifas-acordo, comissão automática e acompanhamento das reservas dos seus clientes.</p>',
      '<h3>Como se tornar parceiro</h3>',
      '<ul><li>Tenha CNPJ ativo e cadastro no Cadastur</li><li>Preencha a ficha de cadastro no portal</li><li>Aguarde a validação pela nossa equipe comercial, em até 3 dias úteis</li></ul>',
      '<h3>Benefícios</h3>',
      '<ul><li>Comissão de até 12% sobre hospedagem</li><li>Materiais de divulgação e fotos em alta resolução</li><li>Famtours periódicos para conhecer os hotéis</li></ul>',
      '<p>Dúvidas: comercial@aurora.example ou (64) 3453-9020.</p>',
    ),
  },
  {
    id: 10,
    slug: 'teste-seguranca',
    titulo: 'Página de teste de segurança',
    matizCapa: null,
    // Deliberately hostile CMS content: the site must render it through DOMPurify. Every
    // payload that runs leaves its name in window.__xss (or opens a dialog), so a browser test
    // can tell that none did (tests/e2e/security.spec.ts).
    conteudo: html(
      '<p>Esta página existe para testar a sanitização do conteúdo do CMS.</p>',
      '<script>window.__xss = "script";</script>',
      '<img src="x" onerror="window.__xss = \'onerror\'" alt="imagem quebrada">',
      '<p><a href="javascript:window.__xss = \'link\'">Link malicioso</a></p>',
      '<p><a href=" JaVaScRiPt:window.__xss = \'maiusculas\'">Link com maiúsculas</a></p>',
      '<p><a href="java&#x09;script:window.__xss = \'tabulacao\'">Link com tabulação</a></p>',
      '<p><a href="data:text/html,&lt;script&gt;alert(\'data\')&lt;/script&gt;">Link data</a></p>',
      '<p><a href="//evil.example/">Link para outro site</a></p>',
      '<p><a href="/\\evil.example/">Link com barra invertida</a></p>',
      '<p onclick="window.__xss = \'click\'">Parágrafo com manipulador de clique.</p>',
      '<div onmouseover="window.__xss = \'mouseover\'">Área com manipulador de mouse.</div>',
      '<details open ontoggle="window.__xss = \'ontoggle\'"><summary>Detalhes</summary>Conteúdo recolhível.</details>',
      '<svg onload="window.__xss = \'svg\'"><circle r="10"></circle></svg>',
      '<iframe src="javascript:window.__xss = \'iframe\'"></iframe>',
      '<iframe srcdoc="<script>parent.__xss = \'srcdoc\'</script>"></iframe>',
      '<object data="javascript:window.__xss = \'object\'"></object>',
      '<embed src="javascript:window.__xss = \'embed\'">',
      '<form action="javascript:window.__xss = \'form\'"><input autofocus onfocus="window.__xss = \'autofocus\'"><button>Enviar formulário</button></form>',
      '<p style="background-image: url(javascript:window.__xss = \'style\')">Parágrafo com estilo.</p>',
      '<div style="position: fixed; inset: 0; z-index: 9999; background: white">Camada sobre a página.</div>',
      '<style>body { display: none }</style>',
      '<base href="https://evil.example/">',
      '<meta http-equiv="refresh" content="0;url=javascript:window.__xss = \'meta\'">',
      '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss = \'mxss\'"></style></mglyph></table></mtext></math>',
      '<img src="https://evil.example/pixel.gif" alt="rastreador">',
      '<p>Fim do conteúdo de teste.</p>',
    ),
  },
  {
    id: 11,
    slug: 'politica-de-privacidade',
    titulo: 'Política de privacidade',
    matizCapa: null,
    // The encarregado's name and e-mail are configuration (VITE_DPO_*): the site shows them
    // under this text, so they are never out of date here.
    conteudo: html(
      '<p>Esta política explica como o <strong>Grupo Aurora</strong> trata os dados pessoais de quem usa este site, faz reservas e se hospeda nos nossos hotéis, conforme a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018). Última atualização: 2 de janeiro de 2026.</p>',
      '<h3>1. Quais dados coletamos</h3>',
      '<ul>',
      '<li><strong>Identificação:</strong> nome completo, CPF e data de nascimento.</li>',
      '<li><strong>Contato:</strong> e-mail, telefone e endereço.</li>',
      '<li><strong>Hóspedes:</strong> nome, documento, idade das crianças e contatos das pessoas que você informa em cada apartamento reservado.</li>',
      '<li><strong>Pagamento:</strong> os dados do cartão são criptografados no seu navegador e enviados diretamente à operadora de pagamento; nunca armazenamos número do cartão nem código de segurança. Guardamos apenas a bandeira, os quatro últimos dígitos, o valor e a situação do pagamento.</li>',
      '<li><strong>Navegação:</strong> cookies e identificadores do seu navegador, conforme a seção 7.</li>',
      '</ul>',
      '<h3>2. Para que usamos e com qual base legal (LGPD, art. 7º)</h3>',
      '<table><thead><tr><th>Finalidade</th><th>Base legal</th></tr></thead><tbody>',
      '<tr><td>Criar sua conta, fazer e administrar reservas, emitir vouchers e receber pagamentos</td><td>Execução de contrato (art. 7º, V)</td></tr>',
      '<tr><td>Emitir notas fiscais e manter registros contábeis e fiscais</td><td>Cumprimento de obrigação legal (art. 7º, II)</td></tr>',
      '<tr><td>Ficha Nacional de Registro de Hóspedes (FNRH) no check-in</td><td>Cumprimento de obrigação legal (art. 7º, II; Lei nº 11.771/2008)</td></tr>',
      '<tr><td>Enviar ofertas e novidades por e-mail ou WhatsApp</td><td>Consentimento (art. 7º, I), que você pode revogar a qualquer momento</td></tr>',
      '<tr><td>Medir o uso do site (cookies de análise) e mostrar anúncios (cookies de marketing)</td><td>Consentimento (art. 7º, I), dado no aviso de cookies</td></tr>',
      '<tr><td>Proteger sua conta e o site contra fraudes e acessos indevidos</td><td>Legítimo interesse (art. 7º, IX)</td></tr>',
      '</tbody></table>',
      '<h3>3. Por quanto tempo guardamos</h3>',
      '<ul>',
      '<li><strong>Dados da conta:</strong> enquanto a conta existir. Se você pedir a exclusão, a conta é anonimizada.</li>',
      '<li><strong>Registros fiscais de estadias pagas:</strong> 5 anos, o prazo em que o fisco pode cobrar tributos (Código Tributário Nacional, arts. 173 e 174). Eles são mantidos mesmo após a exclusão da conta (LGPD, art. 16, I).</li>',
      '<li><strong>Pré-reservas não concluídas:</strong> apagadas ou anonimizadas depois de expirar.</li>',
      '<li><strong>Registros de acesso ao site:</strong> 6 meses (Marco Civil da Internet, art. 15).</li>',
      '<li><strong>Consentimento de cookies:</strong> 15 dias; depois disso perguntamos de novo.</li>',
      '</ul>',
      '<h3>4. Com quem compartilhamos</h3>',
      '<ul>',
      '<li><strong>Operadora de pagamento:</strong> recebe os dados necessários para processar o cartão, o PIX ou o boleto.</li>',
      '<li><strong>Hotéis do grupo:</strong> o hotel da sua reserva recebe os dados da reserva e dos hóspedes para recebê-los.</li>',
      '<li><strong>Autoridades:</strong> quando a lei ou uma ordem judicial exigir.</li>',
      '<li><strong>Ferramentas de análise e de marketing</strong> (Google Tag Manager e Google Analytics): somente se você aceitar esses cookies.</li>',
      '</ul>',
      '<p>Não vendemos dados pessoais.</p>',
      '<h3>5. Seus direitos (LGPD, art. 18)</h3>',
      '<p>Você pode, a qualquer momento e de graça: confirmar que tratamos seus dados; acessá-los; corrigir dados incompletos, inexatos ou desatualizados; pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários ou tratados em desconformidade com a lei; pedir a portabilidade; pedir a eliminação dos dados tratados com o seu consentimento; saber com quem os compartilhamos; saber o que acontece se não consentir; e revogar o consentimento.</p>',
      '<h3>6. Como exercer seus direitos</h3>',
      '<ul>',
      '<li>Entre na sua conta e abra <a href="/minhaConta/meus-dados">Meus dados</a>, em MINHA CONTA: lá você vê e exporta seus dados, revoga consentimentos de marketing e pede a exclusão da conta.</li>',
      '<li>Ou escreva ao nosso encarregado pelo tratamento de dados pessoais, no e-mail indicado ao final desta página. Respondemos em até 15 dias.</li>',
      '</ul>',
      '<p>Se não ficar satisfeito, você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).</p>',
      '<h3>7. Cookies</h3>',
      '<ul>',
      '<li><strong>Necessários</strong> (sempre ativos): mantêm sua sessão, o andamento da reserva e a sua escolha de cookies (cookie <strong>termos-de-uso</strong>, 15 dias).</li>',
      '<li><strong>Análise</strong> (opcionais): estatísticas de uso do site pelo Google Analytics, carregado pelo Google Tag Manager.</li>',
      '<li><strong>Marketing</strong> (opcionais): anúncios e medição de campanhas.</li>',
      '</ul>',
      '<p>Nenhum cookie opcional é usado antes da sua escolha. Você pode aceitar todos, recusar os não essenciais ou escolher por categoria no aviso de cookies, e mudar de ideia quando quiser pelo link <strong>Preferências de cookies</strong>, no rodapé de todas as páginas.</p>',
      '<h3>8. Segurança</h3>',
      '<p>Usamos conexão criptografada (HTTPS), senhas guardadas com algoritmo de hash, criptografia dos dados do cartão no navegador e acesso restrito aos dados por quem precisa deles para trabalhar.</p>',
    ),
  },
  {
    // /informacoes/drvc: the club's rules as the sandbox applies them (README "Club", "Week
    // deposits", "Deposit waitlist", "Banking and borrowing points"). Change both together.
    id: 12,
    slug: 'drvc',
    fromRules: true,
    titulo: 'Aurora VIP Club: como funciona',
    matizCapa: 280,
    conteudo: html(
      '<p>O <strong>Aurora VIP Club</strong> é o clube de férias do Grupo Aurora. Cada contrato recebe, a cada ano de uso, um crédito de pontos que você usa em hospedagens nos nossos hotéis e em depósitos de semana. Estas são as regras que o site aplica; em Meus contratos você acompanha cada ponto.</p>',
      '<h3>Anos de uso e validade dos pontos</h3>',
      '<ul><li>O ano de uso começa em cada aniversário do contrato, e o crédito anual entra nesse dia.</li><li>Os pontos de um ano valem por <strong>dois anos de uso</strong>: até a véspera do segundo aniversário seguinte. O que sobra depois disso expira.</li><li>Ao usar pontos, descontamos primeiro os que expiram antes.</li><li>Em Meus contratos, avisamos dos pontos que expiram nos próximos 60 dias.</li></ul>',
      '<h3>Extrato de pontos</h3>',
      '<p>Todo crédito, uso, devolução, depósito, expiração e ajuste aparece no extrato do contrato, com data, quantidade e saldo. O saldo do contrato é sempre a soma do extrato: correções entram como ajustes, nunca apagam movimentos.</p>',
      '<h3>Depósito de semana</h3>',
      '<ul><li>Você deposita uma semana (check-in e check-out no sábado) de 365 a 30 dias antes do check-in.</li><li>Pontos por semana: hoteleira 2.500, estúdio 3.500, 1 quarto 4.500, 2 quartos 6.000, 3 quartos 7.500, 4 quartos 9.000; 40% a mais quando a semana tem noite de alta temporada ou feriado.</li><li>Taxa de utilização por semana: hoteleira R$ 150,00, estúdio R$ 190,00, 1 quarto R$ 230,00, 2 quartos R$ 290,00, 3 quartos R$ 350,00, 4 quartos R$ 420,00.</li><li>O pedido chega por e-mail: aceite as regras e confirme em até 48 horas. Os pontos são debitados na confirmação.</li><li>Na confirmação, a taxa de utilização entra na ficha financeira do contrato, com vencimento em 10 dias; pague-a ali por PIX ou boleto.</li></ul>',
      pointsChartHtml(),
      '<h3>Cancelar um depósito de semana</h3>',
      `<ul>${DEPOSIT_CANCEL_RULES.map((rule) => `<li>${rule}</li>`).join('')}<li>Em Meus contratos, cada depósito mostra o efeito do cancelamento antes de você confirmar.</li></ul>`,
      '<h3>Lista de espera de semanas</h3>',
      `<ul>${WAITLIST_RULES.map((rule) => `<li>${rule}</li>`).join('')}</ul>`,
      '<h3>Lista de espera de reservas</h3>',
      `<ul>${BOOKING_WAITLIST_RULES.map((rule) => `<li>${rule}</li>`).join('')}</ul>`,
      '<h3>Reservar para convidados (certificado de hóspede)</h3>',
      `<ul>${certificateRules(GUEST_CERTIFICATE_DEFAULTS)
        .map((rule) => `<li>${rule}</li>`)
        .join('')}</ul>`,
      '<h3>Guardar e antecipar pontos</h3>',
      `<ul>${BANKING_RULES.map((rule) => `<li>${rule}</li>`).join('')}<li>Em Meus contratos, cada contrato mostra quanto pode guardar ou antecipar e o efeito antes de você confirmar.</li></ul>`,
      '<h3>Contrato em dia</h3>',
      '<p>Um contrato com parcela vencida não pode ser usado em reservas nem em depósitos até o pagamento. A recusa informa o valor em atraso. Na ficha financeira, cada parcela em aberto pode ser paga na hora por PIX ou boleto (Pagar 2ª via).</p>',
      '<h3>Como sair do clube</h3>',
      `<ul>${LEAVING_RULES.map((rule) => `<li>${rule}</li>`).join('')}</ul>`,
      `<p>Estas são as cláusulas 7 a 9 dos termos de uso do clube (versão ${TERMS_VERSION}), que você lê e aceita em Meus contratos. Não há outras condições além das desta página e dos termos.</p>`,
      '<p>Dúvidas? Ligue (64) 3453-9000 e fale com a central do clube.</p>',
    ),
  },
];
