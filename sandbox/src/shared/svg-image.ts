import { escapeHtml } from './html';

/** What a generated image shows; stored in the images table by the seed. */
export interface ImageSpec {
  tipo: 'cena' | 'logo';
  titulo: string;
  subtitulo: string;
  /** Base hue (0-359) of the sky and the accents. */
  matiz: number;
  /** Varies the composition (sun, buildings, palm) between images of the same place. */
  variante: number;
  largura: number;
  altura: number;
}

const r = (value: number): string => String(Math.round(value));

/** A stylised logo: a sun over a wave beside the name. */
function logo(spec: ImageSpec): string {
  const { largura: w, altura: h, matiz: hue } = spec;
  const size = Math.max(14, Math.min(h * 0.26, (w * 1.5) / Math.max(8, spec.titulo.length)));
  return [
    `<rect width="${w}" height="${h}" rx="${r(h * 0.12)}" fill="hsl(${hue},55%,28%)"/>`,
    `<circle cx="${r(h * 0.5)}" cy="${r(h * 0.45)}" r="${r(h * 0.22)}" fill="hsl(42,95%,62%)"/>`,
    `<path d="M${r(h * 0.18)} ${r(h * 0.62)}q${r(h * 0.08)} -${r(h * 0.08)} ${r(h * 0.16)} 0t${r(h * 0.16)} 0t${r(h * 0.16)} 0" stroke="#fff" stroke-width="${r(h * 0.05)}" fill="none" stroke-linecap="round"/>`,
    `<text x="${r(h * 0.95)}" y="${r(h * 0.5 + size * 0.35)}" font-family="Verdana,Arial,sans-serif" font-size="${r(size)}" font-weight="bold" fill="#fff">${escapeHtml(spec.titulo)}</text>`,
  ].join('');
}

