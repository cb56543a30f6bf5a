/** CMS pages (Pagina). Ids 1-6: SOBRE pages; 7 terms; 8 VIP club; 9 agents; 10 XSS fixture. */
export interface PageSeed {
  id: number;
  slug: string;
  titulo: string;
  /** Hue of the cover image; null means the page has no cover. */
  matizCapa: number | null;
  conteudo: string;
}

const html = (...parts: string[]): string => parts.join('\n');

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
      '<p>Conforme o artigo 49 do Código de Defesa do Consumidor, compras feitas fora do estabelecimento podem ser canceladas em até 7 dias, com devolução integral dos valores pagos. Após esse prazo, valem as regras de cancelamento informadas no voucher da reserva.</p>',
      '<h3>3. Dados pessoais</h3>',
      '<p>Tratamos seus dados pessoais de acordo com a Lei Geral de Proteção de Dados (Lei 13.709/2018). Coletamos apenas o necessário para a reserva e a hospedagem: nome, CPF, data de nascimento, contatos e endereço. Os dados do cartão de crédito são criptografados no seu navegador e nunca ficam armazenados em nossos sistemas.</p>',
      '<p>Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail privacidade@aurora.example. Nosso encarregado de dados responde em até 15 dias.</p>',
      '<h3>4. Cookies</h3>',
      '<p>Usamos cookies essenciais para manter sua sessão e o andamento da reserva, e cookies de medição de audiência para melhorar o site. Quando você aceita o aviso de cookies, gravamos o cookie <strong>termos-de-uso</strong>, que guarda o seu consentimento por 15 dias; depois disso o aviso aparece de novo.</p>',
      '<ul><li><strong>termos-de-uso</strong>: registra o aceite destes termos (15 dias).</li><li><strong>Sessão</strong>: mantém você conectado enquanto navega.</li><li><strong>Medição</strong>: estatísticas anônimas de visitas.</li></ul>',
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
];
