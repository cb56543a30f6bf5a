import type { Cidade, Estado, Profissao } from '../../../src/api/contract/account';

/**
 * Form lists of the main API: the 27 Brazilian federative units and a selection of real
 * municipalities per state, both with IBGE codes (the capital always included; the Distrito
 * Federal has a single municipality, Brasília) and professions.
 */

/** [IBGE code, UF, name] */
const STATES: readonly [number, string, string][] = [
  [12, 'AC', 'Acre'],
  [27, 'AL', 'Alagoas'],
  [16, 'AP', 'Amapá'],
  [13, 'AM', 'Amazonas'],
  [29, 'BA', 'Bahia'],
  [23, 'CE', 'Ceará'],
  [53, 'DF', 'Distrito Federal'],
  [32, 'ES', 'Espírito Santo'],
  [52, 'GO', 'Goiás'],
  [21, 'MA', 'Maranhão'],
  [51, 'MT', 'Mato Grosso'],
  [50, 'MS', 'Mato Grosso do Sul'],
  [31, 'MG', 'Minas Gerais'],
  [15, 'PA', 'Pará'],
  [25, 'PB', 'Paraíba'],
  [41, 'PR', 'Paraná'],
  [26, 'PE', 'Pernambuco'],
  [22, 'PI', 'Piauí'],
  [33, 'RJ', 'Rio de Janeiro'],
  [24, 'RN', 'Rio Grande do Norte'],
  [43, 'RS', 'Rio Grande do Sul'],
  [11, 'RO', 'Rondônia'],
  [14, 'RR', 'Roraima'],
  [42, 'SC', 'Santa Catarina'],
  [35, 'SP', 'São Paulo'],
  [28, 'SE', 'Sergipe'],
  [17, 'TO', 'Tocantins'],
];