/** A landscape: sky gradient, sun, hills, a hotel block, a pool and a palm tree. */
function scene(spec: ImageSpec, caption: boolean): string {
  const { largura: w, altura: h, matiz: hue, variante: v } = spec;
  const sunX = w * (0.15 + ((v * 0.23) % 0.7));
  const horizon = h * 0.58;
  const bx = w * (0.55 - ((v * 0.17) % 0.35));
  const bw = w * 0.22;
  const bh = h * (0.22 + ((v * 0.07) % 0.14));
  const floors = 3 + (v % 3);
  const windows: string[] = [];
  for (let f = 0; f < floors; f++) {
    const y = horizon - bh + (bh / floors) * f + bh * 0.08;
    windows.push(`M${r(bx + bw * 0.08)} ${r(y)}h${r(bw * 0.84)}`);
  }
  const palmX = v % 2 === 0 ? w * 0.12 : w * 0.86;
  const palmTop = horizon - h * 0.3;
  const leaves = [-1, 1]
    .map(
      (dir) =>
        `M${r(palmX)} ${r(palmTop)}q${r(dir * w * 0.05)} -${r(h * 0.06)} ${r(dir * w * 0.09)} ${r(h * 0.03)}`,
    )
    .join('');
  const fontSize = Math.max(16, Math.min(h * 0.09, (w * 1.4) / Math.max(10, spec.titulo.length)));
  const subSize = fontSize * 0.5;
  const textY = h - h * 0.07 - (spec.subtitulo ? subSize * 1.4 : 0);
  return [
    '<defs>',
    `<linearGradient id="s" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360},85%,82%)"/></linearGradient>`,
    '<linearGradient id="w" x2="1" y2="1"><stop offset="0" stop-color="#5fd3e6"/><stop offset="1" stop-color="#1479a8"/></linearGradient>',
    '<linearGradient id="t" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".6"/></linearGradient>',
    '</defs>',
    `<rect width="${w}" height="${h}" fill="url(#s)"/>`,
    `<circle cx="${r(sunX)}" cy="${r(h * 0.22)}" r="${r(h * 0.09)}" fill="#ffe08a" opacity=".9"/>`,
    `<path d="M0 ${r(horizon - h * 0.1)}Q${r(w * 0.3)} ${r(horizon - h * 0.28)} ${r(w * 0.62)} ${r(horizon - h * 0.12)}T${w} ${r(horizon - h * 0.16)}V${h}H0Z" fill="hsl(${105 + (hue % 30)},22%,58%)"/>`,
    `<path d="M0 ${r(horizon)}Q${r(w * 0.25)} ${r(horizon - h * 0.16)} ${r(w * 0.5)} ${r(horizon - h * 0.02)}T${w} ${r(horizon - h * 0.06)}V${h}H0Z" fill="hsl(${110 + (hue % 30)},32%,38%)"/>`,
    `<rect x="${r(bx)}" y="${r(horizon - bh)}" width="${r(bw)}" height="${r(bh + h * 0.05)}" fill="#f6efe4"/>`,
    `<path d="${windows.join('')}" stroke="hsl(${hue},45%,35%)" stroke-width="${r(Math.max(2, h * 0.018))}"/>`,
    `<path d="M0 ${r(horizon + h * 0.06)}H${w}V${h}H0Z" fill="hsl(36,48%,80%)"/>`,
    `<ellipse cx="${r(w * 0.5)}" cy="${r(h * 0.75)}" rx="${r(w * 0.38)}" ry="${r(h * 0.09)}" fill="url(#w)"/>`,
    `<path d="M${r(w * 0.3)} ${r(h * 0.74)}q${r(w * 0.04)} -${r(h * 0.02)} ${r(w * 0.08)} 0t${r(w * 0.08)} 0t${r(w * 0.08)} 0" stroke="#fff" stroke-opacity=".6" stroke-width="${r(Math.max(2, h * 0.008))}" fill="none"/>`,
    `<path d="M${r(palmX)} ${r(horizon + h * 0.08)}q${r(w * 0.01)} -${r(h * 0.2)} 0 -${r(h * 0.38)}" stroke="#6b4a2b" stroke-width="${r(Math.max(3, w * 0.008))}" fill="none"/>`,
    `<path d="${leaves}" stroke="#2f7d3a" stroke-width="${r(Math.max(3, h * 0.02))}" fill="none" stroke-linecap="round"/>`,
    ...(caption ? captionOf(spec, w, h, fontSize, subSize, textY) : []),
  ].join('');
}

/** The title and subtitle over a darkened bottom band, drawn into the SVG drawings only. */
function captionOf(
  spec: ImageSpec,
  w: number,
  h: number,
  fontSize: number,
  subSize: number,
  textY: number,
): string[] {
  return [
    `<rect y="${r(h * 0.62)}" width="${w}" height="${r(h * 0.38)}" fill="url(#t)"/>`,
    `<text x="${r(w * 0.05)}" y="${r(textY)}" font-family="Verdana,Arial,sans-serif" font-size="${r(fontSize)}" font-weight="bold" fill="#fff">${escapeHtml(spec.titulo)}</text>`,
    spec.subtitulo
      ? `<text x="${r(w * 0.05)}" y="${r(textY + subSize * 1.6)}" font-family="Verdana,Arial,sans-serif" font-size="${r(subSize)}" fill="#fff">${escapeHtml(spec.subtitulo)}</text>`
      : '',
  ];
}

/**
 * Renders a small, deterministic SVG (no external fonts or references). `caption: false` leaves
 * the title out of a scene: the photographs made from it (photo-image.ts) carry no text, which a
 * crop would cut.
 */
export function renderSvg(spec: ImageSpec, { caption = true }: { caption?: boolean } = {}): string {
  const { largura: w, altura: h } = spec;
  const body = spec.tipo === 'logo' ? logo(spec) : scene(spec, caption);
  const label = escapeHtml(spec.subtitulo ? `${spec.titulo}: ${spec.subtitulo}` : spec.titulo);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}">${body}</svg>`;
}
