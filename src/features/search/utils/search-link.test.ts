import { describe, expect, it } from 'vitest';
import { addChild, defaultRoom, setAdults, setChildAge } from '@/stores/search-criteria-rules';
import { decodeSearchLink, LINK_INVALID } from './decode-search-link';
import { encodeSearchLink } from './search-link';

const NOW = new Date(2026, 6, 1, 9, 0);
const b64url = (text: string) =>
  btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const ONE_ROOM =
  'inicio=10/07/2026&fim=12/07/2026&id_hotel=3&id_uh=31&qtd_adulto=3&qtd_crianca=2&idade_crianca1=4&idade_crianca2=12';

function decodeOk(segment: string) {
  const result = decodeSearchLink(segment, NOW);
  if (!result.ok) throw new Error(`expected ok, got: ${result.reason}`);
  return result;
}

describe('decodeSearchLink: the product-rules link (one room)', () => {
  it('reads a base64url query string', () => {
    const { criteria, id_uh } = decodeOk(b64url(ONE_ROOM));
    expect(id_uh).toBe(31);
    expect(criteria).toMatchObject({
      data_chegada: '10/07/2026',
      data_partida: '12/07/2026',
      id_hotel: 3,
      cupom: '',
      contrato_id: null,
    });
    expect(criteria.apartamentos).toHaveLength(1);
    expect(criteria.apartamentos[0]).toMatchObject({
      qtd_adultos: 3,
      qtd_criancas: 2,
      qtd_criancas_pagantes: 1,
      qtd_criancas_nao_pagantes: 1,
    });
    expect(criteria.apartamentos[0]?.criancas.map((c) => c.idade)).toEqual(['4', '12']);
  });

  it('reads base64url with padding and URL-safe characters', () => {
    const text = `${ONE_ROOM}&x=??>>`; // '?>' encodes to '/' and '+' in plain base64
    const padded = btoa(text).replace(/\+/g, '-').replace(/\//g, '_');
    expect(padded).toMatch(/[-_]/);
    expect(decodeOk(padded).criteria.id_hotel).toBe(3);
  });

  it('reads a plain URI-encoded query string too', () => {
    expect(decodeOk(encodeURIComponent(ONE_ROOM)).criteria.id_hotel).toBe(3);
    expect(decodeOk(ONE_ROOM).criteria.data_chegada).toBe('10/07/2026');
  });

  it('defaults: all hotels, any room type, 2 adults, no children', () => {
    const { criteria, id_uh } = decodeOk(b64url('inicio=10/07/2026&fim=11/07/2026'));
    expect(id_uh).toBe(0);
    expect(criteria.id_hotel).toBe(0);
    expect(criteria.apartamentos[0]).toMatchObject({ qtd_adultos: 2, qtd_criancas: 0 });
  });

  it('accepts arrival today', () => {
    expect(decodeSearchLink(b64url('inicio=01/07/2026&fim=02/07/2026'), NOW).ok).toBe(true);
  });
});

describe('decodeSearchLink: malformed links never throw', () => {
  const dates = 'inicio=10/07/2026&fim=12/07/2026';
  it.each([
    ['empty', '', LINK_INVALID],
    ['not base64', '%%%', LINK_INVALID],
    ['bad percent escape', '%E0%A4%A', LINK_INVALID],
    ['base64 of something else', b64url('hello world'), LINK_INVALID],
    ['base64 with a bad length', 'abcde', LINK_INVALID],
    ['invalid UTF-8 bytes', btoa('\xff\xfe\xfd'), LINK_INVALID],
    ['impossible arrival', b64url('inicio=31/02/2026&fim=12/07/2026'), 'Data de chegada inválida'],
    ['ISO departure', b64url('inicio=10/07/2026&fim=2026-07-12'), 'Data de partida inválida'],
    ['missing departure', b64url('inicio=10/07/2026'), 'Data de partida inválida'],
    [
      'departure = arrival',
      b64url('inicio=10/07/2026&fim=10/07/2026'),
      'posterior à data de chegada',
    ],
    [
      'departure < arrival',
      b64url('inicio=10/07/2026&fim=09/07/2026'),
      'posterior à data de chegada',
    ],
    ['past arrival', b64url('inicio=30/06/2026&fim=02/07/2026'), 'já passou'],
    ['unknown hotel', b64url(`${dates}&id_hotel=2`), 'Hotel desconhecido'],
    ['hotel not a number', b64url(`${dates}&id_hotel=abc`), 'Hotel desconhecido'],
    ['negative room type', b64url(`${dates}&id_uh=-1`), 'Tipo de quarto inválido'],
    ['0 adults', b64url(`${dates}&qtd_adulto=0`), 'adultos inválido no quarto 1'],
    ['11 adults', b64url(`${dates}&qtd_adulto=11`), 'adultos inválido no quarto 1'],
    ['1.5 adults', b64url(`${dates}&qtd_adulto=1.5`), 'adultos inválido no quarto 1'],
    ['5 children', b64url(`${dates}&qtd_crianca=5`), 'crianças inválido no quarto 1'],
    ['missing age', b64url(`${dates}&qtd_crianca=2&idade_crianca1=3`), 'criança 2 do quarto 1'],
    ['age 14', b64url(`${dates}&qtd_crianca=1&idade_crianca1=14`), 'criança 1 do quarto 1'],
    ['0 rooms', b64url(`${dates}&quartos=0`), 'quartos inválido'],
    ['6 rooms', b64url(`${dates}&quartos=6`), 'quartos inválido'],
    ['bad room 2', b64url(`${dates}&quartos=2&qtd_adulto_2=12`), 'adultos inválido no quarto 2'],
  ])('%s', (_what, segment, reason) => {
    const result = decodeSearchLink(segment, NOW);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

describe('encodeSearchLink', () => {
  const rooms = [
    setChildAge(setChildAge(addChild(addChild(setAdults(defaultRoom(), 1))), 0, 10), 1, 11),
    defaultRoom(),
    setChildAge(addChild(setAdults(defaultRoom(), 4)), 0, 13),
  ];
  const criteria = {
    data_chegada: '20/12/2026',
    data_partida: '27/12/2026',
    id_hotel: 19,
    cupom: '',
    contrato_id: null,
    apartamentos: rooms,
  };

  it('round-trips several rooms', () => {
    const segment = encodeSearchLink(criteria, 7);
    expect(segment).toMatch(/^[A-Za-z0-9_-]+$/);
    const { criteria: back, id_uh } = decodeOk(segment);
    expect(id_uh).toBe(7);
    expect(back).toEqual(criteria);
  });

  it('writes one room with the product-rules names only', () => {
    const segment = encodeSearchLink({ ...criteria, apartamentos: [rooms[0]!] });
    const text = atob(segment.replace(/-/g, '+').replace(/_/g, '/'));
    const params = new URLSearchParams(text);
    expect([...params.keys()]).toEqual([
      'inicio',
      'fim',
      'id_hotel',
      'id_uh',
      'qtd_adulto',
      'qtd_crianca',
      'idade_crianca1',
      'idade_crianca2',
    ]);
    expect(params.get('inicio')).toBe('20/12/2026');
  });
});