/** Municipalities by state (IBGE 7-digit codes). */
const CITIES: Record<number, readonly [number, string][]> = {
  11: [
    [1100205, 'Porto Velho'],
    [1100122, 'Ji-Paraná'],
    [1100023, 'Ariquemes'],
    [1100304, 'Vilhena'],
    [1100049, 'Cacoal'],
  ],
  12: [
    [1200401, 'Rio Branco'],
    [1200203, 'Cruzeiro do Sul'],
    [1200500, 'Sena Madureira'],
    [1200609, 'Tarauacá'],
    [1200302, 'Feijó'],
  ],
  13: [
    [1302603, 'Manaus'],
    [1303403, 'Parintins'],
    [1301902, 'Itacoatiara'],
    [1302504, 'Manacapuru'],
    [1301209, 'Coari'],
  ],
  14: [
    [1400100, 'Boa Vista'],
    [1400472, 'Rorainópolis'],
    [1400209, 'Caracaraí'],
    [1400050, 'Alto Alegre'],
    [1400308, 'Mucajaí'],
  ],
  15: [
    [1501402, 'Belém'],
    [1500800, 'Ananindeua'],
    [1506807, 'Santarém'],
    [1504208, 'Marabá'],
    [1502400, 'Castanhal'],
    [1505536, 'Parauapebas'],
  ],
  16: [
    [1600303, 'Macapá'],
    [1600600, 'Santana'],
    [1600279, 'Laranjal do Jari'],
    [1600501, 'Oiapoque'],
    [1600402, 'Mazagão'],
  ],
  17: [
    [1721000, 'Palmas'],
    [1702109, 'Araguaína'],
    [1709500, 'Gurupi'],
    [1718204, 'Porto Nacional'],
    [1716109, 'Paraíso do Tocantins'],
  ],
  21: [
    [2111300, 'São Luís'],
    [2105302, 'Imperatriz'],
    [2111201, 'São José de Ribamar'],
    [2112209, 'Timon'],
    [2103000, 'Caxias'],
  ],
  22: [
    [2211001, 'Teresina'],
    [2207702, 'Parnaíba'],
    [2208007, 'Picos'],
    [2208403, 'Piripiri'],
    [2203909, 'Floriano'],
  ],
  23: [
    [2304400, 'Fortaleza'],
    [2303709, 'Caucaia'],
    [2307304, 'Juazeiro do Norte'],
    [2307650, 'Maracanaú'],
    [2312908, 'Sobral'],
  ],
  24: [
    [2408102, 'Natal'],
    [2408003, 'Mossoró'],
    [2403251, 'Parnamirim'],
    [2412005, 'São Gonçalo do Amarante'],
    [2402006, 'Caicó'],
  ],
  25: [
    [2507507, 'João Pessoa'],
    [2504009, 'Campina Grande'],
    [2513703, 'Santa Rita'],
    [2510808, 'Patos'],
    [2501807, 'Bayeux'],
  ],
  26: [
    [2611606, 'Recife'],
    [2607901, 'Jaboatão dos Guararapes'],
    [2609600, 'Olinda'],
    [2604106, 'Caruaru'],
    [2611101, 'Petrolina'],
  ],
  27: [
    [2704302, 'Maceió'],
    [2700300, 'Arapiraca'],
    [2707701, 'Rio Largo'],
    [2706307, 'Palmeira dos Índios'],
    [2706703, 'Penedo'],
  ],
  28: [
    [2800308, 'Aracaju'],
    [2804805, 'Nossa Senhora do Socorro'],
    [2803500, 'Lagarto'],
    [2802908, 'Itabaiana'],
    [2802106, 'Estância'],
  ],
  29: [
    [2927408, 'Salvador'],
    [2910800, 'Feira de Santana'],
    [2933307, 'Vitória da Conquista'],
    [2905701, 'Camaçari'],
    [2913606, 'Ilhéus'],
    [2925303, 'Porto Seguro'],
  ],
  31: [
    [3106200, 'Belo Horizonte'],
    [3170206, 'Uberlândia'],
    [3118601, 'Contagem'],
    [3136702, 'Juiz de Fora'],
    [3170107, 'Uberaba'],
    [3143302, 'Montes Claros'],
  ],
  32: [
    [3205309, 'Vitória'],
    [3205200, 'Vila Velha'],
    [3205002, 'Serra'],
    [3201308, 'Cariacica'],
    [3202405, 'Guarapari'],
  ],
  33: [
    [3304557, 'Rio de Janeiro'],
    [3303302, 'Niterói'],
    [3304904, 'São Gonçalo'],
    [3301702, 'Duque de Caxias'],
    [3303906, 'Petrópolis'],
  ],
  35: [
    [3550308, 'São Paulo'],
    [3509502, 'Campinas'],
    [3548500, 'Santos'],
    [3543402, 'Ribeirão Preto'],
    [3549904, 'São José dos Campos'],
    [3552205, 'Sorocaba'],
  ],
  41: [
    [4106902, 'Curitiba'],
    [4113700, 'Londrina'],
    [4115200, 'Maringá'],
    [4119905, 'Ponta Grossa'],
    [4108304, 'Foz do Iguaçu'],
    [4104808, 'Cascavel'],
  ],
  42: [
    [4205407, 'Florianópolis'],
    [4209102, 'Joinville'],
    [4202404, 'Blumenau'],
    [4204202, 'Chapecó'],
    [4208203, 'Itajaí'],
    [4202008, 'Balneário Camboriú'],
  ],
  43: [
    [4314902, 'Porto Alegre'],
    [4305108, 'Caxias do Sul'],
    [4314407, 'Pelotas'],
    [4304606, 'Canoas'],
    [4316907, 'Santa Maria'],
    [4309100, 'Gramado'],
  ],
  50: [
    [5002704, 'Campo Grande'],
    [5003702, 'Dourados'],
    [5008305, 'Três Lagoas'],
    [5003207, 'Corumbá'],
    [5006606, 'Ponta Porã'],
  ],
  51: [
    [5103403, 'Cuiabá'],
    [5108402, 'Várzea Grande'],
    [5107602, 'Rondonópolis'],
    [5107909, 'Sinop'],
    [5107958, 'Tangará da Serra'],
  ],
  52: [
    [5208707, 'Goiânia'],
    [5204508, 'Caldas Novas'],
    [5218789, 'Rio Quente'],
    [5201108, 'Anápolis'],
    [5201405, 'Aparecida de Goiânia'],
    [5218805, 'Rio Verde'],
    [5211503, 'Itumbiara'],
    [5205109, 'Catalão'],
    [5213806, 'Morrinhos'],
    [5217609, 'Pires do Rio'],
    [5217302, 'Pirenópolis'],
    [5212501, 'Luziânia'],
    [5221403, 'Trindade'],
  ],
  53: [[5300108, 'Brasília']],
};

const collator = new Intl.Collator('pt-BR');

export function listStates(): Estado[] {
  return STATES.map(([idestado, uf, nome]) => ({ idestado, uf, nome }));
}

export function findState(id: number): Estado | undefined {
  const found = STATES.find(([idestado]) => idestado === id);
  return found && { idestado: found[0], uf: found[1], nome: found[2] };
}

/** Cities of a state, by name; [] for an unknown state. */
export function listCities(stateId: number): Cidade[] {
  return (CITIES[stateId] ?? [])
    .map(([idcidades, nome]) => ({ idcidades, nome }))
    .sort((a, b) => collator.compare(a.nome, b.nome));
}

/** The city when it exists and belongs to the state. */
export function findCity(stateId: number, cityId: number): Cidade | undefined {
  const found = (CITIES[stateId] ?? []).find(([id]) => id === cityId);
  return found && { idcidades: found[0], nome: found[1] };
}

const PROFESSIONS = [
  'Administrador(a)',
  'Advogado(a)',
  'Aposentado(a)',
  'Arquiteto(a)',
  'Autônomo(a)',
  'Comerciante',
  'Contador(a)',
  'Dentista',
  'Empresário(a)',
  'Enfermeiro(a)',
  'Engenheiro(a)',
  'Estudante',
  'Farmacêutico(a)',
  'Funcionário(a) público(a)',
  'Jornalista',
  'Médico(a)',
  'Motorista',
  'Produtor(a) rural',
  'Professor(a)',
  'Psicólogo(a)',
  'Servidor(a) militar',
  'Vendedor(a)',
  'Outra',
];

export function listProfessions(): Profissao[] {
  return PROFESSIONS.map((nome, i) => ({ id: i + 1, nome }));
}
